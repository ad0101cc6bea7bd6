import stem from "wink-porter2-stemmer";

/** Distinct words remembered; beyond this many, new words are stemmed but not kept. */
const MAX_REMEMBERED_WORDS = 200_000;
const memo = new Map<string, string>();

/**
 * The Porter2 ("English") stem of an a-z word, as `wink-porter2-stemmer` gives it, remembered per
 * distinct word for the process's life (at most 200,000 words): the package runs some 40 regular
 * expressions per word, and a corpus, its queries and a sweep's indexes meet the same words again
 * and again. Only for a-z words: the package rewrites every `3` to `y`.
 */
export function stemWord(word: string): string {
  let stemmed = memo.get(word);
  if (stemmed === undefined) {
    stemmed = stem(word);
    if (memo.size < MAX_REMEMBERED_WORDS) memo.set(word, stemmed);
  }
  return stemmed;
}
