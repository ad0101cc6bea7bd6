/** Word-shingle Jaccard at or above which two questions are near-duplicates. */
export const NEAR_DUPLICATE_JACCARD = 0.8;

/**
 * A filter that says whether a question is a near-duplicate of one it has seen (`seen` first, then
 * every question it let through), remembering each question it lets through.
 *
 * The measure: a question's shingles are its pairs of adjacent words (lowercased runs of letters
 * and digits; a one-word question is its word), and two questions are near-duplicates when the
 * Jaccard similarity of their shingle sets, |A ∩ B| / |A ∪ B|, is at least 0.8. Word pairs keep
 * order, so "how do I reset the password" and "the password I reset" differ; at 0.8, two
 * five-shingle questions must share four, so a question differing by one added or changed
 * word at its end ("How long is the warranty?" and "How long is the warranty period?", 4/5) is
 * caught, and one asking about another thing in the same frame ("How long is the trial?") is not.
 * Deterministic; a question with no word is never a duplicate.
 */
export function createNearDuplicateFilter(seen: readonly string[]): (question: string) => boolean {
  const kept: Array<Set<string>> = seen.map(shingles).filter((s) => s.size > 0);
  return (question) => {
    const mine = shingles(question);
    if (mine.size === 0) return false;
    if (kept.some((other) => jaccard(mine, other) >= NEAR_DUPLICATE_JACCARD)) return true;
    kept.push(mine);
    return false;
  };
}

function shingles(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 1) return new Set(words);
  return new Set(words.slice(1).map((word, i) => `${words[i]} ${word}`));
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const s of a) if (b.has(s)) shared++;
  return shared / (a.size + b.size - shared);
}
