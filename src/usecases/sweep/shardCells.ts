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
