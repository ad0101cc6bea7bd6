import type { Piece } from "./piece.js";

/** Options for {@link packWindows}. */
export interface PackOptions {
  /** Budget per window; a single piece larger than this still forms a window of its own. */
  budget: number;
  /** Budget of trailing pieces repeated at the start of the next window; 0 disables overlap. */
  overlap: number;
  /** The count of a piece in the budget's unit. */
  size: (piece: Piece) => number;
}

/**
 * Groups pieces into windows in order: pieces are added to a window until the next one would exceed
 * `budget`; the next window starts by repeating trailing pieces of the previous one worth at most
 * `overlap` (never a piece that alone exceeds it), exactly the line-window semantics of the
 * heading-aware chunker this product is built on.
 *
 * Guarantees: every piece lands in at least one window; windows are contiguous runs in order; a
 * window exceeds the budget only when it is a single piece; repeated pieces never exceed
 * `overlap`; the carry is dropped from the front when keeping it would push the new piece over the
 * budget (the one place this departs from the reference chunker, which overfilled instead).
 * Returns index ranges `[start, end)` into `pieces`.
 */
export function packWindows(pieces: readonly Piece[], options: PackOptions): Array<[number, number]> {
  const { size } = options;
  const sizes = new Array<number>(pieces.length);
  for (let i = 0; i < pieces.length; i++) sizes[i] = size(pieces[i]!);
  const windows: Array<[number, number]> = [];
  packSizes(sizes, pieces.length, options, (start, end) => void windows.push([start, end]));
  return windows;
}

/**
 * packWindows over the first `count` entries of `sizes` (each piece's count in the budget's unit),
 * each window handed to `window` as `[start, end)` in order, as packWindows returns them: a caller
 * that keeps its pieces as parallel arrays (see SectionRun) windows them without a piece object, a
 * size callback or a pair per window.
 */
export function packSizes(sizes: ArrayLike<number>, count: number, options: { budget: number; overlap: number }, window: (start: number, end: number) => void): void {
  const { budget, overlap } = options;
  let start = 0;
  let filled = 0;
  for (let i = 0; i < count; i++) {
    const n = sizes[i]!;
    if (i > start && filled + n > budget) {
      window(start, i);
      // carry trailing pieces of the window just closed, worth at most `overlap`
      let carryStart = i;
      let carried = 0;
      while (carryStart > start) {
        const prev = sizes[carryStart - 1]!;
        if (carried + prev > overlap) break;
        carryStart--;
        carried += prev;
      }
      // a carry that would push this piece over the budget gives way, oldest piece first
      while (carryStart < i && carried + n > budget) {
        carried -= sizes[carryStart]!;
        carryStart++;
      }
      start = carryStart;
      filled = carried;
    }
    filled += n;
  }
  if (count > start) window(start, count);
}
