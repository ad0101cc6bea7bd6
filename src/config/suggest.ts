/** Up to `max` candidates within max(2, ⌊0.4 × length⌋) edits of `word`, ignoring case, nearest first, ties in order. */
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

/** Edit distance in Unicode code points, case-sensitive (callers lower-case). */
export function levenshtein(a: string, b: string): number {
  const cost = editCosts(Array.from(a), Array.from(b));
  return cost[cost.length - 1]!;
}

/** The Wagner–Fischer table of `a` against `b`: entry `i × (b.length + 1) + j` is the distance of their first i and j. */
export function editCosts(a: readonly string[], b: readonly string[]): Uint32Array {
  const width = b.length + 1;
  const cost = new Uint32Array((a.length + 1) * width);
  for (let i = 0; i <= a.length; i++) cost[i * width] = i;
  for (let j = 0; j <= b.length; j++) cost[j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const same = a[i - 1] === b[j - 1] ? 0 : 1;
      cost[i * width + j] = Math.min(cost[(i - 1) * width + j - 1]! + same, cost[(i - 1) * width + j]! + 1, cost[i * width + j - 1]! + 1);
    }
  }
  return cost;
}
