/**
 * The absolute overlap a grid value stands for at one size: below 1 a ratio of `size` rounded down,
 * else a count as it is. May be ≥ `size`; the caller decides what that means.
 */
export function resolveOverlap(spec: number, size: number): number {
  if (spec >= 1) return spec;
  // the nudge keeps 0.29 × 100 (28.999999999999996 in floating point) at 29, and moves no product genuinely below a whole number
  return Math.floor(spec * size + 1e-9);
}
