import { cellName } from "./cellName.js";
import { resolveOverlap } from "./resolveOverlap.js";
import type { PlannedCell, SkippedCell, SweepGrid } from "./types.js";

/**
 * Expands a grid into the cells to measure, in grid order (strategies as given, sizes, overlaps),
 * the order shards split and tables print. A point whose overlap is not below its size, or repeats
 * an earlier overlap at that size, is skipped with a reason. Names are unique.
 */
export function planCells(grid: SweepGrid): { cells: PlannedCell[]; skipped: SkippedCell[] } {
  const cells: PlannedCell[] = [];
  const skipped: SkippedCell[] = [];
  for (const strategy of grid.strategies) {
    for (const size of grid.sizes) {
      const seen = new Map<number, number>();
      for (const overlapSpec of grid.overlaps) {
        const overlap = resolveOverlap(overlapSpec, size);
        const earlier = seen.get(overlap);
        if (overlap >= size) {
          skipped.push({ strategy, size, overlapSpec, reason: `overlap ${overlap} is not below size ${size}` });
        } else if (earlier !== undefined) {
          skipped.push({ strategy, size, overlapSpec, reason: `overlap ${overlapSpec} gives ${overlap} at size ${size}, as overlap ${earlier} does` });
        } else {
          seen.set(overlap, overlapSpec);
          const params = { strategy, size, overlap };
          cells.push({ name: cellName(params), ...params, overlapSpec });
        }
      }
    }
  }
  return { cells, skipped };
}

/** Which share of a sweep one run computes: shard `index` (1-based) of `count`. */
export interface Shard {
  index: number;
  count: number;
}

/**
 * The cells shard `index` of `count` measures, round-robin in grid order (cost varies with size, so
 * contiguous blocks would be uneven): every cell lands in exactly one shard.
 */
export function shardCells<T>(cells: readonly T[], shard: Shard): T[] {
  return cells.filter((_, j) => j % shard.count === shard.index - 1);
}
