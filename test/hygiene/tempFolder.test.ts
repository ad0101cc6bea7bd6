import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { readdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { pendingTempDirs, tempDir } from "../helpers/tempDir.js";

const projectRoot = path.resolve(import.meta.dirname, "../..");

describe("the test suite's temp folders", () => {
  let made = "";

  it("runs each test file in a temp folder of its own", () => {
    expect(path.basename(tmpdir())).toMatch(/^chunkgate-test-file-/);
  });

  it("keeps a folder made with tempDir for the rest of the file", async () => {
    made = await tempDir("kept");
    expect(path.basename(made)).toMatch(/^chunkgate-kept-/);
    expect(path.dirname(made)).toBe(tmpdir());
  });

  it("still has it in the next test, and removes it only when the file ends", () => {
    expect(existsSync(made)).toBe(true);
    expect(pendingTempDirs()).toContain(made);
  });

  it("fails a test file that leaves a folder behind, naming it, and leaves nothing in the temp folder either way", async () => {
    // a child vitest over three test files, one that forgets a folder, one that uses the helper and
    // one skipped as a whole, with its own TMPDIR so what it leaves can be counted
    const outer = await tempDir("child-run");
    const config = path.join(outer, "vitest.config.mjs");
    await writeFile(
      config,
      `export default { root: ${JSON.stringify(projectRoot)}, test: { include: ["test/hygiene/fixtures/*.fixture.ts"], pool: "forks", setupFiles: ["test/setup/removeTempDirs.ts"] } };\n`,
    );
    const vitest = path.join(projectRoot, "node_modules/vitest/vitest.mjs");
    const run = await promisify(execFile)(process.execPath, [vitest, "run", "--config", config, "--reporter", "json"], { cwd: projectRoot, env: { ...process.env, TMPDIR: outer } }).then(
      () => ({ code: 0, stdout: "" }),
      (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
    );
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout) as { testResults: Array<{ name: string; status: string; message: string }> };
    const byFile = Object.fromEntries(report.testResults.map((r) => [path.basename(r.name), r]));
    expect(byFile["cleans.fixture.ts"]?.status).toBe("passed");
    expect(byFile["skipped.fixture.ts"]?.status).toBe("passed"); // the JSON reporter's word for a file with nothing failed
    expect(byFile["leaks.fixture.ts"]?.status).toBe("failed");
    expect(byFile["leaks.fixture.ts"]?.message).toMatch(/this test file left 1 entry in the temp folder: chunkgate-forgotten-\w+\. Make temp folders with tempDir\(\)/);
    expect((await readdir(outer)).filter((name) => name.startsWith("chunkgate-"))).toEqual([]);
  }, 60_000);
});
