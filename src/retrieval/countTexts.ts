import type { Bm25Counts } from "./buildBm25Index.js";
import { Bm25Vocabulary } from "./bm25Vocabulary.js";
import { TermCountRecorder } from "./termCountRecorder.js";

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
