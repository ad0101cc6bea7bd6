import { chunkCorpus, chunkerMeasures, prepareCorpus, type Chunk, type ChunkingParams, type PreparedCorpus } from "../../chunking/index.js";
import { documentKeyOf, documentText, type Document, type PreparedCache } from "../../corpus/index.js";
import type { ChunkContext, ChunkEntry } from "./chunkEntryBytes.js";
import { isChunkingCache, type ChunkingCache } from "./outlinedDocuments.js";

/** A source's chunks, in document then chunk order, and the figures its cost needs. */
export interface ChunkedDocuments {
  chunks: Chunk[];
  /** Tokens of all content lines in the configuration's tokenizer (PreparedCorpus.tokens), and sections, over all documents. */
  tokens: number;
  sections: number;
}

/** What prepareCorpus then chunkCorpus give, reusing the cache's chunks; `prepared` (a sweep's) is chunked as it is. */
export async function chunkDocuments(options: { documents: readonly Document[]; chunking: ChunkingParams; prepared?: PreparedCorpus; preparedCache?: PreparedCache }): Promise<ChunkedDocuments> {
  const { documents, chunking, preparedCache } = options;
  if (options.prepared && options.prepared.tokenizer === chunking.tokenizer) return chunkPrepared(options.prepared, chunking);
  if (!isChunkingCache(preparedCache)) return chunkPrepared(await prepareCorpus(documents, chunking.tokenizer, { prepared: preparedCache, measuring: chunkerMeasures(chunking.strategy) }), chunking);
  const chunks: Chunk[] = [];
  let tokens = 0;
  let sections = 0;
  for (const entry of await chunkEach(documents, chunking, preparedCache)) {
    // one by one: spreading a large document's tens of thousands of chunks into push() can overflow the stack
    for (const chunk of entry.chunks) chunks.push(chunk);
    tokens += entry.tokens;
    sections += entry.sections;
  }
  return { chunks, tokens, sections };
}

/** Each document's chunks and figures under `chunking` as prepareCorpus then chunkCorpus give them: cached, or chunked and stored. */
export async function chunkEach(documents: readonly Document[], chunking: ChunkingParams, cache: ChunkingCache): Promise<ChunkEntry[]> {
  const found = cache.chunkCache.chunksOf(documents.map((document) => ({ key: documentKeyOf(document), context: contextOf(document) })), chunking);
  const missing = found.flatMap((value, i) => (value === undefined ? [i] : []));
  if (missing.length > 0) {
    const corpus = await prepareCorpus(missing.map((i) => documents[i]!), chunking.tokenizer, { prepared: cache, measuring: chunkerMeasures(chunking.strategy) });
    for (const [n, document] of corpus.documents.entries()) {
      const chunks = await chunkCorpus({ ...corpus, documents: [document] }, chunking);
      const entry: ChunkEntry = { chunks, tokens: document.tokens, words: document.words, sections: document.document.sections.length };
      const source = documents[missing[n]!]!;
      const key = documentKeyOf(source);
      if (key !== undefined) cache.chunkCache.setChunks(key, chunking, contextOf(source), entry);
      found[missing[n]!] = entry;
    }
  }
  return found as ChunkEntry[];
}

async function chunkPrepared(prepared: PreparedCorpus, chunking: ChunkingParams): Promise<ChunkedDocuments> {
  return { chunks: await chunkCorpus(prepared, chunking), tokens: prepared.tokens, sections: prepared.sections };
}

/** What a document's stored chunks refer to: its path, title and text. */
export function contextOf(document: Document): ChunkContext {
  return { path: document.path, title: document.title, text: documentText(document) };
}
