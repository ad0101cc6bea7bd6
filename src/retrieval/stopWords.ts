/**
 * The English stop words dropped by {@link analyze}: Lucene's classic 33-word list
 * (`EnglishAnalyzer.ENGLISH_STOP_WORDS_SET`, formerly `StopAnalyzer.ENGLISH_STOP_WORDS_SET`, the
 * default of Lucene's `StandardAnalyzer` up to 7.x and of Elasticsearch's `_english_` stop filter).
 *
 * Guarantees: lowercase ASCII words, exactly the 33 below; typed read-only so no caller can widen it.
 *
 * Why this list: it is small and standard, so it removes only words that carry no topic in any
 * documentation question, and BM25 figures measured with it are comparable with Lucene-based
 * systems. Larger lists (NLTK's 179, Snowball's 174) also drop words such as "how", "when",
 * "after", "before", "off" and "should", which do distinguish sections of technical documentation.
 * Changing the list changes every score, so it is a constant, not a setting.
 */
export const ENGLISH_STOP_WORDS: ReadonlySet<string> = new Set([
  "a", "an", "and", "are", "as", "at", "be", "but", "by", "for", "if",
  "in", "into", "is", "it", "no", "not", "of", "on", "or", "such", "that",
  "the", "their", "then", "there", "these", "they", "this", "to", "was", "will", "with",
]);
