import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openBucketedStore } from "../../../src/store/bucketedStore.js";
import { openContentStore } from "../../../src/store/contentStore.js";
import { countingStore } from "../../helpers/countingStore.js";
import { chunkCorpus, prepareCorpus } from "../../../src/chunking/chunkCorpus.js";
import { buildBm25Index } from "../../../src/retrieval/buildBm25Index.js";
import { countTexts } from "../../../src/retrieval/bm25Retriever.js";
import { strategyNames } from "../../../src/chunking/strategies.js";
import type { ChunkingParams } from "../../../src/chunking/types.js";
import { loadCorpus } from "../../../src/corpus/loadCorpus.js";
import { openPreparedCache } from "../../../src/corpus/preparedCache.js";
import { chunkCacheVersion, openChunkCache } from "../../../src/usecases/check/chunkCache.js";
import { chunkDocuments } from "../../../src/usecases/check/chunkDocuments.js";
import { outlinedDocuments } from "../../../src/usecases/check/outlinedDocuments.js";
import { encodeTermSnapshot } from "../../../src/usecases/check/termSnapshot.js";
import { tempTrees } from "../../corpus/tempTree.js";

const tree = tempTrees();
const stores: string[] = [];
afterEach(() => {
  for (const dir of stores.splice(0)) rmSync(dir, { recursive: true, force: true });
});
async function storeDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "chunkgate-chunks-"));
  stores.push(dir);
  return dir;
}

const FILES = {
  "docs/a.md": "---\ntitle: Alpha\n---\n# Alpha\n\nFirst words of alpha, with <!-- a comment --> cut.\n\n## Setup\n\n- install it\n- run it\n\n```sh\n  npm i\n```\n",
  "docs/b.mdx": "import X from 'x'\n\n# Beta\n\n<X>child text</X> and {1 + 1} more.\n\n| a | b |\n| - | - |\n| 1 | 2 |\n",
  "docs/c.md": "\uFEFFPreamble line\r\n\r\n# Gamma\r\n\r\nCRLF text: ünïcödé, 東京, emoji 🚀\r\nA second line\r\n\r\nA third paragraph of the CRLF file.\r\n",
  // over the size under which an outlined document's sections are parsed again rather than read back
  "docs/long.md": "# Long\n\n" + Array.from({ length: 1200 }, (_, i) => `## Part ${i}\n\nLine ${i} of a long page, long enough to be read back.`).join("\n\n") + "\n",
  "docs/with space.md": "# Spaced\n\n" + Array.from({ length: 30 }, (_, i) => `Paragraph ${i} holds a few words about spaced paths and ids.`).join("\n\n") + "\n",
};
const CHUNKING: ChunkingParams = { strategy: "structural", unit: "tokens", size: 32, overlap: 4, tokenizer: "o200k_base", contextHeader: true };

/** Loads and chunks the tree as a check does, with the run's caches in `dir` (flushed at the end); `dir` undefined: no cache. */
async function run(root: string, dir: string | undefined, chunking: ChunkingParams = CHUNKING, options: { maxBucketBytes?: number } = {}) {
  const store = dir === undefined ? undefined : openContentStore({ dir });
  const chunkCache = store && openChunkCache(store, options);
  // documents chunked and stored: a miss (every document here has a key)
  const stored = chunkCache && vi.spyOn(chunkCache, "setChunks");
  const prepared = store && chunkCache && outlinedDocuments(openPreparedCache(store), chunkCache);
  const corpus = await loadCorpus({ root, include: ["docs/**"], ...(prepared ? { prepared } : {}) });
  const chunked = await chunkDocuments({ documents: corpus.documents, chunking, ...(prepared ? { preparedCache: prepared } : {}) });
  prepared?.flush();
  return { corpus, chunked, chunkStats: stored ? { stored: stored.mock.calls.length } : undefined, stats: prepared ? { ...prepared.stats } : undefined };
}

