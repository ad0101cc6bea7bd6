import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { removeTempDirs } from "../helpers/tempDir.js";

// Runs before every test file, in that file's module graph (a vitest setup file).
//
// Each test file gets its own temp folder: TMPDIR points at it while the file runs, so os.tmpdir()
// in the tests, the helpers and the child processes they start all land there. When the file is
// done, the folders made through test/helpers/tempDir.ts are removed, and anything still in the
// file's temp folder is a leak: the file fails, naming what it left, and the folder is removed so
// a leak never accumulates in the real temp folder. Registered first, this afterAll runs last
// (vitest runs after-hooks as a stack), after the file's own hooks have closed servers and
// processes that may still use those folders.
//
// The folder is made on first use (here in beforeAll, or by tempDir() while the file is collected),
// not when this file loads: vitest runs no hook at all in a file whose every test is skipped (a
// test on ../shared/corpora without the corpora), and such a file must not leave a folder either.
const previous = process.env["TMPDIR"];
const fileTemp = path.join(tmpdir(), `chunkgate-test-file-${process.pid}-${randomBytes(6).toString("hex")}`);
process.env["TMPDIR"] = fileTemp;

beforeAll(() => {
  mkdirSync(fileTemp, { recursive: true });
});

afterAll(async () => {
  await removeTempDirs();
  const left = existsSync(fileTemp) ? readdirSync(fileTemp).sort() : [];
  if (previous === undefined) delete process.env["TMPDIR"];
  else process.env["TMPDIR"] = previous;
  rmSync(fileTemp, { recursive: true, force: true, maxRetries: 3 });
  if (left.length > 0) {
    throw new Error(
      `this test file left ${left.length} ${left.length === 1 ? "entry" : "entries"} in the temp folder: ${left.join(", ")}. ` +
        "Make temp folders with tempDir() from test/helpers/tempDir.ts (removed when the file ends), or remove them in afterEach/afterAll.",
    );
  }
});
