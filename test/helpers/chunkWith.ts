import { chunkCorpus, prepareCorpus } from "../../src/chunking/chunkCorpus.js";
import type { Chunk, ChunkingParams } from "../../src/chunking/types.js";
import type { Document } from "../../src/corpus/types.js";

/** Default parameters for tests: structural, words, no header (so counts are the lines' alone). */
export const PARAMS: ChunkingParams = { strategy: "structural", unit: "words", size: 120, overlap: 0, contextHeader: false, tokenizer: "o200k_base" };

/** Chunks documents with PARAMS overridden by `params`. */
export async function chunkWith(documents: Document[], params: Partial<ChunkingParams>): Promise<Chunk[]> {
  const prepared = await prepareCorpus(documents, params.tokenizer ?? PARAMS.tokenizer);
  return chunkCorpus(prepared, { ...PARAMS, ...params });
}
