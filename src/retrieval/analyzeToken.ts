import { stemWord } from "./stemWord.js";
import { ENGLISH_STOP_WORDS } from "./stopWords.js";

const POSSESSIVE = /['\u2019]s$/;
const APOSTROPHES = /['\u2019]/g;
const COMMAS = /,/g;
const ASCII_WORD = /^[a-z]+$/;

/**
 * The non-empty term one raw token (a {@link TokenScanner} span) contributes by {@link analyze}'s
 * rules, or null when it is dropped; a pure function of `raw`.
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
      // As Lucene's EnglishPossessiveFilter
      word = word.replace(POSSESSIVE, "").replace(APOSTROPHES, "");
    }
    if (word.includes(",")) word = word.replace(COMMAS, "");
    letters = ASCII_WORD.test(word);
  }
  if (word.length === 0 || ENGLISH_STOP_WORDS.has(word)) return null;
  // words with digits must never reach the stemmer: it rewrites every "3" to "y"
  return letters ? stemWord(word) : word;
}
