/**
 * The absolute overlap a grid value stands for at one size, in the source's unit.
 *
 * Guarantees: a value below 1 is a ratio of `size`, rounded down to a whole unit (0.1 × 125 = 12);
 * a value from 1 up is returned as it is (an absolute count). The result is an integer ≥ 0 and may
 * be ≥ `size`; the caller decides what such a cell means (the sweep skips it).
 *
 * @param spec The overlap as written in the grid; range: 0 ≤ spec < 1, or an integer ≥ 1 (the
 *   registry reader and the flag parser enforce it).
 * @param size The chunk size in the source's unit; an integer ≥ 1.
 */
export function resolveOverlap(spec: number, size: number): number {
  if (spec >= 1) return spec;
  // 0.29 × 100 is 28.999999999999996 in binary floating point; the nudge keeps it 29, and it is far
  // too small to move any product that is genuinely below a whole number.
  return Math.floor(spec * size + 1e-9);
}
