import stem from "wink-porter2-stemmer";

/** Bounds the memo; beyond it, new words are stemmed but not kept. */
const MAX_REMEMBERED_WORDS = 200_000;
const memo = new Map<string, string>();

/**
 * `wink-porter2-stemmer`'s Porter2 stem of an a-z word (it rewrites every `3` to `y`), remembered for
 * the process's life: the package runs dozens of regular expressions per word, and runs meet the
 * same words again and again.
 */
export function stemWord(word: string): string {
  let stemmed = memo.get(word);
  if (stemmed === undefined) {
    stemmed = stem(word);
    if (memo.size < MAX_REMEMBERED_WORDS) memo.set(word, stemmed);
  }
  return stemmed;
}
