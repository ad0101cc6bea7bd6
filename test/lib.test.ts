import { execFile } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import * as lib from "../src/lib.js";
import { fixture } from "./helpers/evaluateFixture.js";
import { tempDir } from "./helpers/tempDir.js";

const projectRoot = resolve(import.meta.dirname, "..");

describe("the library API", () => {
  it("keeps VERSION in step with package.json", async () => {
    const pkg = JSON.parse(await readFile(join(projectRoot, "package.json"), "utf8"));
    expect(lib.VERSION).toBe(pkg.version);
  });

  it("ships as one bundle with no dependency: built as `npm pack` builds it, it runs a check from a folder with no node_modules", async () => {
    const out = await tempDir("lib");
    await promisify(execFile)(process.execPath, [join(projectRoot, "scripts/build-lib.mjs"), join(out, "lib")], { cwd: projectRoot });
    // nothing to resolve a package from: the folder is outside the project, with no node_modules
    await writeFile(join(out, "package.json"), '{"type":"module"}');
    const bundled = (await import(pathToFileURL(join(out, "lib/index.js")).href)) as typeof lib;
    const { report } = await bundled.runCheck({ root: fixture("lumen") });
    expect(report.sources[0]!.train).toMatchObject({ questions: 13, hits: 13 });
    expect(Object.keys(bundled).sort()).toEqual(Object.keys(lib).sort());
    // the declarations name no package a consumer would have to install
    const declarations = await readFile(join(out, "lib/lib.d.ts"), "utf8");
    expect(declarations).toMatch(/export \* from "\.\/usecases\/index\.js";/);
  }, 240_000);
});
