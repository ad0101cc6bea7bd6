import { stemPorter2 } from "./stemPorter2.js";
import { ENGLISH_STOP_WORDS } from "./stopWords.js";

const POSSESSIVE = /['\u2019]s$/;
const APOSTROPHES = /['\u2019]/g;
const COMMAS = /,/g;
const ASCII_WORD = /^[a-z]+$/;

/**
 * {@link analyzeToken} without its cache: the term one raw token contributes, or `null` when it is
 * dropped. For callers that keep their own map from raw tokens (the BM25 vocabulary), so each
 * distinct token is not also kept a second time in analyzeToken's cache for the process's life.
 *
 * Guarantees: a pure function of `raw`, equal to `analyzeToken(raw)`.
 *
 * @param raw One token as {@link tokenize} returns it.
 */
export function analyzeRawToken(raw: string): string | null {
  let word = raw;
  if (word.includes("'") || word.includes("\u2019")) {
    // As Lucene's EnglishPossessiveFilter: "user's" means "user". Other apostrophes are deleted
    // rather than split on, so "don't" is one term ("dont"), not "don" + "t".
    word = word.replace(POSSESSIVE, "").replace(APOSTROPHES, "");
  }
  // Thousands separators: "1,000" and "1000" are the same number in English prose.
  if (word.includes(",")) word = word.replace(COMMAS, "");
  if (word.length === 0 || ENGLISH_STOP_WORDS.has(word)) return null;
  // Porter2 is defined on a-z only. Words with other letters ("größe", "café") are kept as they
  // are, and words with digits must never reach this stemmer: it rewrites every "3" to "y".
  return ASCII_WORD.test(word) ? stemPorter2(word) : word;
}
