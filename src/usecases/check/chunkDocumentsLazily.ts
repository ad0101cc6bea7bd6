import { chunkId, QualityTally, summariseQuality, type Chunk, type ChunkingParams, type PreparedCorpus, type QualitySummary } from "../../chunking/index.js";
import { documentKeyOf, type Document, type PreparedCache } from "../../corpus/index.js";
import type { SourceIndex } from "../../evaluation/index.js";
import { Bm25Vocabulary, countTexts, type Bm25Counts, type IdList, type TermPairs } from "../../retrieval/index.js";
import type { ChunkCache } from "./chunkCache.js";
import { chunkDocuments, chunkEach, contextOf } from "./chunkDocuments.js";
import type { OpenedEntry } from "./chunkEntryBytes.js";
import { chunkRunList, type ChunkContextRef, type ChunkRun, type ChunkSpan } from "./chunkRuns.js";
import { isChunkingCache } from "./outlinedDocuments.js";
import { factsFit, FIGURES, summaryParts, type ChunkFacts, type SnapshotDocument, type SummarySnapshot } from "./summarySnapshot.js";
import { encodeTermSnapshot } from "./termSnapshot.js";
import { UserError } from "../../errors.js";
import type { SourceCost } from "./types.js";

/** A source's chunks as measureSource indexes and costs them, the same whatever the cache held. */
export interface ChunkedSource {
  /** What runQuestions reads: the chunks and, where known without building them, their ids, places and contexts. */
  index: Omit<SourceIndex, "retriever" | "chunks"> & { chunks: Chunk[] };
  /** The chunks' ids, in order (made when read, see chunkRunList). */
  ids: IdList;
  /** The source's cost figures, each equal to what its chunks give. */
  cost: SourceCost;
  /** With `countTerms` and a chunk cache: the chunks' terms (counted, or the term snapshot's) for the BM25 build. */
  counts?: Bm25Counts;
}

