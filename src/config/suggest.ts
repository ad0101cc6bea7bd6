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

/** Edit distance in Unicode code points, case-sensitive (callers lower-case); O(|a|·|b|) time, O(min) memory. */
export function levenshtein(a: string, b: string): number {
  let long = Array.from(a);
  let short = Array.from(b);
  if (short.length > long.length) [long, short] = [short, long];
  if (short.length === 0) return long.length;
  let previous = Array.from({ length: short.length + 1 }, (_, i) => i);
  for (let i = 1; i <= long.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= short.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (long[i - 1] === short[j - 1] ? 0 : 1);
      const deletion = (previous[j] ?? 0) + 1;
      const insertion = (current[j - 1] ?? 0) + 1;
      current.push(Math.min(substitution, deletion, insertion));
    }
    previous = current;
  }
  return previous[short.length] ?? 0;
}
