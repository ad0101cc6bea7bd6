/** Word-shingle Jaccard at or above which two questions are near-duplicates. */
export const NEAR_DUPLICATE_JACCARD = 0.8;

/** Whether a question is a near-duplicate (word-pair Jaccard ≥ NEAR_DUPLICATE_JACCARD) of `seen` or of one it let through. */
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
