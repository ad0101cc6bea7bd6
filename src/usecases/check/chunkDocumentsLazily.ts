import { chunkCorpus, chunkerMeasures, chunkId, prepareCorpus, QualityTally, summariseQuality, type Chunk, type ChunkingParams, type PreparedCorpus, type QualitySummary } from "../../chunking/index.js";
import { documentKeyOf, documentText, type Document, type PreparedCache } from "../../corpus/index.js";
import { Bm25Vocabulary, countTerms, type TermCounts } from "../../retrieval/index.js";
import { chunksFrom, type StoredChunks } from "./chunkCache.js";
import { chunkDocuments, type ChunkedDocuments } from "./chunkDocuments.js";
import { openChunkEntry, type ChunkSpan } from "./chunkEntryBytes.js";
import type { ChunkContext } from "./compactChunks.js";
import { lazyChunkList, type ChunkRun } from "./lazyChunkList.js";
import { isChunkingCache } from "./outlinedDocuments.js";

/** chunkDocuments' result with the figures a source's cost and index need, known without looking at every chunk. */
export interface SummarisedChunks extends ChunkedDocuments {
  /** The chunks' ids, in order. */
  ids: string[];
  /** Sum of the chunks' tokens. */
  storedTokens: number;
  /** summariseQuality of the chunks under the configuration's orphan floor. */
  quality: QualitySummary;
  /** parentsOf the chunks. */
  parents: { count: number; tokens: number } | undefined;
  /** The positions of each path's chunks, as runQuestions would find them, when known without the chunks. */
  byPath?: Map<string, number[]>;
  /** Chunk i's path, lines and offsets without building it, when known (see lazyChunkList). */
  spanAt?: (i: number) => Chunk | ChunkSpan;
}

/**
 * chunkDocuments (the same chunks, fields, order and totals), with the figures measureSource needs
 * (ids, stored tokens, quality, parents, each equal to what the chunks give), where a document
 * whose chunks are in the chunk cache has them rebuilt only when one of them is read (see
 * lazyChunkList): its figures, quality warnings and term counts come from the entry's summary
 * (ChunkSummary). Documents not in the cache are prepared, chunked and stored as chunkDocuments
 * does; without a chunk cache, or with `prepared`, this is chunkDocuments and the figures are
 * computed from its chunks.
 */