/** chunkDocuments' chunks, figures from the summary snapshot where it holds a document, chunks built when read. */
export async function chunkDocumentsLazily(options: { documents: readonly Document[]; chunking: ChunkingParams; prepared?: PreparedCorpus; preparedCache?: PreparedCache; countTerms?: boolean; scope?: string }): Promise<ChunkedSource> {
  const { documents, chunking } = options;
  const preparedCache = isChunkingCache(options.preparedCache) ? options.preparedCache : undefined;
  if (preparedCache === undefined || (options.prepared && options.prepared.tokenizer === chunking.tokenizer)) {
    const { chunks, tokens, sections } = await chunkDocuments(options);
    const ids = chunks.map((c) => c.id);
    const storedTokens = chunks.reduce((sum, c) => sum + c.tokens, 0);
    const quality = summariseQuality(chunks, { orphanTokens: chunking.orphanTokens });
    const cost = sourceCost(documents.length, chunks.length, { sourceTokens: tokens, sections, storedTokens, quality, parents: parentsOf(chunks) });
    return { index: { chunks, idAt: (i) => ids.at(i)! }, ids, cost };
  }
  const cache = preparedCache.chunkCache;
  const keys = documents.map((document) => documentKeyOf(document));
  const vocabulary = options.countTerms ? new Bm25Vocabulary() : undefined;
  const scope = options.scope ?? "";
  const snapshot = vocabulary ? cache.termSnapshot(scope, chunking) : undefined;
  const runs: ChunkRun[] = new Array(documents.length);
  // each document's figures (FIGURES' order from WIDTH · i) and its chunks' quality bits: the summary snapshot's, or its chunks'
  const figures = new Float64Array(WIDTH * documents.length);
  const bits: Uint8Array[] = new Array(documents.length);
  const tally = new QualityTally({ orphanTokens: chunking.orphanTokens });
  // each document's number in the summary snapshot; -1: its chunks are read from its own entry or built here
  const summaries = cache.summarySnapshot(scope, chunking);
  const inSummaries = new Int32Array(documents.length).fill(-1);
  const terms: Array<Bm25Counts["runs"][number]> = new Array(documents.length);
  if (summaries) {
    const served = { summaries, cache, chunking };
    keys.forEach((key, i) => {
      if (key === undefined) return;
      const found = summaries.find(key);
      if (found === undefined) return;
      const count = found.figures[0]!;
      const snapped = vocabulary ? snapshot?.docs.get(key) : undefined;
      if (vocabulary && (snapped === undefined || snapped.texts !== count)) return;
      inSummaries[i] = found.d;
      if (snapped) terms[i] = snapped;
      runs[i] = new ServedRun(served, found.d, count, key, documents[i]!);
      figures.set(found.figures, WIDTH * i);
      bits[i] = found.bits;
      for (let c = 0; c < bits[i]!.length; c++) tally.addBits(bits[i]![c]!);
    });
  }
  let unsnapshotted = 0;
  const rest = documents.flatMap((_, i) => (inSummaries[i]! < 0 ? [i] : []));
  const entries = await chunkEach(rest.map((i) => documents[i]!), chunking, preparedCache);
  rest.forEach((i, n) => {
    const { chunks, tokens, words, sections } = entries[n]!;
    if (vocabulary) {
      const key = keys[i];
      const snapped = key === undefined ? undefined : snapshot?.docs.get(key);
      if (snapped !== undefined && snapped.texts === chunks.length) terms[i] = snapped;
      else {
        terms[i] = countTexts(chunks.map((c) => c.embedText), vocabulary).runs[0]!;
        unsnapshotted++;
      }
    }
    runs[i] = { count: chunks.length, chunks };
    const parents = parentsOf(chunks);
    const storedTokens = chunks.reduce((sum, chunk) => sum + chunk.tokens, 0);
    figures.set([chunks.length, tokens, words, sections, storedTokens, parents?.count ?? 0, parents?.tokens ?? 0], WIDTH * i);
    bits[i] = Uint8Array.from(chunks, (chunk) => tally.add(chunk));
  });
  const { ids, ...index } = chunkRunList(runs, documents);
  const servedCount = inSummaries.reduce((sum, d) => sum + (d >= 0 ? 1 : 0), 0);
  if (summaries === undefined || snapshotOutdated(documents.length - servedCount, documents.length)) {
    cache.setSummarySnapshot(scope, chunking, snapshotDocuments({ documents, keys, runs, figures, bits, summaries, inSummaries }));
  }
  // a pull request changing a few documents counts those again rather than rewriting the snapshots
  const storeTerms =
    vocabulary && (snapshot === undefined || snapshotOutdated(unsnapshotted, documents.length))
      ? (pairs: TermPairs, names: readonly string[]) => cache.setTermSnapshot(scope, chunking, encodeTermSnapshot(documents.map((_, i) => ({ key: keys[i], texts: runs[i]!.count })), pairs, names))
      : undefined;
  const total = (f: number): number => documents.reduce((sum, _, i) => sum + figures[WIDTH * i + f]!, 0);
  const parents = total(5) === 0 ? undefined : { count: total(5), tokens: total(6) };
  return {
    index,
    ids,
    cost: sourceCost(documents.length, ids.length, { sourceTokens: total(1), sections: total(3), storedTokens: total(4), quality: tally.summary(), parents }),
    ...(vocabulary
      ? { counts: { runs: terms, base: snapshot ? snapshot.terms : vocabulary, ...(storeTerms ? { onPairs: storeTerms } : {}) } }
      : {}),
  };
}

/** Documents a snapshot may leave out before it is rewritten, whatever the share: one left out is served from its own entry. */
export const SNAPSHOT_SLACK_DOCUMENTS = 16;

/** Whether leaving out `outside` of `total` documents (over 1 % and the slack) outdates a snapshot, to rewrite it. */
export function snapshotOutdated(outside: number, total: number): boolean {
  return outside > total / 100 && outside > SNAPSHOT_SLACK_DOCUMENTS;
}

type CostFigures = Pick<SourceCost, "sections" | "sourceTokens" | "storedTokens" | "parents"> & { quality: QualitySummary };

/** A source's cost from its figures, its fields in the order the JSON report prints them. */
function sourceCost(documents: number, chunks: number, figures: CostFigures): SourceCost {
  const { sourceTokens, storedTokens } = figures;
  const fold = sourceTokens === 0 ? 0 : storedTokens / sourceTokens;
  const cost: SourceCost = { documents, sections: figures.sections, chunks, sourceTokens, storedTokens, fold };
  if (figures.parents) cost.parents = figures.parents;
  cost.quality = figures.quality;
  return cost;
}

const WIDTH = FIGURES.length;

