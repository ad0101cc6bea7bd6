import { afterEach } from "vitest";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { tempDir } from "../helpers/tempDir.js";

/** A fresh temporary directory (real path) holding `files`; `cleanup` removes it (else the end of the file does). */
export async function tempTree(files: Record<string, string | Uint8Array>): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await tempDir("corpus");
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * Registers an `afterEach` that removes every tree made during the test, and returns the maker:
 * `files` in, the tree's directory out.
 */
export function tempTrees(): (files: Record<string, string | Uint8Array>) => Promise<string> {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    await Promise.all(cleanups.splice(0).map((c) => c()));
  });
  return async (files) => {
    const { dir, cleanup } = await tempTree(files);
    cleanups.push(cleanup);
    return dir;
  };
}
