import { cp, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fixture } from "./evaluateFixture.js";

/**
 * A copy of a bundled fixture in a fresh temp folder, with files edited: each edit maps a path
 * relative to the fixture root to a function from its old text to its new text.
 */
export async function tempFixture(name: string, edits: Record<string, (text: string) => string> = {}): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `chunkgate-${name}-`));
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
