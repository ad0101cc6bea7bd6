import { stemWord } from "./stemWord.js";
import { ENGLISH_STOP_WORDS } from "./stopWords.js";

const POSSESSIVE = /['\u2019]s$/;
const APOSTROPHES = /['\u2019]/g;
const COMMAS = /,/g;
const ASCII_WORD = /^[a-z]+$/;

/**
 * The term one raw token (a {@link TokenScanner} span) contributes, or `null` when it is dropped:
 * possessive "'s" removed, other apostrophes and digit-group commas deleted, stop words
 * ({@link ENGLISH_STOP_WORDS}) dropped, pure a-z words stemmed with Porter2 (stemWord, which
 * remembers the words it stemmed).
 *
 * Guarantees: a pure function of `raw`; a returned term is non-empty.
 */
export function analyzeToken(raw: string): string | null {
  // One pass tells the usual token (no apostrophe, no comma) from the rest, and whether it is a-z only.
  let plain = true;
  let letters = true;
  for (let i = 0; i < raw.length; i++) {
    const code = raw.charCodeAt(i);
    if (code === 0x27 || code === 0x2c || code === 0x2019) {
      plain = false;
      break;
    }
    if (code < 0x61 || code > 0x7a) letters = false;
  }
  let word = raw;
  if (!plain) {
    if (word.includes("'") || word.includes("\u2019")) {
      // As Lucene's EnglishPossessiveFilter: "user's" means "user". Other apostrophes are deleted
      // rather than split on, so "don't" is one term ("dont"), not "don" + "t".
      word = word.replace(POSSESSIVE, "").replace(APOSTROPHES, "");
    }
    // Thousands separators: "1,000" and "1000" are the same number in English prose.
    if (word.includes(",")) word = word.replace(COMMAS, "");
    letters = ASCII_WORD.test(word);
  }
  if (word.length === 0 || ENGLISH_STOP_WORDS.has(word)) return null;
  // Porter2 is defined on a-z only. Words with other letters ("größe", "café") are kept as they
  // are, and words with digits must never reach this stemmer: it rewrites every "3" to "y".
  return letters ? stemWord(word) : word;
}
