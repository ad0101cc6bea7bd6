import type { CellParams } from "./types.js";

/** `structural 120/12`: a cell's strategy, size and absolute overlap, the name it goes by everywhere; unique within a sweep. */
export function cellName(params: CellParams): string {
  return `${params.strategy} ${params.size}/${params.overlap}`;
}
