import type { Document, PreparedCache } from "../corpus/index.js";
import { codeRanges, dropMarkupOnly } from "./dropMarkupOnly.js";
import { createMeasurer, type Measurer } from "./measure.js";
import { LazyPreparedDocument } from "./lazyPreparedDocument.js";
import { measureDocument } from "./prepareDocument.js";
import { getChunker } from "./strategies.js";
import { chunkStructural, chunkStructuralSections } from "./structural.js";
import { loadTokenCounter } from "./tokenCounter.js";
import type { Chunk, ChunkingParams, TokenizerName } from "./types.js";

/** Documents measured once under one tokenizer, ready to be chunked under any parameters. */
export interface PreparedCorpus {
  tokenizer: TokenizerName;
  measurer: Measurer;
  documents: LazyPreparedDocument[];
  /** Tokens and words of all content lines: the source's own size. */
  tokens: number;
  words: number;
  sections: number;
}

/** Documents measured once, stored counts reused; `measuring: false` loads the tokenizer only if a count is missing. */
export async function prepareCorpus(
  documents: readonly Document[],
  tokenizer: TokenizerName,
  options: { prepared?: PreparedCache; measuring?: boolean } = {},
): Promise<PreparedCorpus> {
  const counts = options.prepared ? { cache: options.prepared, tokenizer } : undefined;
  let measurer: Measurer = options.prepared && options.measuring === false ? unloadedMeasurer(tokenizer) : createMeasurer(await loadTokenCounter(tokenizer));
  const prepare = (): LazyPreparedDocument[] => documents.map((d) => preparedOnce(d, tokenizer, () => new LazyPreparedDocument(d, measureDocument(d, measurer, counts))));
  let prepared: LazyPreparedDocument[];
  try {
    prepared = prepare();
  } catch (error) {
    if (!(error instanceof UnloadedTokenizer)) throw error;
    // Some document was not in the store after all: load the vocabulary and measure.
    measurer = createMeasurer(await loadTokenCounter(tokenizer));
    prepared = prepare();
  }
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

// Prepared documents by document and tokenizer: a document shared by two loads (base and head) is measured once per process.
const preparedDocuments = new Map<TokenizerName, WeakMap<Document, LazyPreparedDocument>>();

function preparedOnce(document: Document, tokenizer: TokenizerName, prepare: () => LazyPreparedDocument): LazyPreparedDocument {
  let byDocument = preparedDocuments.get(tokenizer);
  if (!byDocument) preparedDocuments.set(tokenizer, (byDocument = new WeakMap()));
  let prepared = byDocument.get(document);
  if (!prepared) byDocument.set(document, (prepared = prepare()));
  return prepared;
}

class UnloadedTokenizer extends Error {
  constructor(tokenizer: TokenizerName) {
    super(`the ${tokenizer} vocabulary was not loaded for this prepared corpus (prepareCorpus with measuring: false)`);
  }
}

function unloadedMeasurer(tokenizer: TokenizerName): Measurer {
  const refuse = (): never => {
    throw new UnloadedTokenizer(tokenizer);
  };
  return { measure: refuse, tokens: refuse, wordTokens: refuse };
}

/** Chunks every document with one configuration, in document then chunk order: the same input always gives the same chunks and ids. */
export async function chunkCorpus(corpus: PreparedCorpus, params: ChunkingParams): Promise<Chunk[]> {
  const chunks: Chunk[] = [];
  for (const d of corpus.documents) {
    const made = chunkDocument(corpus, d, params);
    // a synchronous chunker is not awaited: a corpus of 100,000 documents would queue as many microtasks
    for (const chunk of made instanceof Promise ? await made : made) chunks.push(chunk);
  }
  return chunks;
}

/** One document chunked as chunkCorpus does (a promise only from an asynchronous chunker), markup-only chunks dropped. */
export function chunkDocument(corpus: PreparedCorpus, d: LazyPreparedDocument, params: ChunkingParams): Chunk[] | Promise<Chunk[]> {
  const chunker = getChunker(params.strategy);
  // structural chunks need one section at a time: a lazy document hands them over without keeping them
  if (chunker === chunkStructural && !params.mergeSmallSections) {
    return chunkStructuralSections(d.document, (visit) => d.visitSections(visit), params);
  }
  const expanded = d.expand();
  const made = chunker(expanded, params, corpus.measurer);
  const drop = (chunks: Chunk[]): Chunk[] => dropMarkupOnly(chunks, 0, codeRanges(expanded.sections));
  return made instanceof Promise ? made.then(drop) : drop(made);
}

/** Whether `params` chunk with the built-in structural chunker, without merging sections (see sectionSizeIndependentFrom). */
export function isPlainStructural(params: ChunkingParams): boolean {
  return !params.mergeSmallSections && getChunker(params.strategy) === chunkStructural;
}
