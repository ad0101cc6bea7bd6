import { readdirSync, rmSync, writeFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openContentStore, type ContentStore } from "../../../src/store/contentStore.js";
import { UserError } from "../../../src/errors.js";
import { summariseQuality } from "../../../src/chunking/index.js";
import { strategyNames } from "../../../src/chunking/strategies.js";
import type { ChunkingParams } from "../../../src/chunking/types.js";
import { loadCorpus } from "../../../src/corpus/loadCorpus.js";
import { openPreparedCache } from "../../../src/corpus/preparedCache.js";
import { openChunkCache } from "../../../src/usecases/check/chunkCache.js";
import { chunkDocuments } from "../../../src/usecases/check/chunkDocuments.js";
import { chunkDocumentsLazily, parentsOf, SNAPSHOT_SLACK_DOCUMENTS, type ChunkedSource } from "../../../src/usecases/check/chunkDocumentsLazily.js";
import { outlinedDocuments } from "../../../src/usecases/check/outlinedDocuments.js";
import { buildBm25Index } from "../../../src/retrieval/index.js";
import { tempTrees } from "../../corpus/tempTree.js";
import { fuzzRuns } from "../../helpers/fuzzRuns.js";

const tree = tempTrees();
const stores: string[] = [];
afterEach(() => {
  for (const dir of stores.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function storeDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "chunkgate-snap-"));
  stores.push(dir);
  return dir;
}

const CHUNKING: ChunkingParams = { strategy: "structural", unit: "tokens", size: 32, overlap: 4, tokenizer: "o200k_base", contextHeader: true, orphanTokens: 12 };

const FILES: Record<string, string> = {
  "docs/a.md": "---\ntitle: Alpha\n---\n# Alpha\n\nFirst words of alpha. it goes on\n\n## Setup\n\n- install it\n- run it\n\n## Empty\n\n## Next\n\nThey said so.\n",
  "docs/c.md": "\uFEFFPreamble line\r\n\r\n# Gamma\r\n\r\nCRLF text: ünïcödé, 東京, emoji 🚀\r\nA second line\r\n\r\nA third paragraph.\r\n",
  "docs/long.md": "# Long\n\n" + Array.from({ length: 60 }, (_, i) => `## Part ${i}\n\nLine ${i} of a long page, long enough to be read back in blocks.`).join("\n\n") + "\n",
  "docs/with space.md": "# Spaced\n\n" + Array.from({ length: 12 }, (_, i) => `Paragraph ${i} holds a few words about spaced paths.`).join("\n\n") + "\n",
};

/** A store that counts the reads of each namespace. */
function countingStore(dir: string): { store: ContentStore; reads: Map<string, number> } {
  const inner = openContentStore({ dir });
  const reads = new Map<string, number>();
  const store: ContentStore = {
    ...inner,
    get stats() {
      return inner.stats;
    },
    get(namespace, key) {
      reads.set(namespace, (reads.get(namespace) ?? 0) + 1);
      return inner.get(namespace, key);
    },
  };
  return { store, reads };
}

/** One run as a check makes it: load (outlines), chunk lazily, build the BM25 index, flush. */
async function run(root: string, dir: string, chunking: ChunkingParams = CHUNKING) {
  const { store, reads } = countingStore(dir);
  const chunkCache = openChunkCache(store);
  const stored = vi.spyOn(chunkCache, "setChunks");
  const prepared = outlinedDocuments(openPreparedCache(store), chunkCache);
  const corpus = await loadCorpus({ root, include: ["docs/**"], prepared });
  const chunked = await chunkDocumentsLazily({ documents: corpus.documents, chunking, preparedCache: prepared, countTerms: true });
  if (chunked.counts) buildBm25Index(chunked.ids, chunked.counts);
  // what a warm check reads before any chunk is looked at
  const before = new Map(reads);
  const seen = observe(chunked, corpus.documents.map((d) => ({ title: d.title, lineCount: d.lineCount })));
  prepared.flush();
  return { chunked, seen, before, stats: { stored: stored.mock.calls.length } };
}

/** Each path's chunk positions, for the paths of the chunks' spans (read without building a chunk). */
function byPathOf(chunked: ChunkedSource): Array<[string, readonly number[] | undefined]> {
  const paths = [...new Set(Array.from({ length: chunked.ids.length }, (_, i) => chunked.index.spanAt!(i).path))];
  return paths.map((path) => [path, chunked.index.byPath?.get(path)]);
}

/** Everything a check reads of a source's chunks: figures, ids, places, spans, contexts, then the chunks themselves. */
function observe(chunked: ChunkedSource, outlines: unknown[]) {
  const { chunks, spanAt, contextAt } = chunked.index;
  return {
    outlines,
    figures: [chunked.cost.sourceTokens, chunked.cost.sections, chunked.cost.storedTokens, chunked.cost.quality, chunked.cost.parents ?? null, Array.from({ length: chunked.ids.length }, (_, i) => chunked.ids.at(i)), byPathOf(chunked)],
    spans: chunks.map((_, i) => {
      const span = spanAt!(i);
      return [span.path, span.startLine, span.endLine, span.startOffset, span.endOffset];
    }),
    contexts: chunks.map((_, i) => {
      const { id, tokens } = contextAt!(i);
      return { id, tokens };
    }),
    texts: chunks.map((_, i) => spanAt!(i).text),
    chunks: JSON.stringify(chunks),
  };
}

