import type { CellParams, PlannedCell, SkippedCell, SweepGrid } from "./types.js";

/** `structural 120/12`: a cell's strategy, size and absolute overlap, the name it goes by everywhere; unique within a sweep. */
export function cellName(params: CellParams): string {
  return `${params.strategy} ${params.size}/${params.overlap}`;
}

/** The absolute overlap a grid value stands for at one size: below 1 a ratio of `size` rounded down, else a count (may be ≥ size). */
export function resolveOverlap(spec: number, size: number): number {
  if (spec >= 1) return spec;
  // the nudge keeps 0.29 × 100 (28.999999999999996 in floating point) at 29, and moves no product genuinely below a whole number
  return Math.floor(spec * size + 1e-9);
}

/** A grid's cells in grid order; a point whose overlap is not below its size, or repeats one, is skipped. */
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

/** The cells shard `index` of `count` measures: round-robin in grid order, as cost varies with size. */
export function shardCells<T>(cells: readonly T[], shard: Shard): T[] {
  return cells.filter((_, j) => j % shard.count === shard.index - 1);
}