/**
 * A document served by the summary snapshot (its document d): spans and contexts from its facts, chunks rebuilt from
 * its entry when read. A class rather than closures, as a warm pull request keeps one per document for the whole run.
 */
class ServedRun implements ChunkRun {
  private entry: OpenedEntry | null | undefined;
  constructor(
    private readonly served: { summaries: SummarySnapshot; cache: ChunkCache; chunking: ChunkingParams },
    private readonly d: number,
    readonly count: number,
    private readonly key: string,
    private readonly document: Document,
  ) {}
  chunk(c: number): Chunk {
    const { cache, chunking } = this.served;
    if (this.entry === undefined) this.entry = cache.openChunks(this.key, chunking, contextOf(this.document)) ?? null;
    return this.entry?.chunk(c) ?? lost(this.document, c);
  }
  // facts that do not read: the span and context are read from the chunk itself
  span(c: number): ChunkSpan | null {
    const facts = this.served.summaries.chunks(this.d, this.count)?.(c);
    return facts ? snapshotSpan(facts, this.document.path, () => this.chunk(c).text) : null;
  }
  context(c: number): ChunkContextRef {
    const facts = this.served.summaries.chunks(this.d, this.count)?.(c);
    const chunk = facts ?? this.chunk(c);
    // a chunk without a parent sends itself: by the facts, the document's own id (the snapshot holds no other)
    return chunk.parent ?? (facts ? { id: chunkId(this.document.path, c), tokens: facts.tokens } : (chunk as Chunk));
  }
}

// An entry gone since the summary snapshot (the folder changed): chunking here would need the tokenizer synchronously.
function lost(document: Document, c: number): never {
  throw new UserError(`The chunk cache lost the chunks of ${document.path} (chunk ${c} cannot be rebuilt from it): the cache folder changed during or after the run that wrote it.`, {
    file: document.path,
    hint: "Delete the cache folder (the action's `cache-dir`, the CLI's `--cache-dir`, `chunkgate-cache` in RUNNER_TEMP or `~/.cache/chunkgate` by default) and run again.",
  });
}

/** A chunk's span from its facts in a summary snapshot; its text rebuilds the chunk. */
function snapshotSpan(facts: ChunkFacts, path: string, text: () => string): ChunkSpan {
  return {
    path,
    startLine: facts.startLine,
    endLine: facts.endLine,
    startOffset: facts.startOffset,
    endOffset: facts.endOffset,
    get text(): string {
      return text();
    },
  };
}

/** This run's documents for a summary snapshot, less those whose chunks are not their own or whose facts do not fit. */
function snapshotDocuments(input: {
  documents: readonly Document[];
  keys: ReadonlyArray<string | undefined>;
  runs: readonly ChunkRun[];
  figures: Float64Array;
  bits: readonly Uint8Array[];
  summaries: SummarySnapshot | undefined;
  inSummaries: Int32Array;
}): SnapshotDocument[] {
  const { documents, keys, runs, figures, bits, summaries, inSummaries } = input;
  const docs: SnapshotDocument[] = [];
  documents.forEach((document, i) => {
    const key = keys[i];
    const d = inSummaries[i]!;
    const chunks = runs[i]!.chunks;
    let parts: readonly Uint8Array[] | undefined;
    if (d >= 0) parts = summaries!.chunks(d, runs[i]!.count) === null ? undefined : summaries!.parts(d);
    else if (chunks && factsFit(chunks) && chunks.every((chunk, c) => chunk.path === document.path && chunk.id === chunkId(document.path, c))) {
      parts = summaryParts(figures.subarray(WIDTH * i, WIDTH * i + WIDTH), bits[i]!, chunks);
    }
    if (key !== undefined && parts !== undefined) docs.push({ key, parts });
  });
  return docs;
}

/** The distinct parents of parent-child chunks and their tokens, or undefined when no chunk has one. */
export function parentsOf(chunks: readonly Chunk[]): { count: number; tokens: number } | undefined {
  const seen = new Set<string>();
  let tokens = 0;
  for (let i = 0; i < chunks.length; i++) {
    const c = chunks[i]!;
    if (!c.parent || seen.has(c.parent.id)) continue;
    seen.add(c.parent.id);
    tokens += c.parent.tokens;
  }
  return seen.size === 0 ? undefined : { count: seen.size, tokens };
}