/** What the chunks themselves give (chunkDocuments, no cache), as {@link observe} sees it. */
async function plain(root: string, chunking: ChunkingParams = CHUNKING) {
  const corpus = await loadCorpus({ root, include: ["docs/**"] });
  const { chunks, tokens, sections } = await chunkDocuments({ documents: corpus.documents, chunking });
  const byPath = new Map<string, number[]>();
  chunks.forEach((c, i) => byPath.set(c.path, [...(byPath.get(c.path) ?? []), i]));
  return {
    outlines: corpus.documents.map((d) => ({ title: d.title, lineCount: d.lineCount })),
    figures: [tokens, sections, chunks.reduce((s, c) => s + c.tokens, 0), summariseQuality(chunks, { orphanTokens: chunking.orphanTokens }), parentsOf(chunks) ?? null, chunks.map((c) => c.id), [...byPath]],
    spans: chunks.map((c) => [c.path, c.startLine, c.endLine, c.startOffset, c.endOffset]),
    contexts: chunks.map((c) => {
      const context = c.parent ?? c;
      return { id: context.id, tokens: context.tokens };
    }),
    texts: chunks.map((c) => c.text),
    chunks: JSON.stringify(chunks),
  };
}

/** The document snapshot and the sources' summary and term snapshots. */
const snapshotFiles = (dir: string) =>
  readdirSync(path.join(dir, "sources"), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));

