import { levenshtein } from "./levenshtein.js";

/**
 * The candidates that look like a misspelling of `word`, best first: case-insensitive, within an edit
 * distance of max(2, ⌊0.4 × length⌋), ties in the order given, each once, at most `max`.
 */
export function closest(word: string, candidates: readonly string[], max = 3): string[] {
  const target = word.toLowerCase();
  const length = Array.from(target).length;
  const limit = Math.max(2, Math.floor(0.4 * length));
  const seen = new Set<string>();
  const scored: { candidate: string; distance: number; order: number }[] = [];
  candidates.forEach((candidate, order) => {
    if (seen.has(candidate)) return;
    seen.add(candidate);
    // The distance is at least the difference in length: skip the quadratic work when that is too far.
    const lower = candidate.toLowerCase();
    if (Math.abs(Array.from(lower).length - length) > limit) return;
    const distance = levenshtein(target, lower);
    if (distance <= limit) scored.push({ candidate, distance, order });
  });
  scored.sort((x, y) => x.distance - y.distance || x.order - y.order);
  return scored.slice(0, Math.max(0, max)).map((s) => s.candidate);
}
