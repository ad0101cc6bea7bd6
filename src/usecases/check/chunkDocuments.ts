import { chunkCorpus, chunkerMeasures, prepareCorpus, type Chunk, type ChunkingParams, type PreparedCorpus } from "../../chunking/index.js";
import { documentKeyOf, documentText, type Document, type PreparedCache } from "../../corpus/index.js";
import type { CachedChunks, ChunkCache } from "./chunkCache.js";
import { isChunkingCache } from "./outlinedDocuments.js";

/** A source's chunks, in document then chunk order, and the figures its cost needs. */
export interface ChunkedDocuments {
  chunks: Chunk[];
  /** Tokens of all content lines in the configuration's tokenizer (PreparedCorpus.tokens), and sections, over all documents. */
  tokens: number;
  sections: number;
}

/**
 * Chunks `documents` with `chunking`: exactly what prepareCorpus then chunkCorpus give (the same
 * chunks, fields and order, the same totals), reusing what a cache holds. With a chunk cache
 * behind `preparedCache` (see outlinedDocuments), each document whose chunks under these settings
 * are stored is neither prepared nor chunked; only the others are, and their chunks are stored.
 * `prepared` (documents already measured in this run, a sweep's) is chunked as it is.
 */
export async function chunkDocuments(options: { documents: readonly Document[]; chunking: ChunkingParams; prepared?: PreparedCorpus; preparedCache?: PreparedCache }): Promise<ChunkedDocuments> {
  const { documents, chunking } = options;
  if (options.prepared && options.prepared.tokenizer === chunking.tokenizer) return chunkPrepared(options.prepared, chunking);
  const prepare = (list: readonly Document[]) => prepareCorpus(list, chunking.tokenizer, { prepared: options.preparedCache, measuring: chunkerMeasures(chunking.strategy) });
  if (!isChunkingCache(options.preparedCache)) return chunkPrepared(await prepare(documents), chunking);
  const cache = options.preparedCache.chunkCache;
  const found = cache.chunksOf(documents.map((document) => ({ key: documentKeyOf(document), context: contextOf(document) })), chunking);
  const missing = found.flatMap((value, i) => (value === undefined ? [i] : []));
  if (missing.length > 0) {
    const corpus = await prepare(missing.map((i) => documents[i]!));
    for (const [n, document] of corpus.documents.entries()) {
      const chunks = await chunkCorpus({ ...corpus, documents: [document] }, chunking);
      const value: CachedChunks = { chunks, tokens: document.tokens, words: document.words, sections: document.document.sections.length };
      found[missing[n]!] = value;
      store(cache, documents[missing[n]!]!, chunking, value);
    }
  }
  const chunks: Chunk[] = [];
  let tokens = 0;
  let sections = 0;
  for (const value of found) {
    // one by one: spreading a large document's tens of thousands of chunks into push() can overflow the stack
    for (const chunk of value!.chunks) chunks.push(chunk);
    tokens += value!.tokens;
    sections += value!.sections;
  }
  return { chunks, tokens, sections };
}

async function chunkPrepared(prepared: PreparedCorpus, chunking: ChunkingParams): Promise<ChunkedDocuments> {
  return { chunks: await chunkCorpus(prepared, chunking), tokens: prepared.tokens, sections: prepared.sections };
}

function store(cache: ChunkCache, document: Document, chunking: ChunkingParams, value: CachedChunks): void {
  const key = documentKeyOf(document);
  if (key !== undefined) cache.setChunks(key, chunking, contextOf(document), value);
}

function contextOf(document: Document): { path: string; title: string; text: string | undefined } {
  return { path: document.path, title: document.title, text: documentText(document) };
}
