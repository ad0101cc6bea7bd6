import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { expect } from "vitest";

const projectRoot = join(import.meta.dirname, "../..");

/**
 * Compares `actual` with the golden file `<folder>/golden/<name>` byte for byte (`folder` is the
 * calling test's folder, e.g. `import.meta.dirname`). After an intended change to a renderer,
 * regenerate with `UPDATE_GOLDEN=1 npx vitest run <folder>` and review the diff like any other
 * change: the golden files are the renderers' visible contract.
 */
export async function expectGolden(folder: string, name: string, actual: string): Promise<void> {
  const path = join(folder, "golden", name);
  if (process.env.UPDATE_GOLDEN === "1") {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, actual);
    return;
  }
  const expected = await readFile(path, "utf8").catch(() => {
    throw new Error(`golden file ${path} is missing: run UPDATE_GOLDEN=1 npx vitest run ${relative(projectRoot, folder)} to create it`);
  });
  expect(actual).toBe(expected);
}
