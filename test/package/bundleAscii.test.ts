import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const projectRoot = resolve(import.meta.dirname, "../..");

/** The byte offset of the first non-ASCII byte of `bytes`, or -1. */
function firstNonAscii(bytes: Uint8Array): number {
  return bytes.findIndex((byte) => byte > 0x7f);
}

describe("the committed bundles", () => {
  it("are pure ASCII, so Node loads them without decoding UTF-8 into two-byte strings (scripts/writeAscii.ts)", () => {
    const folders = [join(projectRoot, "dist"), join(projectRoot, "dist/cli")];
    const files = folders.flatMap((dir) => readdirSync(dir).filter((name) => name.endsWith(".js")).map((name) => join(dir, name)));
    expect(files.map((file) => relative(projectRoot, file))).toEqual(expect.arrayContaining(["dist/index.js", "dist/cli/index.js"]));
    const offending = files.flatMap((file) => {
      const at = firstNonAscii(readFileSync(file));
      return at < 0 ? [] : [`${relative(projectRoot, file)}: first non-ASCII byte at offset ${at} (rebuild with npm run package)`];
    });
    expect(offending).toEqual([]);
  });

  it("keep acorn out of their main file, in a file of its own loaded only for MDX (loadJsParser)", () => {
    // a name acorn's source defines once; any copy of acorn compiled into the main file has it
    const marker = "astralIdentifierStartCodes";
    for (const dir of ["dist", "dist/cli"]) {
      const folder = join(projectRoot, dir);
      expect(readFileSync(join(folder, "index.js"), "latin1").includes(marker)).toBe(false);
      const holding = readdirSync(folder).filter((name) => name.endsWith(".js") && readFileSync(join(folder, name), "latin1").includes(marker));
      expect(holding).toHaveLength(1);
    }
  });
});
