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

/** `[start, end)` windows filled to the budget, each repeating the last one's trailing pieces worth ≤ `overlap`. */
export function packWindows(pieces: readonly Piece[], options: PackOptions): Array<[number, number]> {
  const { budget, overlap, size } = options;
  const sizes = new Array<number>(pieces.length);
  for (let i = 0; i < pieces.length; i++) sizes[i] = size(pieces[i]!);
  const windows: Array<[number, number]> = [];
  let start = 0;
  let filled = 0;
  for (let i = 0; i < sizes.length; i++) {
    const n = sizes[i]!;
    if (i > start && filled + n > budget) {
      windows.push([start, i]);
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
  if (sizes.length > start) windows.push([start, sizes.length]);
  return windows;
}
