import type { ChunkingParams } from "../../chunking/index.js";
import { resolveOverlap } from "./resolveOverlap.js";
import type { SweepGrid } from "./types.js";

/** Multiples of the current size the default grid measures: half, the same, twice, four times. */
export const DEFAULT_SIZE_FACTORS = [0.5, 1, 2, 4] as const;
/** Overlaps the default grid measures, as ratios of the size: none, 10 % and 25 %. */
export const DEFAULT_OVERLAP_RATIOS = [0, 0.1, 0.25] as const;

/**
 * The grid a sweep measures when none is named: the current strategy, at sizes around the current
 * one (recall usually peaks between half and four times a sensible size) and the default overlap
 * ratios. Sizes and overlaps ascending and distinct; the current configuration is always a cell.
 */
export function defaultSweepGrid(chunking: ChunkingParams): SweepGrid {
  const sizes = [...new Set(DEFAULT_SIZE_FACTORS.map((f) => Math.max(1, Math.round(chunking.size * f))))].sort((a, b) => a - b);
  const overlaps: number[] = [...DEFAULT_OVERLAP_RATIOS];
  const reached = overlaps.some((ratio) => resolveOverlap(ratio, chunking.size) === chunking.overlap);
  if (!reached) overlaps.push(chunking.overlap);
  return { strategies: [chunking.strategy], sizes, overlaps: [...new Set(overlaps)].sort((a, b) => a - b) };
}
