import { readdirSync, rmSync, writeFileSync } from "node:fs";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openContentStore } from "../../src/store/contentStore.js";
import { chunkCorpus, prepareCorpus } from "../../src/chunking/chunkCorpus.js";
import { loadCorpus } from "../../src/corpus/loadCorpus.js";
import { openPreparedCache } from "../../src/corpus/preparedCache.js";
import { tempTrees } from "./tempTree.js";

const tree = tempTrees();
const stores: string[] = [];
afterEach(() => {
  for (const dir of stores.splice(0)) rmSync(dir, { recursive: true, force: true });
});
async function storeDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "chunkgate-prepared-"));
  stores.push(dir);
  return dir;
}

const FILES = {
  "docs/a.md": "---\ntitle: Alpha\n---\n# Alpha\n\nFirst words of alpha, with <!-- a comment --> cut.\n\n## Setup\n\n- install it\n- run it\n\n```sh\n  npm i\n```\n",
  "docs/b.mdx": "import X from 'x'\n\n# Beta\n\n<X>child text</X> and {1 + 1} more.\n\n| a | b |\n| - | - |\n| 1 | 2 |\n",
  "docs/c.md": "\uFEFFPreamble line\r\n\r\n# Gamma\r\n\r\nCRLF text: ünïcödé, 東京, emoji 🚀\r\n",
};
const CHUNKING = { strategy: "structural", unit: "tokens", size: 32, overlap: 4, tokenizer: "o200k_base", contextHeader: true } as const;

/** Loads and chunks the tree as a run does, with the prepared cache in `dir` (flushed at the end). */
async function run(root: string, dir: string) {
  const prepared = openPreparedCache(openContentStore({ dir }));
  const corpus = await loadCorpus({ root, include: ["docs/**"], prepared });
  const measured = await prepareCorpus(corpus.documents, "o200k_base", { prepared, measuring: false });
  const chunks = await chunkCorpus(measured, CHUNKING);
  prepared.flush();
  return { corpus, measured, chunks, stats: { ...prepared.stats } };
}

describe("prepared-document cache", () => {
  it("gives a warm run exactly the documents, warnings, counts and chunks of a cold one", async () => {
    const root = await tree(FILES);
    const dir = await storeDir();
    const uncached = await loadCorpus({ root, include: ["docs/**"] });
    const cold = await run(root, dir);
    const warm = await run(root, dir);
    expect(cold.stats).toEqual({ reused: 0, missing: 3, stored: 3 });
    expect(warm.stats).toEqual({ reused: 3, missing: 0, stored: 0 });
    expect(JSON.stringify(warm.corpus)).toBe(JSON.stringify(uncached));
    expect(JSON.stringify(cold.corpus)).toBe(JSON.stringify(uncached));
    expect([warm.measured.tokens, warm.measured.words, warm.measured.sections]).toEqual([cold.measured.tokens, cold.measured.words, cold.measured.sections]);
    expect(warm.chunks).toEqual(cold.chunks);
    expect(warm.chunks.length).toBeGreaterThan(3);
  });

  it("prepares again only the file whose bytes changed", async () => {
    const root = await tree(FILES);
    const dir = await storeDir();
    await run(root, dir);
    await writeFile(path.join(root, "docs/b.mdx"), FILES["docs/b.mdx"] + "\nA new paragraph.\n");
    const next = await run(root, dir);
    expect(next.stats).toEqual({ reused: 2, missing: 1, stored: 1 });
    expect(next.corpus.documents[1]!.sections.at(-1)!.blocks.at(-1)!.lines).toEqual(["A new paragraph."]);
  });

  it("ignores and rewrites entries that are corrupt, with the same results", async () => {
    const root = await tree(FILES);
    const dir = await storeDir();
    const cold = await run(root, dir);
    const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) writeFileSync(path.join(file.parentPath, file.name), "not an entry");
    const again = await run(root, dir);
    expect(again.stats).toEqual({ reused: 0, missing: 3, stored: 3 });
    expect(again.chunks).toEqual(cold.chunks);
    expect((await run(root, dir)).stats).toEqual({ reused: 3, missing: 0, stored: 0 });
  });

  it("keeps the counts of each tokenizer apart", async () => {
    const root = await tree(FILES);
    const dir = await storeDir();
    const prepared = openPreparedCache(openContentStore({ dir }));
    const corpus = await loadCorpus({ root, include: ["docs/**"], prepared });
    const o200k = await prepareCorpus(corpus.documents, "o200k_base", { prepared });
    const cl100k = await prepareCorpus(corpus.documents, "cl100k_base", { prepared });
    prepared.flush();
    // The two vocabularies count this text differently, so a mix-up would show.
    expect(o200k.tokens).not.toBe(cl100k.tokens);
    const reopened = openPreparedCache(openContentStore({ dir }));
    const again = await loadCorpus({ root, include: ["docs/**"], prepared: reopened });
    expect((await prepareCorpus(again.documents, "cl100k_base", { prepared: reopened, measuring: false })).tokens).toBe(cl100k.tokens);
    expect((await prepareCorpus(again.documents, "o200k_base", { prepared: reopened, measuring: false })).tokens).toBe(o200k.tokens);
  });
});
