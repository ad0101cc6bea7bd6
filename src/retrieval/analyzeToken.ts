import { stemPorter2 } from "./stemPorter2.js";
import { ENGLISH_STOP_WORDS } from "./stopWords.js";

const POSSESSIVE = /['\u2019]s$/;
const APOSTROPHES = /['\u2019]/g;
const COMMAS = /,/g;
const ASCII_WORD = /^[a-z]+$/;

// Raw token -> term, or null when dropped. It caches the whole per-token step, not only the stem,
// because a few thousand surface forms make up almost every token of a corpus and a sweep analyses
// the same words once per grid cell (uncached, stemming costs ~0.15 s per million words). Bounded
// so a long-lived process fed an open vocabulary cannot grow it without limit; clearing instead of
// evicting keeps a hit to one lookup, and a clear costs only a re-warm.
const CACHE_LIMIT = 500_000;
const cache = new Map<string, string | null>();

function uncached(raw: string): string | null {
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

/**
 * The term one raw token (from {@link tokenize}) contributes, or `null` when it is dropped: possessive
 * "'s" removed, other apostrophes and digit-group commas deleted, stop words
 * ({@link ENGLISH_STOP_WORDS}) dropped, pure a-z words stemmed with Porter2.
 *
 * Guarantees: a pure function of `raw` (the cache never changes a result); a returned term is
 * non-empty.
 *
 * @param raw One token as {@link tokenize} returns it; default none. Other strings are accepted,
 *   but only tokenizer output is guaranteed to give terms free of separators.
 */
export function analyzeToken(raw: string): string | null {
  let term = cache.get(raw);
  if (term === undefined) {
    term = uncached(raw);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(raw, term);
  }
  return term;
}
