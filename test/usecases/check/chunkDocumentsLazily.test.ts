import { idsOf } from "../../helpers/idsOf.js";
import { readdirSync, rmSync, writeFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openContentStore } from "../../../src/store/contentStore.js";
import { summariseQuality, type Chunk } from "../../../src/chunking/index.js";
import { strategyNames } from "../../../src/chunking/strategies.js";
import type { ChunkingParams } from "../../../src/chunking/types.js";
import { loadCorpus } from "../../../src/corpus/loadCorpus.js";
import { openPreparedCache } from "../../../src/corpus/preparedCache.js";
import { supports } from "../../../src/evaluation/relevance.js";
import { openChunkCache } from "../../../src/usecases/check/chunkCache.js";
import { chunkDocuments, type ChunkedDocuments } from "../../../src/usecases/check/chunkDocuments.js";
import { chunkDocumentsLazily, parentsOf, type ChunkedSource } from "../../../src/usecases/check/chunkDocumentsLazily.js";
import { outlinedDocuments } from "../../../src/usecases/check/outlinedDocuments.js";
import { tempTrees } from "../../corpus/tempTree.js";
import { Bm25Vocabulary, buildBm25Index, countTexts, type TermTable } from "../../../src/retrieval/index.js";
import type { Bm25Counts } from "../../../src/retrieval/buildBm25Index.js";
import { storedRows } from "../../../src/retrieval/storedPostings.js";

/**
 * Each text's terms as `name×frequency`, sorted, from runs counted in a vocabulary or runs of a
 * snapshot's stored postings numbered in `table` (which list a text's terms by number, not in the order counted).
 */
function termsByText(runs: Bm25Counts["runs"], table?: TermTable | Bm25Vocabulary): string[][] {
  return runs.flatMap((run) => {
    if ("records" in run) {
      const names = run.vocabulary.names;
      let at = 0;
      return Array.from({ length: run.texts }, () => {
        const n = run.records[at + 1]!;
        const terms = Array.from({ length: n }, (_, i) => `${names[run.records[at + 2 + 2 * i]!]}×${run.records[at + 3 + 2 * i]}`).sort();
        at += 2 + 2 * n;
        return terms;
      });
    }
    const base = table instanceof Bm25Vocabulary ? table.names : table!.names();
    const { first, postings } = run.stored;
    const { start, pairs } = storedRows(postings);
    return Array.from({ length: run.texts }, (_, c) => Array.from({ length: (start[first + c + 1]! - start[first + c]!) / 2 }, (_, i) => `${base[pairs[start[first + c]! + 2 * i]!]}×${pairs[start[first + c]! + 2 * i + 1]}`).sort());
  });
}

/** termsByText of the chunks' embed texts, counted from scratch. */
function termsOfTexts(chunks: readonly Chunk[]): string[][] {
  return termsByText(countTexts(chunks.map((c) => c.embedText)).runs);
}

/** termsByText of a ChunkedSource's counts. */
function termsOf(chunked: ChunkedSource): string[][] {
  return termsByText(chunked.counts!.runs, chunked.counts!.base);
}

const tree = tempTrees();
const stores: string[] = [];
afterEach(() => {
  for (const dir of stores.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const FILES = {
  "docs/a.md": "---\ntitle: Alpha\n---\n# Alpha\n\nFirst words of alpha. it goes on\n\n## Setup\n\n- install it\n- run it\n\n```sh\n  npm i\n```\n\n## Empty\n\n## Next\n\nThey said so.\n",
  "docs/c.md": "\uFEFFPreamble line\r\n\r\n# Gamma\r\n\r\nCRLF text: ünïcödé, 東京, emoji 🚀\r\nA second line\r\n\r\nA third paragraph of the CRLF file.\r\n",
  // over a block of rebuilt chunks (16) many times over
  "docs/long.md": "# Long\n\n" + Array.from({ length: 300 }, (_, i) => `## Part ${i}\n\nLine ${i} of a long page, long enough to be read back in blocks.`).join("\n\n") + "\n",
  "docs/with space.md": "# Spaced\n\n" + Array.from({ length: 30 }, (_, i) => `Paragraph ${i} holds a few words about spaced paths and ids.`).join("\n\n") + "\n",
};
const CHUNKING: ChunkingParams = { strategy: "structural", unit: "tokens", size: 32, overlap: 4, tokenizer: "o200k_base", contextHeader: true, orphanTokens: 12 };

async function run(root: string, dir: string, chunking: ChunkingParams, lazy: true): Promise<{ chunked: ChunkedSource; stats: object }>;
async function run(root: string, dir: string, chunking: ChunkingParams, lazy: false): Promise<{ chunked: ChunkedDocuments; stats: object }>;
async function run(root: string, dir: string, chunking: ChunkingParams, lazy: boolean): Promise<{ chunked: ChunkedDocuments | ChunkedSource; stats: object }> {
  const store = openContentStore({ dir });
  const chunkCache = openChunkCache(store);
  const stored = vi.spyOn(chunkCache, "setChunks");
  const prepared = outlinedDocuments(openPreparedCache(store), chunkCache);
  const corpus = await loadCorpus({ root, include: ["docs/**"], prepared });
  const options = { documents: corpus.documents, chunking, preparedCache: prepared, countTerms: true };
  const chunked = lazy ? await chunkDocumentsLazily(options) : await chunkDocuments(options);
  // the BM25 build a check makes, which hands its pairs to the term snapshot when one is due
  const counts = lazy ? (chunked as ChunkedSource).counts : undefined;
  if (counts) buildBm25Index((chunked as ChunkedSource).ids, counts);
  prepared.flush();
  return { chunked, stats: { stored: stored.mock.calls.length } };
}

async function storeDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "chunkgate-lazy-"));
  stores.push(dir);
  return dir;
}