describe("source snapshots (outlines, chunk summaries and facts)", () => {
  it.each(strategyNames())("serve a warm %s run everything a check reads, equal to the chunks, reading no chunk entry and no prepared document", async (strategy) => {
    const root = await tree(FILES);
    const chunking: ChunkingParams = { ...CHUNKING, strategy, ...(strategy === "parent-child" ? { childSize: 12 } : {}) };
    const expected = await plain(root, chunking);
    const dir = await storeDir();
    const cold = await run(root, dir, chunking);
    expect(cold.seen).toEqual(expected);
    expect(snapshotFiles(dir)).toHaveLength(3);
    const warm = await run(root, dir, chunking);
    expect(warm.before.get("chunks") ?? 0).toBe(0);
    expect(warm.before.get("documents") ?? 0).toBe(0);
    expect(warm.stats).toEqual({ stored: 0 });
    expect(warm.seen).toEqual(expected);
  });

  it("are ignored when damaged, and rewritten", async () => {
    const root = await tree(FILES);
    const expected = await plain(root);
    const dir = await storeDir();
    await run(root, dir);
    for (const file of snapshotFiles(dir)) writeFileSync(file, "not a snapshot");
    const damaged = await run(root, dir);
    expect(damaged.before.get("chunks")).toBeGreaterThan(0);
    expect(damaged.before.get("documents")).toBeGreaterThan(0);
    expect(damaged.seen).toEqual(expected);
    const again = await run(root, dir);
    expect([again.before.get("chunks") ?? 0, again.before.get("documents") ?? 0]).toEqual([0, 0]);
    expect(again.seen).toEqual(expected);
  });

  it("stop with the file and the fix, not a stack trace, when a chunk entry they stand for is damaged after they were written", async () => {
    const root = await tree(FILES);
    const dir = await storeDir();
    await run(root, dir);
    // the bucket files stay, so the snapshot is served; the entries are gone once a chunk is read
    for (const e of readdirSync(path.join(dir, "chunks"), { recursive: true, withFileTypes: true }).filter((e) => e.isFile())) writeFileSync(path.join(e.parentPath, e.name), "damaged");
    const error: unknown = await run(root, dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserError);
    expect((error as UserError).message).toMatch(/^The chunk cache lost the chunks of docs\/\S+\.md \(chunk \d+ /);
    expect((error as UserError).file).toMatch(/^docs\//);
    expect((error as UserError).hint).toMatch(/Delete the cache folder/);
  });

  it("are ignored when a bucket of their documents' entries is gone, or a flush dropped entries", async () => {
    const root = await tree(FILES);
    const expected = await plain(root);
    const dir = await storeDir();
    await run(root, dir);
    // pruning removes whole bucket files: the documents they held are chunked again, never served half
    const buckets = readdirSync(path.join(dir, "chunks"), { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    rmSync(path.join(buckets[0]!.parentPath, buckets[0]!.name));
    const pruned = await run(root, dir);
    expect(pruned.before.get("chunks")).toBeGreaterThan(0);
    expect(pruned.seen).toEqual(expected);
    expect((await run(root, dir)).before.get("chunks") ?? 0).toBe(0);
    // a flush that drops entries (a bucket over its bound) starts a new epoch: no older snapshot is trusted
    const store = openContentStore({ dir });
    const small = openChunkCache(store, { maxBucketBytes: 1 });
    small.setChunks("other\u0000x", CHUNKING, { path: "other", title: "", text: undefined }, { chunks: [], tokens: 0, words: 0, sections: 0 });
    // every bucket gets a value, so whichever holds the new one is over the bound and drops the unused
    for (let i = 0; i < 64; i++) small.setChunks(`other${i}\u0000x`, CHUNKING, { path: "other", title: "", text: undefined }, { chunks: [], tokens: 0, words: 0, sections: 0 });
    small.flush();
    const dropped = await run(root, dir);
    expect(dropped.before.get("chunks")).toBeGreaterThan(0);
    expect(dropped.seen).toEqual(expected);
  });

  it("serve a snapshot missing a few documents: those are read from their entries or chunked, and it is rewritten only once out of date", async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 120; i++) files[`docs/p${String(i).padStart(3, "0")}.md`] = `# Page ${i}\n\nWords of page ${i}, and a second sentence.\n\n## More\n\nMore about ${i}.\n`;
    const root = await tree(files);
    const dir = await storeDir();
    await run(root, dir);
    const before = snapshotFiles(dir).map((f) => readdirSync(path.dirname(f)).length);
    // one of 120 changed (under 1 %): served, not rewritten
    writeFileSync(path.join(root, "docs/p007.md"), "# Page 7\n\nChanged words.\n");
    const one = await run(root, dir);
    expect(one.seen).toEqual(await plain(root));
    const files1 = snapshotFiles(dir);
    expect(files1.map((f) => readdirSync(path.dirname(f)).length)).toEqual(before);
    const again = await run(root, dir);
    expect(again.seen).toEqual(await plain(root));
    // the changed document's entry is read: the others are served from the snapshot
    expect(again.before.get("chunks")).toBe(1);
    // 16 of 120 changed (over 1 %, but no more than SNAPSHOT_SLACK_DOCUMENTS): still served, not rewritten
    const change = (i: number) => writeFileSync(path.join(root, `docs/p${String(i).padStart(3, "0")}.md`), `# Page ${i}\n\nChanged too.\n`);
    for (let i = 8; i < 8 + SNAPSHOT_SLACK_DOCUMENTS - 1; i++) change(i);
    expect((await run(root, dir)).seen).toEqual(await plain(root));
    expect(snapshotFiles(dir).map((f) => readdirSync(path.dirname(f)).length)).toEqual(before);
    // their entries are read (buckets: two documents may share one)
    expect((await run(root, dir)).before.get("chunks")).toBeGreaterThan(SNAPSHOT_SLACK_DOCUMENTS / 2);
    // one more (17 of 120): rewritten, then every document is in it
    change(8 + SNAPSHOT_SLACK_DOCUMENTS);
    expect((await run(root, dir)).seen).toEqual(await plain(root));
    const last = await run(root, dir);
    expect(last.before.get("chunks") ?? 0).toBe(0);
    expect(last.seen).toEqual(await plain(root));
  });

  it("give a warm run what a cold run gives, over random corpora and edits", async () => {
    const page = fc.record({
      title: fc.string({ minLength: 1, maxLength: 12 }).filter((t) => !/[\r\n#\\`*_[\]<>]/.test(t)),
      paragraphs: fc.array(fc.lorem({ maxCount: 30 }), { minLength: 1, maxLength: 8 }),
      crlf: fc.boolean(),
    });
    const text = (p: { title: string; paragraphs: string[]; crlf: boolean }) => {
      const body = `# ${p.title}\n\n${p.paragraphs.map((s, i) => (i % 3 === 2 ? `## Part ${i}\n\n${s}` : s)).join("\n\n")}\n`;
      return p.crlf ? body.replace(/\n/g, "\r\n") : body;
    };
    await fc.assert(
      fc.asyncProperty(fc.array(page, { minLength: 1, maxLength: 6 }), fc.array(fc.tuple(fc.nat(), fc.option(page)), { maxLength: 3 }), fc.constantFrom(...strategyNames()), async (pages, edits, strategy) => {
        const chunking: ChunkingParams = { ...CHUNKING, strategy, ...(strategy === "parent-child" ? { childSize: 12 } : {}) };
        const files = Object.fromEntries(pages.map((p, i) => [`docs/p${i}.md`, text(p)]));
        const root = await tree(files);
        const dir = await storeDir();
        await run(root, dir, chunking);
        for (const [at, edit] of edits) {
          const name = `docs/p${at % pages.length}.md`;
          if (edit === null) rmSync(path.join(root, name), { force: true });
          else writeFileSync(path.join(root, name), text(edit));
        }
        const expected = await plain(root, chunking);
        expect((await run(root, dir, chunking)).seen).toEqual(expected);
        expect((await run(root, dir, chunking)).seen).toEqual(expected);
      }),
      { numRuns: fuzzRuns(12) },
    );
  }, 120_000);
});
