import { execFile } from "node:child_process";
import { readFile, symlink, writeFile } from "node:fs/promises";
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

  it("compiles with tsc and runs a check under plain Node ESM, as a consumer would import it", async () => {
    const out = await tempDir("lib");
    await promisify(execFile)(process.execPath, [join(projectRoot, "node_modules/typescript/bin/tsc"), "-p", join(projectRoot, "tsconfig.build.json"), "--outDir", out], { cwd: projectRoot });
    // the compiled files resolve their dependencies from the project's node_modules via a sibling link
    await symlink(join(projectRoot, "node_modules"), join(out, "node_modules"));
    await writeFile(join(out, "package.json"), '{"type":"module"}');
    const compiled = (await import(pathToFileURL(join(out, "lib.js")).href)) as typeof lib;
    const { report } = await compiled.runCheck({ root: fixture("lumen") });
    expect(report.sources[0]!.train).toMatchObject({ questions: 13, hits: 13 });
  }, 120_000);
});
