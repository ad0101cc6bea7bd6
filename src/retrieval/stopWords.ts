/**
 * The stop words {@link analyze} drops: Lucene's classic 33 (`EnglishAnalyzer.ENGLISH_STOP_WORDS_SET`,
 * Elasticsearch's `_english_`), so figures compare with Lucene-based systems. Larger lists also drop
 * "how", "when", "before", which tell technical sections apart. Changing it changes every score.
 */
export const ENGLISH_STOP_WORDS: ReadonlySet<string> = new Set([
  "a", "an", "and", "are", "as", "at", "be", "but", "by", "for", "if",
  "in", "into", "is", "it", "no", "not", "of", "on", "or", "such", "that",
  "the", "their", "then", "there", "these", "they", "this", "to", "was", "will", "with",
]);
