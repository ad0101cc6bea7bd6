import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { expect } from "vitest";

/**
 * Compares `actual` with `test/sweep/golden/<name>` byte for byte. After an intended change to a
 * sweep renderer, regenerate with `UPDATE_GOLDEN=1 npx vitest run test/sweep` and review the diff:
 * the golden files are the renderers' visible contract.
 */
export async function expectGolden(name: string, actual: string): Promise<void> {
  const path = join(import.meta.dirname, "golden", name);
  if (process.env.UPDATE_GOLDEN === "1") {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, actual);
    return;
  }
  const expected = await readFile(path, "utf8").catch(() => {
    throw new Error(`golden file ${path} is missing: run UPDATE_GOLDEN=1 npx vitest run test/sweep to create it`);
  });
  expect(actual).toBe(expected);
}
