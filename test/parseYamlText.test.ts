import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseYamlText } from "../src/parseYamlText.js";

/** Every .ts file under `dir`, recursively. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sources(path) : path.endsWith(".ts") ? [path] : [];
  });
}

describe("parseYamlText", () => {
  it("reads with the core schema by default: dates and yes/no stay text, and keeps 1-based lines", () => {
    const { doc, lines } = parseYamlText("when: 2026-11-03\nok: yes\nn: 093\n");
    expect(doc.toJS()).toEqual({ when: "2026-11-03", ok: "yes", n: 93 });
    expect(lines.linePos(doc.toString().indexOf("ok")).line).toBe(2);
  });

  it("leaves duplicate keys to the caller by default, and lets options override the defaults", () => {
    expect(parseYamlText("a: 1\na: 2\n").doc.errors).toEqual([]);
    expect(parseYamlText("a: 1\na: 2\n", { uniqueKeys: true }).doc.errors.map((e) => e.code)).toEqual(["DUPLICATE_KEY"]);
  });

  it("returns a syntax error in the document instead of throwing", () => {
    expect(parseYamlText("a: [1, 2\n").doc.errors.length).toBeGreaterThan(0);
  });

  it("is the only place under src/ that calls one of yaml's parsers", () => {
    const parsers = /import\s*\{[^}]*\b(parse|parseDocument|parseAllDocuments|Parser|Composer|Lexer)\b[^}]*\}\s*from\s*"yaml"/;
    const offenders = sources(join(import.meta.dirname, "../src")).filter((file) => !file.endsWith("parseYamlText.ts") && parsers.test(readFileSync(file, "utf8")));
    expect(offenders).toEqual([]);
  });
});
