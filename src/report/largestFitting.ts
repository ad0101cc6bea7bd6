/**
 * The largest n in [0, max] for which a monotone `fits(n)` holds (each item shown is longer than
 * the digits its "N more" count can gain), by binary search. `fits` is called last with the
 * result, so a caller that records the cut inside it is left at the chosen n.
 */
export function largestFitting(max: number, fits: (n: number) => boolean): number {
  let lo = 0;
  let hi = Math.max(0, max);
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid - 1;
  }
  fits(lo);
  return lo;
}
