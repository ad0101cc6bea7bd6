import type { Document } from "../corpus/index.js";
import { createMeasurer, type Measurer } from "./measure.js";
import { prepareDocument, type PreparedDocument } from "./prepareDocument.js";
import { getChunker } from "./strategies.js";
import { loadTokenCounter } from "./tokenCounter.js";
import type { Chunk, ChunkingParams, TokenizerName } from "./types.js";

/** Documents measured once under one tokenizer, ready to be chunked under any parameters. */
export interface PreparedCorpus {
  tokenizer: TokenizerName;
  measurer: Measurer;
  documents: PreparedDocument[];
  /** Tokens and words of all content lines: the source's own size. */
  tokens: number;
  words: number;
  sections: number;
}

/**
 * Measures every document once under `tokenizer`. The result can be chunked many times (a sweep
 * re-windows it per cell) without tokenizing again.
 */
export async function prepareCorpus(documents: readonly Document[], tokenizer: TokenizerName): Promise<PreparedCorpus> {
  const measurer = createMeasurer(await loadTokenCounter(tokenizer));
  const prepared = documents.map((d) => prepareDocument(d, measurer));
  let tokens = 0;
  let words = 0;
  let sections = 0;
  for (const p of prepared) {
    tokens += p.tokens;
    words += p.words;
    sections += p.document.sections.length;
  }
  return { tokenizer, measurer, documents: prepared, tokens, words, sections };
}

/**
 * Chunks every document with one configuration, in document order then chunk order, so the same
 * corpus and parameters always give the same chunk list and ids.
 */
export function chunkCorpus(corpus: PreparedCorpus, params: ChunkingParams): Chunk[] {
  const chunker = getChunker(params.strategy);
  return corpus.documents.flatMap((d) => chunker(d, params, corpus.measurer));
}
