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
  const { budget, overlap, size } = options;
  const windows: Array<[number, number]> = [];
  let start = 0;
  let count = 0;
  for (let i = 0; i < pieces.length; i++) {
    const n = size(pieces[i]!);
    if (i > start && count + n > budget) {
      windows.push([start, i]);
      // carry trailing pieces of the window just closed, worth at most `overlap`
      let carryStart = i;
      let carried = 0;
      while (carryStart > start) {
        const prev = size(pieces[carryStart - 1]!);
        if (carried + prev > overlap) break;
        carryStart--;
        carried += prev;
      }
      // a carry that would push this piece over the budget gives way, oldest piece first
      while (carryStart < i && carried + n > budget) {
        carried -= size(pieces[carryStart]!);
        carryStart++;
      }
      start = carryStart;
      count = carried;
    }
    count += n;
  }
  if (pieces.length > start) windows.push([start, pieces.length]);
  return windows;
}
