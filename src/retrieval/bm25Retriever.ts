import { searchBm25 } from "./bm25.js";
import { buildBm25Index, type Bm25Counts } from "./buildBm25Index.js";
import { Bm25Vocabulary } from "./bm25Vocabulary.js";
import type { IdList, Retriever, RetrieverFactory } from "./types.js";
import { TermCountRecorder } from "./termCountRecorder.js";

/**
 * The `bm25` retriever: searchBm25 over {@link buildBm25Index}'s index of `counts`, built once; it
 * answers any query. @throws RangeError when k1 or b is out of range (the registry refuses them first).
 */
export function bm25Retriever(ids: IdList, counts: Bm25Counts, options: { k1: number; b: number }): Retriever {
  const index = buildBm25Index(ids, counts, options);
  return {
    name: "bm25",
    identity: bm25Identity(options),
    search: (query, depth) => searchBm25(index, query, depth),
  };
}

/**
 * `bm25(k1=1.2,b=0.75)`, the numbers as JavaScript prints them: equal exactly when the scoring
 * parameters are, so a baseline records it.
 */
export function bm25Identity(options: { k1: number; b: number }): string {
  return `bm25(k1=${options.k1},b=${options.b})`;
}

/**
 * `retriever.kind: bm25`: {@link bm25Retriever} over the input's `counted` when given, else over its
 * docs' texts counted by countTexts (the same index either way). Offline: it ignores the runtime.
 */
export const bm25Factory: RetrieverFactory = {
  identity: (config) => bm25Identity(config),
  build: async (input) => {
    const { ids, counts } = input.counted ?? { ids: input.docs.map((d) => d.id), counts: countTexts(input.docs.map((d) => d.text), input.vocabulary) };
    return bm25Retriever(ids, counts, input.config);
  },
};

/** A low estimate of characters per recorded number, to size the records once. */
const CHARS_PER_NUMBER = 4;

/**
 * The analysed terms of `texts`, counted for buildBm25Index: the way text reaches it. `vocabulary`
 * (a sweep's cells share one) saves analysing a token twice; it never changes a score.
 */
export function countTexts(texts: readonly string[], vocabulary: Bm25Vocabulary = new Bm25Vocabulary()): Bm25Counts {
  const chars = texts.reduce((sum, text) => sum + text.length, 0);
  const recorder = new TermCountRecorder(vocabulary, Math.ceil(chars / CHARS_PER_NUMBER));
  for (const text of texts) recorder.add(text);
  return recorder.take();
}