export async function chunkDocumentsLazily(options: { documents: readonly Document[]; chunking: ChunkingParams; prepared?: PreparedCorpus; preparedCache?: PreparedCache; countTerms?: boolean }): Promise<SummarisedChunks> {
  const { documents, chunking } = options;
  const cache = isChunkingCache(options.preparedCache) ? options.preparedCache.chunkCache : undefined;
  if (cache === undefined || (options.prepared && options.prepared.tokenizer === chunking.tokenizer)) {
    const found = await chunkDocuments(options);
    return { ...found, ...figuresOf(found.chunks, chunking) };
  }
  const keys = documents.map((document) => documentKeyOf(document));
  const stored = cache.summariesOf(keys, chunking);
  const vocabulary = options.countTerms ? new Bm25Vocabulary() : undefined;
  const runs: ChunkRun[] = new Array(documents.length);
  const terms: TermCounts[] = new Array(documents.length);
  const tally = new QualityTally({ orphanTokens: chunking.orphanTokens });
  let tokens = 0;
  let sections = 0;
  let storedTokens = 0;
  let parentCount = 0;
  let parentTokens = 0;
  // chunks made or rebuilt here: stored (with their terms, when counted), and their figures taken from them
  const take = (i: number, chunks: Chunk[], figures: { tokens: number; words: number; sections: number }, counts: TermCounts | undefined, write: boolean): void => {
    const termsOf = vocabulary ? (counts ?? countTerms(chunks.map((c) => c.embedText), vocabulary)) : undefined;
    if (termsOf) terms[i] = termsOf;
    runs[i] = { count: chunks.length, chunks };
    tokens += figures.tokens;
    sections += figures.sections;
    const parents = new Set<string>();
    for (const chunk of chunks) {
      tally.add(chunk);
      storedTokens += chunk.tokens;
      if (chunk.parent && !parents.has(chunk.parent.id)) {
        parents.add(chunk.parent.id);
        parentTokens += chunk.parent.tokens;
      }
    }
    parentCount += parents.size;
    const key = keys[i];
    if (write && key !== undefined) cache.setChunks(key, chunking, contextOf(documents[i]!), { chunks, ...figures, ...(termsOf ? { terms: termsOf } : {}) });
  };
  const missing = stored.flatMap((value, i) => (value === undefined ? [i] : []));
  if (missing.length > 0) {
    const corpus = await prepareCorpus(
      missing.map((i) => documents[i]!),
      chunking.tokenizer,
      { prepared: options.preparedCache, measuring: chunkerMeasures(chunking.strategy) },
    );
    for (const [n, document] of corpus.documents.entries()) {
      const chunks = await chunkCorpus({ ...corpus, documents: [document] }, chunking);
      take(missing[n]!, chunks, { tokens: document.tokens, words: document.words, sections: document.document.sections.length }, undefined, true);
    }
  }
  stored.forEach((entry, i) => {
    if (entry === undefined) return;
    const { summary } = entry;
    if ((vocabulary && !summary.terms) || !summary.ownPaths || !summary.ownIds) {
      // terms not counted by the run that stored them (another retriever's: counted now, and stored
      // with them), or chunks whose ids or paths are not the document's: rebuilt now
      take(i, chunksFrom(entry, contextOf(documents[i]!)), summary, summary.terms, vocabulary !== undefined && !summary.terms);
      return;
    }
    if (summary.terms) terms[i] = summary.terms;
    const opened = opener(entry, documents[i]!);
    runs[i] = { count: summary.count, chunk: (c) => opened().chunk(c), span: (c) => opened().span(c) };
    tokens += summary.tokens;
    sections += summary.sections;
    storedTokens += summary.storedTokens;
    parentCount += summary.parentCount;
    parentTokens += summary.parentTokens;
    for (let c = 0; c < summary.bits.length; c++) tally.addBits(summary.bits[c]!);
  });
  // ids and where each document's chunks are: the documents' own, or read from the built chunks
  const ids: string[] = [];
  const byPath = new Map<string, number[]>();
  let at = 0;
  documents.forEach((document, i) => {
    const run = runs[i]!;
    for (let c = 0; c < run.count; c++, at++) {
      const chunk = run.chunks?.[c];
      ids.push(chunk ? chunk.id : chunkId(document.path, c));
      const path = chunk ? chunk.path : document.path;
      const list = byPath.get(path);
      if (list) list.push(at);
      else byPath.set(path, [at]);
    }
  });
  const list = lazyChunkList(runs);
  return {
    chunks: list.chunks,
    spanAt: list.spanAt,
    tokens,
    sections,
    ...(vocabulary ? { terms } : {}),
    ids,
    storedTokens,
    quality: tally.summary(),
    parents: parentCount === 0 ? undefined : { count: parentCount, tokens: parentTokens },
    byPath,
  };
}

// the entry opened when one of its chunks is first read (see openChunkEntry), each chunk rebuilt with its block
function opener(entry: StoredChunks, document: Document): () => { chunk(c: number): Chunk; span(c: number): ChunkSpan | null } {
  let opened: { chunk(c: number): Chunk; span(c: number): ChunkSpan | null } | undefined;
  return () => {
    if (opened) return opened;
    const found = openChunkEntry(entry.bytes, contextOf(document));
    const fail = (c: number): never => {
      throw new Error(`internal: the chunk cache entry of ${document.path} does not rebuild its chunk ${c}`);
    };
    return (opened = { chunk: (c) => found?.chunk(c) ?? fail(c), span: (c) => (found ? found.span(c) : fail(c)) });
  };
}

/** The figures of SummarisedChunks, computed from the chunks themselves (as measureSource did). */
function figuresOf(chunks: readonly Chunk[], chunking: ChunkingParams): Omit<SummarisedChunks, keyof ChunkedDocuments> {
  return {
    ids: chunks.map((c) => c.id),
    storedTokens: chunks.reduce((sum, c) => sum + c.tokens, 0),
    quality: summariseQuality(chunks, { orphanTokens: chunking.orphanTokens }),
    parents: parentsOf(chunks),
  };
}

/** The distinct parents of parent-child chunks and their tokens, or undefined when no chunk has one. */
export function parentsOf(chunks: readonly Chunk[]): { count: number; tokens: number } | undefined {
  const seen = new Set<string>();
  let tokens = 0;
  for (const c of chunks) {
    if (!c.parent || seen.has(c.parent.id)) continue;
    seen.add(c.parent.id);
    tokens += c.parent.tokens;
  }
  return seen.size === 0 ? undefined : { count: seen.size, tokens };
}

function contextOf(document: Document): ChunkContext {
  return { path: document.path, title: document.title, text: documentText(document) };
}
