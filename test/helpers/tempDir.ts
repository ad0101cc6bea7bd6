import { mkdirSync, mkdtempSync, realpathSync } from "node:fs";
import { mkdir, mkdtemp, realpath, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

/** Every folder made by this module in the current test file, removed by {@link removeTempDirs}. */
const made: string[] = [];

/**
 * A fresh, empty folder `chunkgate-<prefix>-XXXXXX` in the OS temp folder (its real path, so macOS
 * `/var` → `/private/var` never differs from what git or realpath report). It is removed when the
 * test file finishes: `test/setup/removeTempDirs.ts`, a vitest setup file, registers that `afterAll`
 * for every test file, so a folder made in a test, a `beforeAll` or a helper is never left behind.
 */
export async function tempDir(prefix: string): Promise<string> {
  await mkdir(tmpdir(), { recursive: true }); // the test file's own temp folder is made on first use
  const dir = await realpath(await mkdtemp(path.join(tmpdir(), `chunkgate-${prefix}-`)));
  made.push(dir);
  return dir;
}

/** {@link tempDir} for synchronous callers; removed the same way. */
export function tempDirSync(prefix: string): string {
  mkdirSync(tmpdir(), { recursive: true });
  const dir = realpathSync(mkdtempSync(path.join(tmpdir(), `chunkgate-${prefix}-`)));
  made.push(dir);
  return dir;
}

/** Removes every folder made so far (and forgets them). Safe to call twice. */
export async function removeTempDirs(): Promise<void> {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true, maxRetries: 3 })));
}

/** The folders made and not yet removed, for the test that checks this module. */
export function pendingTempDirs(): readonly string[] {
  return [...made];
}
