import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { asciiSource } from "../../scripts/asciiSource.js";
import { tempDirSync } from "../helpers/tempDir.js";

const NON_ASCII = /[^\x00-\x7f]/;

/** What `source` prints when Node runs it as an ES module. */
function run(source: string): string {
  const file = join(tempDirSync("ascii"), "module.mjs");
  writeFileSync(file, source);
  return execFileSync(process.execPath, [file], { encoding: "utf8" });
}

describe("ASCII re-printing of bundle code (scripts/asciiSource.ts)", () => {
  it("escapes strings, templates, identifiers, keys and kept comments, and the module does the same", () => {
    const source = [
      "#!/usr/bin/env node",
      "// dropped — or kept, either way ASCII",
      "/*! legal — kept ≤ */",
      "//! legal line → kept",
      "/** @preserve doc 👋 */",
      'const straße = "x—y";',
      "const tpl = `a → ${straße} ×`;",
      'export const results = { straße, tpl, key: { "ключ": 1 }, wave: "👋", length: "👋".length };',
      "console.log(JSON.stringify(results));",
    ].join("\n");
    const printed = asciiSource(source, "sample.mjs");
    expect(printed.search(NON_ASCII)).toBe(-1);
    expect(printed.startsWith("#!/usr/bin/env node\n")).toBe(true);
    expect(printed).toContain("legal \\u2014 kept \\u2264");
    expect(run(printed)).toBe(run(source));
    expect(JSON.parse(run(printed))).toEqual({ straße: "x—y", tpl: "a → x—y ×", key: { ключ: 1 }, wave: "👋", length: 2 });
  });

  it("refuses code esbuild leaves non-ASCII because escaping it would change it (a regex's source, a tagged template's raw)", () => {
    expect(() => asciiSource("export const dash = /—/.source;", "regex.mjs")).toThrow(/regex\.mjs: non-ASCII character outside a comment at offset \d+/);
    expect(() => asciiSource("export const raw = String.raw`—`;", "raw.mjs")).toThrow(/raw\.mjs: non-ASCII/);
  });
});