describe("chunks of stored documents, rebuilt only when read", () => {
  it.each(strategyNames())("gives %s exactly chunkDocuments' chunks, totals and terms, and the figures its chunks give, cold and warm", async (strategy) => {
    const root = await tree(FILES);
    const chunking: ChunkingParams = { ...CHUNKING, strategy, ...(strategy === "parent-child" ? { childSize: 12 } : {}) };
    const plain = (await run(root, await storeDir(), chunking, false)).chunked;
    const dir = await storeDir();
    const cold = await run(root, dir, chunking, true);
    const warm = await run(root, dir, chunking, true);
    expect(cold.stats).toEqual({ stored: 4 });
    expect(warm.stats).toEqual({ stored: 0 });
    for (const { chunked } of [cold, warm]) {
      // the figures first: read from the entries' summaries, before any chunk is built
      expect(chunked.cost.quality).toEqual(summariseQuality(plain.chunks, { orphanTokens: chunking.orphanTokens }));
      expect(chunked.cost.parents).toEqual(parentsOf(plain.chunks));
      expect(chunked.cost.storedTokens).toBe(plain.chunks.reduce((sum, c) => sum + c.tokens, 0));
      expect(idsOf(chunked.ids)).toEqual(plain.chunks.map((c) => c.id));
      const byPath = new Map<string, number[]>();
      plain.chunks.forEach((c, i) => byPath.set(c.path, [...(byPath.get(c.path) ?? []), i]));
      for (const [path, positions] of byPath) expect(chunked.index.byPath!.get(path)).toEqual(positions);
      expect(chunked.index.byPath!.get("docs/none.md")).toBeUndefined();
      // spans as relevance reads them, then the chunks
      plain.chunks.forEach((c, i) => {
        const span = chunked.index.spanAt!(i);
        expect([span.path, span.startLine, span.endLine, span.startOffset, span.endOffset, span.text]).toEqual([c.path, c.startLine, c.endLine, c.startOffset, c.endOffset, c.text]);
      });
      expect([chunked.cost.sourceTokens, chunked.cost.sections, chunked.cost.documents, chunked.cost.chunks]).toEqual([plain.tokens, plain.sections, 4, plain.chunks.length]);
      // each chunk's terms and frequencies, by name (a snapshot numbers them in its own table)
      expect(termsOf(chunked)).toEqual(termsOfTexts(plain.chunks));
      expect(chunked.index.chunks.length).toBe(plain.chunks.length);
      expect(JSON.stringify(chunked.index.chunks)).toBe(JSON.stringify(plain.chunks));
      chunked.index.chunks.forEach((c, i) => expect(Object.keys(c)).toEqual(Object.keys(plain.chunks[i]!)));
    }
    if (strategy === "parent-child") expect(parentsOf(plain.chunks)).toBeDefined();
  });

  it("gives the same chunk object on each read, and spans that decide relevance as their chunks do", async () => {
    const root = await tree(FILES);
    const dir = await storeDir();
    await run(root, dir, CHUNKING, true);
    const { chunked } = await run(root, dir, CHUNKING, true);
    const long = chunked.index.byPath!.get("docs/long.md")!;
    expect(long.length).toBeGreaterThan(100);
    const i = long[70]!;
    const chunk = chunked.index.chunks[i]!;
    expect(chunked.index.chunks[i]).toBe(chunk);
    expect(chunked.index.idAt!(i)).toBe(chunk.id);
    expect(chunk.path).toBe("docs/long.md");
    expect(chunked.ids.at(i)).toBe(chunk.id);
    // a span decides relevance as the chunk does, for a heading key over the chunk's lines
    const key = { key: { kind: "heading", path: "docs/long.md", heading: "x" }, paths: ["docs/long.md"], ranges: new Map([["docs/long.md", [[chunk.endLine, chunk.endLine + 1]] as Array<[number, number]>]]) } as unknown as Parameters<typeof supports>[1];
    expect(supports(chunked.index.spanAt!(i), key)).toBe(true);
    expect(supports(chunked.index.spanAt!(long[0]!), key)).toBe(false);
  });

  it("keeps the chunks' term counts in one snapshot per source: read numbered when warm, never trusted when corrupt, rewritten when missing or stale", async () => {
    const root = await tree(FILES);
    const dir = await storeDir();
    const plain = (await run(root, await storeDir(), CHUNKING, false)).chunked;
    const expected = termsOfTexts(plain.chunks);
    const cold = (await run(root, dir, CHUNKING, true)).chunked;
    expect(typeof cold.counts!.onPairs).toBe("function");
    expect(termsOf(cold)).toEqual(expected);
    // which documents' counts were read from the snapshot: views into its bytes, after its table (counted ones are their own bytes)
    const numbered = (chunked: ChunkedSource) => chunked.counts!.runs.map((r) => "stored" in r);
    expect(numbered(cold)).toEqual([false, false, false, false]);
    const warm = (await run(root, dir, CHUNKING, true)).chunked;
    expect(warm.counts!.onPairs).toBeUndefined();
    expect(numbered(warm)).toEqual([true, true, true, true]);
    expect(termsOf(warm)).toEqual(expected);
    // a corrupt snapshot file (the store refuses it) and a well-kept one of another layout: neither is read, both rewritten
    const snapshotFiles = () => readdirSync(path.join(dir, "sources"), { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    // the summary and term snapshots and the document memo's snapshot
    expect(snapshotFiles()).toHaveLength(3);
    for (const file of snapshotFiles()) writeFileSync(path.join(file.parentPath, file.name), "not a snapshot");
    const afterCorrupt = (await run(root, dir, CHUNKING, true)).chunked;
    expect([numbered(afterCorrupt), typeof afterCorrupt.counts!.onPairs]).toEqual([[false, false, false, false], "function"]);
    expect(termsOf(afterCorrupt)).toEqual(expected);
    expect(numbered((await run(root, dir, CHUNKING, true)).chunked)).toEqual([true, true, true, true]);
    const cache = openChunkCache(openContentStore({ dir }));
    cache.setTermSnapshot("", CHUNKING, Uint8Array.from([3, 200, 1, 7]));
    cache.flush();
    expect(cache.termSnapshot("", CHUNKING)).toBeUndefined();
    const afterForeign = (await run(root, dir, CHUNKING, true)).chunked;
    expect([numbered(afterForeign), typeof afterForeign.counts!.onPairs]).toEqual([[false, false, false, false], "function"]);
    expect(termsOf(afterForeign)).toEqual(expected);
    // a changed document (1 of 4: over 1 %, but within SNAPSHOT_SLACK_DOCUMENTS): counted, the
    // others read numbered, and the snapshot kept (see snapshotOutdated), so counted again next run
    writeFileSync(path.join(root, "docs/c.md"), "# Gamma\n\nNew words about cats.\n");
    const changed = (await run(root, dir, CHUNKING, true)).chunked;
    expect(numbered(changed)).toEqual([true, false, true, true]);
    expect(changed.counts!.onPairs).toBeUndefined();
    const plainChanged = (await run(root, await storeDir(), CHUNKING, false)).chunked;
    expect(termsOf(changed)).toEqual(termsOfTexts(plainChanged.chunks));
    const next = (await run(root, dir, CHUNKING, true)).chunked;
    expect(numbered(next)).toEqual([true, false, true, true]);
    expect(termsOf(next)).toEqual(termsOfTexts(plainChanged.chunks));
    // another source with the same settings keeps its own snapshot
    expect(openChunkCache(openContentStore({ dir })).termSnapshot("other", CHUNKING)).toBeUndefined();
  });

  it("is read-only: writing an element throws, and reading past the end gives undefined", async () => {
    const root = await tree(FILES);
    const dir = await storeDir();
    await run(root, dir, CHUNKING, true);
    const { chunked } = await run(root, dir, CHUNKING, true);
    const chunks = chunked.index.chunks as Chunk[];
    expect(() => {
      chunks[0] = chunks[1]!;
    }).toThrow(TypeError);
    expect(() => chunks.push(chunks[0]!)).toThrow(TypeError);
    expect(chunks[chunks.length]).toBeUndefined();
    expect(Array.isArray(chunks)).toBe(true);
    expect(0 in chunks && !(chunks.length in chunks)).toBe(true);
    expect(Object.keys(chunks).length).toBe(chunks.length);
  });
});