/** What prepareCorpus then chunkCorpus give without any cache: what every cached run must equal. */
async function uncached(root: string, chunking: ChunkingParams = CHUNKING) {
  const corpus = await loadCorpus({ root, include: ["docs/**"] });
  const prepared = await prepareCorpus(corpus.documents, chunking.tokenizer);
  return { corpus, chunks: await chunkCorpus(prepared, chunking), tokens: prepared.tokens, sections: prepared.sections };
}

const chunkFiles = (dir: string) => readdirSync(path.join(dir, "chunks"), { recursive: true, withFileTypes: true }).filter((e) => e.isFile());

describe("the chunk cache", () => {
  it("gives a warm run exactly the chunks (fields in order), totals, documents and warnings of an uncached one", async () => {
    const root = await tree(FILES);
    const dir = await storeDir();
    const plain = await uncached(root);
    const cold = await run(root, dir);
    const warm = await run(root, dir);
    expect(cold.chunkStats).toEqual({ stored: 5 });
    expect(warm.chunkStats).toEqual({ stored: 0 });
    expect(warm.stats).toEqual({ reused: 5, missing: 0, stored: 0 });
    for (const result of [cold, warm]) {
      expect(JSON.stringify(result.chunked.chunks)).toBe(JSON.stringify(plain.chunks));
      expect(result.chunked.chunks).toEqual(plain.chunks);
      expect([result.chunked.tokens, result.chunked.sections]).toEqual([plain.tokens, plain.sections]);
      // the outlined documents read (sections on first use) and print as the parsed ones
      expect(JSON.stringify(result.corpus)).toBe(JSON.stringify(plain.corpus));
    }
    expect(plain.chunks.some((c) => c.id.includes("%20"))).toBe(true);
    expect(plain.chunks.filter((c) => c.path === "docs/with space.md").length).toBeGreaterThan(3);
  });

  it.each(strategyNames())("rebuilds %s chunks exactly, in words and tokens", async (strategy) => {
    const root = await tree(FILES);
    const dir = await storeDir();
    for (const unit of ["words", "tokens"] as const) {
      const chunking: ChunkingParams = { ...CHUNKING, strategy, unit, ...(strategy === "parent-child" ? { childSize: 12 } : {}) };
      const plain = await uncached(root, chunking);
      expect(plain.chunks.length).toBeGreaterThan(3);
      await run(root, dir, chunking);
      const warm = await run(root, dir, chunking);
      expect(warm.chunkStats).toEqual({ stored: 0 });
      expect(JSON.stringify(warm.chunked.chunks)).toBe(JSON.stringify(plain.chunks));
      expect([warm.chunked.tokens, warm.chunked.sections]).toEqual([plain.tokens, plain.sections]);
    }
  });

  it("stores texts that are slices of the file (CRLF ones too) as references, not copies", async () => {
    const root = await tree(FILES);
    const dir = await storeDir();
    await run(root, dir);
    const stored = chunkFiles(dir).map((f) => readFileSync(path.join(f.parentPath, f.name), "utf8")).join("");
    expect(stored).toContain("Gamma");
    expect(stored).not.toContain("A third paragraph of the CRLF file.");
    expect(stored).not.toContain("Paragraph 7 holds a few words");
  });

  it("chunks again only the document whose bytes changed", async () => {
    const root = await tree(FILES);
    const dir = await storeDir();
    await run(root, dir);
    await writeFile(path.join(root, "docs/b.mdx"), FILES["docs/b.mdx"] + "\nA new paragraph.\n");
    const next = await run(root, dir);
    expect(next.chunkStats).toEqual({ stored: 1 });
    expect(next.stats).toEqual({ reused: 4, missing: 1, stored: 1 });
    expect(next.chunked.chunks).toEqual((await uncached(root)).chunks);
    expect(next.chunked.chunks.some((c) => c.text.includes("A new paragraph."))).toBe(true);
  });

  it("keeps each chunking configuration apart: another setting misses, and both are kept", async () => {
    const root = await tree(FILES);
    const dir = await storeDir();
    const other: ChunkingParams = { ...CHUNKING, size: 20, contextHeader: false };
    await run(root, dir);
    const second = await run(root, dir, other);
    expect(second.chunkStats).toEqual({ stored: 5 });
    expect(second.chunked.chunks).toEqual((await uncached(root, other)).chunks);
    expect((await run(root, dir)).chunkStats).toEqual({ stored: 0 });
    // the same settings written in another order are the same configuration
    const reordered = Object.fromEntries(Object.entries(other).reverse()) as unknown as ChunkingParams;
    expect((await run(root, dir, reordered)).chunkStats).toEqual({ stored: 0 });
  });

  it("ignores and rewrites entries that are corrupt, with the same results", async () => {
    const root = await tree(FILES);
    const dir = await storeDir();
    const cold = await run(root, dir);
    const files = chunkFiles(dir);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) writeFileSync(path.join(file.parentPath, file.name), "not an entry");
    const again = await run(root, dir);
    expect(again.chunkStats).toEqual({ stored: 5 });
    expect(again.chunked.chunks).toEqual(cold.chunked.chunks);
    expect((await run(root, dir)).chunkStats).toEqual({ stored: 0 });
  });

  it("treats a well-formed entry that does not fit the document as a miss, and rewrites it", async () => {
    const root = await tree(FILES);
    const dir = await storeDir();
    const cold = await run(root, dir);
    // every stored chunk entry replaced by one whose row is cut short
    const store = openContentStore({ dir });
    const buckets = openBucketedStore({ store, namespace: "chunks", version: chunkCacheVersion() });
    const entries = readEntries(dir);
    expect(entries.length).toBe(5);
    // the entry layout (see encodeChunkEntry): a header of one row, the row's flags (28: nine values follow) and one value ("x")
    const header = Buffer.from(JSON.stringify({ t: 1, w: 1, n: 1, h: [], e: [], r: 1, x: ["x"] }), "utf8");
    const entry = Buffer.concat([Buffer.from([header.length]), header, Buffer.from([2, 28, 1])]);
    for (const key of entries) buckets.set(key, entry);
    buckets.flush();
    const again = await run(root, dir);
    expect(again.chunkStats).toEqual({ stored: 5 });
    expect(again.chunked).toEqual(cold.chunked);
    expect((await run(root, dir)).chunkStats).toEqual({ stored: 0 });
  });

  it("gives back each outline stored, and keeps none that would not read back exactly", async () => {
    const store = openContentStore({ dir: await storeDir() });
    const cache = openChunkCache(store);
    cache.documents.setOutline("a", { title: "Alpha \u{1F680}", lineCount: 12, warnings: ["one", "two"] });
    cache.documents.setOutline("b", { title: "Beta", lineCount: 3, warnings: [] });
    cache.flush();
    const reopened = openChunkCache(store);
    expect(reopened.documents.outline("a")).toEqual({ title: "Alpha \u{1F680}", lineCount: 12, warnings: ["one", "two"] });
    // asked twice (as loading does): the same outline, and a caller changing one changes no other
    reopened.documents.outline("b")!.warnings.push("changed");
    expect(reopened.documents.outline("b")).toEqual({ title: "Beta", lineCount: 3, warnings: [] });
    expect(reopened.documents.outline("c")).toBeUndefined();
    // a lone surrogate, a line count that is not a whole number: served to this run, never kept
    const bad = [
      { title: "\uD800", lineCount: 1, warnings: [] },
      { title: "x", lineCount: 1.5, warnings: [] },
      { title: "x", lineCount: 1, warnings: ["\uDC00"] },
    ];
    bad.forEach((outline, i) => reopened.documents.setOutline(`bad ${i}`, outline));
    expect(reopened.documents.outline("bad 1")).toEqual(bad[1]);
    reopened.flush();
    const third = openChunkCache(store);
    for (let i = 0; i < bad.length; i++) expect(third.documents.outline(`bad ${i}`)).toBeUndefined();
    expect(third.documents.outline("a")?.title).toBe("Alpha \u{1F680}");
  });

  it("does not read entries written under another version or code", async () => {
    const root = await tree(FILES);
    const dir = await storeDir();
    await run(root, dir);
    const store = openContentStore({ dir });
    const ours = openBucketedStore({ store, namespace: "chunks", version: chunkCacheVersion() });
    const entries = readEntries(dir).map((key) => [key, ours.get(key)] as const);
    expect(entries.length).toBe(5);
    // our entries, under another version only
    for (const file of chunkFiles(dir)) rmSync(path.join(file.parentPath, file.name));
    const foreign = openBucketedStore({ store, namespace: "chunks", version: "chunkgate 0.0.0 chunks 1 code other" });
    for (const [key, value] of entries) foreign.set(key, value!);
    foreign.flush();
    expect(chunkFiles(dir).length).toBeGreaterThan(0);
    const again = await run(root, dir);
    expect(again.chunkStats).toEqual({ stored: 5 });
    expect(again.chunked.chunks).toEqual((await uncached(root)).chunks);
  });

  it("stays within the store's bound: pruned entries are misses, and the chunks stay the same", async () => {
    const root = await tree(FILES);
    const dir = await storeDir();
    await run(root, dir);
    const bytes = () => chunkFiles(dir).reduce((sum, f) => sum + readFileSync(path.join(f.parentPath, f.name)).length, 0);
    const before = bytes();
    const bound = Math.floor(before / 2);
    expect(openContentStore({ dir }).prune(bound)).toBeGreaterThan(0);
    expect(bytes()).toBeLessThanOrEqual(bound);
    const again = await run(root, dir);
    expect(again.chunkStats!.stored).toBeGreaterThan(0);
    expect(again.chunked.chunks).toEqual((await uncached(root)).chunks);
  });

  it("keeps a source's summary and term snapshots apart: a run that replaces one keeps the other as stored", async () => {
    const termBytes = (text: string): Uint8Array => {
      let stored: Uint8Array | undefined;
      buildBm25Index(["a0"], { ...countTexts([text]), onPairs: (pairs, names) => (stored = encodeTermSnapshot([{ key: "a", texts: 1 }], pairs, names)) });
      return stored!;
    };
    const store = countingStore(openContentStore({ dir: await storeDir() }));
    const first = openChunkCache(store);
    first.setSummarySnapshot("docs", CHUNKING, []);
    first.setTermSnapshot("docs", CHUNKING, termBytes("alpha beta"));
    first.flush();
    // both snapshots, and the document memo's snapshot (the store's first: a new epoch)
    expect(store.counts("sources").writes).toBe(3);
    const second = openChunkCache(store);
    expect(second.summarySnapshot("docs", CHUNKING)?.size).toBe(0);
    second.setTermSnapshot("docs", CHUNKING, termBytes("gamma"));
    second.flush();
    const third = openChunkCache(store);
    expect(third.summarySnapshot("docs", CHUNKING)?.size).toBe(0);
    expect(third.termSnapshot("docs", CHUNKING)?.terms.names()).toEqual(["gamma"]);
    // another source, or another chunking, has snapshots of its own
    expect(third.termSnapshot("other", CHUNKING)).toBeUndefined();
    expect(third.summarySnapshot("docs", { ...CHUNKING, size: 64 })).toBeUndefined();
  });
});

/** The keys of the chunk entries in the store at `dir`, read through the real bucket layout. */
function readEntries(dir: string): string[] {
  const store = openContentStore({ dir });
  const keys: string[] = [];
  for (let i = 0; i < 256; i++) {
    const name = i.toString(16).padStart(2, "0");
    const bytes = store.get("chunks", `${chunkCacheVersion()}\u0000bucket ${name}`);
    if (bytes === null) continue;
    // a bucket: entries one after another, each a key and a value after their lengths
    const buffer = Buffer.from(bytes);
    for (let at = 0; at < buffer.length; ) {
      const keyLength = buffer.readUInt32LE(at);
      const key = buffer.toString("utf8", at + 4, at + 4 + keyLength);
      if (key.startsWith("chunks\u0000")) keys.push(key);
      at += 8 + keyLength + buffer.readUInt32LE(at + 4 + keyLength);
    }
  }
  return keys;
}
