import { cp, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fixture } from "./evaluateFixture.js";
import { tempDir } from "./tempDir.js";

/**
 * A copy of a bundled fixture in a fresh temp folder, with files edited: each edit maps a path
 * relative to the fixture root to a function from its old text to its new text. The folder is
 * removed when the test file ends (see tempDir.ts).
 */
export async function tempFixture(name: string, edits: Record<string, (text: string) => string> = {}): Promise<string> {
  const dir = await tempDir(name);
  await cp(fixture(name), dir, { recursive: true });
  for (const [path, edit] of Object.entries(edits)) {
    const file = join(dir, path);
    const before = await readFile(file, "utf8");
    const after = edit(before);
    if (after === before) throw new Error(`edit of ${path} changed nothing: the fixture moved, update the test`);
    await writeFile(file, after);
  }
  return dir;
}
