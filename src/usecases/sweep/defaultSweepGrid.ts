import type { ChunkingParams } from "../../chunking/index.js";
import { resolveOverlap } from "./resolveOverlap.js";
import type { SweepGrid } from "./types.js";

/** Multiples of the current size the default grid measures: half, the same, twice, four times. */
export const DEFAULT_SIZE_FACTORS = [0.5, 1, 2, 4] as const;
/** Overlaps the default grid measures, as ratios of the size: none, 10 % and 25 %. */
export const DEFAULT_OVERLAP_RATIOS = [0, 0.1, 0.25] as const;

/**
 * The grid a sweep measures when neither the flags nor the registry's `sweep:` blocks name one: a
 * neighbourhood of the source's current parameters.
 *
 * - sizes: ×0.5, ×1, ×2 and ×4 of the current size, rounded to whole units (at least 1) — recall
 *   usually peaks somewhere between half and four times a sensible starting size, and doubling steps
 *   keep the grid small;
 * - overlaps: 0, 0.1 and 0.25 of each size (the range where overlap's whole effect usually lies),
 *   plus the current overlap as an absolute count when the ratios do not already give it at the
 *   current size, so the current configuration is always one of the cells;
 * - strategies: the current one only (comparing strategies is asked for with `--strategies`).
 *
 * Guarantees: sizes and overlaps ascending and distinct; the current configuration is a cell.
 */
export function defaultSweepGrid(chunking: ChunkingParams): SweepGrid {
  const sizes = [...new Set(DEFAULT_SIZE_FACTORS.map((f) => Math.max(1, Math.round(chunking.size * f))))].sort((a, b) => a - b);
  const overlaps: number[] = [...DEFAULT_OVERLAP_RATIOS];
  const reached = overlaps.some((ratio) => resolveOverlap(ratio, chunking.size) === chunking.overlap);
  if (!reached) overlaps.push(chunking.overlap);
  return { strategies: [chunking.strategy], sizes, overlaps: [...new Set(overlaps)].sort((a, b) => a - b) };
}
