import { levenshtein } from "./levenshtein.js";

/**
 * The candidates that look like a misspelling of `word`, best first — the "did you mean …?" behind
 * unknown registry keys and, later, stale golden-set headings.
 *
 * Guarantees:
 * - Case-insensitive: `Questions` and `questions` are at distance 0.
 * - A candidate is returned only when its edit distance to `word` is at most
 *   `max(2, floor(0.4 × length of word))` — two typos are always forgiven, longer words get
 *   proportionally more slack, and unrelated names are not suggested.
 * - Sorted by distance; ties keep the order of `candidates` (so callers control tie-breaks and the
 *   result is deterministic). Duplicate candidates appear once.
 * - At most `max` results (default 3, any integer ≥ 0; fewer keeps messages short).
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
