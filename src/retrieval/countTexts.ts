import type { Bm25Counts } from "./buildBm25Index.js";
import { Bm25Vocabulary } from "./bm25Vocabulary.js";
import { TermCountRecorder } from "./termCountRecorder.js";

/**
 * Characters of text per number a text's record takes, low: the records are made once at the size
 * this gives rather than doubled from a small array; a text denser in terms grows them.
 */
const CHARS_PER_NUMBER = 4;

/**
 * The analysed terms ({@link analyze}) of `texts`, counted text by text into counts buildBm25Index
 * takes: the way text reaches the one BM25 builder. `vocabulary` (default a fresh one) numbers the
 * terms and saves analysing a raw token twice across calls (a sweep's cells share one); it never
 * changes a score.
 */
export function countTexts(texts: readonly string[], vocabulary: Bm25Vocabulary = new Bm25Vocabulary()): Bm25Counts {
  let chars = 0;
  for (let i = 0; i < texts.length; i++) chars += texts[i]!.length;
  const recorder = new TermCountRecorder(vocabulary, Math.ceil(chars / CHARS_PER_NUMBER));
  for (let i = 0; i < texts.length; i++) recorder.add(texts[i]!);
  return recorder.take();
}
