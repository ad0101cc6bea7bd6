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
