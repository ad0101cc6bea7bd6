import { cp, readFile, writeFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { fixture } from "./evaluateFixture.js";
import { tempDir } from "./tempDir.js";

/**
 * A copy of a bundled fixture in a fresh temp folder, with files edited: each edit maps a path
 * relative to the fixture root to a function from its old text to its new text. The folder is
 * removed when the test file ends (see tempDir.ts).
 */
export async function tempFixture(name: string, edits: Record<string, (text: string) => string> = {}): Promise<string> {
  const dir = await tempDir(name);
  // `npm start` leaves a cache in fixtures/lumen/.chunkgate: a copy must start without it, or cache
  // tests see a warm cache they did not fill
  await cp(fixture(name), dir, { recursive: true, filter: (source) => basename(source) !== ".chunkgate" });
  for (const [path, edit] of Object.entries(edits)) {
    const file = join(dir, path);
    const before = await readFile(file, "utf8");
    const after = edit(before);
    if (after === before) throw new Error(`edit of ${path} changed nothing: the fixture moved, update the test`);
    await writeFile(file, after);
  }
  return dir;
}
