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

  it("keep acorn out of the shared bundle's main file, in a file of its own loaded only for MDX (loadJsParser)", () => {
    // a name acorn's source defines once; any copy of acorn compiled into the main file has it
    const marker = "astralIdentifierStartCodes";
    const folder = join(projectRoot, "dist/cli");
    expect(readFileSync(join(folder, "bundle.js"), "latin1").includes(marker)).toBe(false);
    const holding = readdirSync(folder).filter((name) => name.endsWith(".js") && readFileSync(join(folder, name), "latin1").includes(marker));
    expect(holding).toHaveLength(1);
  });

  it("are one bundle and a supervisor: the entries import dist/cli/bundle.js, and the action's main is small and loads none of it", () => {
    expect(readdirSync(join(projectRoot, "dist")).filter((name) => name.endsWith(".js"))).toEqual(["index.js"]);
    const main = readFileSync(join(projectRoot, "dist/index.js"), "latin1");
    expect(main.length).toBeLessThan(50_000);
    expect(main).not.toMatch(/bundle\.js|import\(/);
    expect(main).toContain('new URL("cli/action.js", here)');
    expect(readFileSync(join(projectRoot, "dist/cli/action.js"), "utf8")).toMatch(/^import \{ runActionWorker \} from "\.\/bundle\.js";/);
    expect(readFileSync(join(projectRoot, "dist/cli/index.js"), "utf8")).toMatch(/^#!\/usr\/bin\/env node\nimport \{ runCliProcess \} from "\.\/bundle\.js";/);
  });

  it("keep the action's code and @actions/* out of what the CLI loads: the bundle's main file imports them only dynamically", () => {
    const main = readFileSync(join(projectRoot, "dist/cli/bundle.js"), "latin1");
    // names only the action's code (src/action/) and Octokit carry
    expect(main.includes("GITHUB_STEP_SUMMARY")).toBe(false);
    expect(main.includes("octokit")).toBe(false);
    expect(main.includes("runActionWorker")).toBe(true);
  });
});
