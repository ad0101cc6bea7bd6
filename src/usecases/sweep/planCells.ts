import { cellName } from "./cellName.js";
import { resolveOverlap } from "./resolveOverlap.js";
import type { CellParams, SkippedCell, SweepGrid } from "./types.js";

/** A cell the sweep will measure: its parameters, its name and the overlap as written in the grid. */
export interface PlannedCell extends CellParams {
  name: string;
  overlapSpec: number;
}

/**
 * Expands a grid into the cells to measure, in grid order: strategies as given, then sizes
 * ascending, then overlaps ascending. That order is the one shards split and tables print.
 *
 * A grid point is skipped, with a reason, not measured and not an error, when its overlap resolved
 * at that size (see resolveOverlap) is not below the size (a chunk would be nothing but repeated
 * content), or when it resolves to the same absolute overlap as an earlier point of the same size
 * (0.1 of 10 and 1 are both 1): measuring it twice would only add a duplicate row.
 *
 * Guarantees: names are unique; the same grid always gives the same cells in the same order.
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
          cells.push({ ...params, name: cellName(params), overlapSpec });
        }
      }
    }
  }
  return { cells, skipped };
}
