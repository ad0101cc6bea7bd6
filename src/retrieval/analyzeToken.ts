import { analyzeRawToken } from "./analyzeRawToken.js";

// Raw token -> term, or null when dropped. It caches the whole per-token step, not only the stem,
// because a few thousand surface forms make up almost every token of a corpus and a sweep analyses
// the same words once per grid cell, and stemming each again is costly. Bounded
// so a long-lived process fed an open vocabulary cannot grow it without limit; clearing instead of
// evicting keeps a hit to one lookup, and a clear costs only a re-warm.
const CACHE_LIMIT = 500_000;
const cache = new Map<string, string | null>();

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
    term = analyzeRawToken(raw);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(raw, term);
  }
  return term;
}
