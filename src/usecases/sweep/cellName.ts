import type { CellParams } from "./types.js";

/**
 * `structural 120/12`: a cell's strategy, size and absolute overlap, the name it goes by in tables,
 * JSON, shard messages and `merge`'s list of missing cells. Unique within one sweep, because the
 * sweep measures each (strategy, size, overlap) once.
 */
export function cellName(params: CellParams): string {
  return `${params.strategy} ${params.size}/${params.overlap}`;
}
