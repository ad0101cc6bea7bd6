/** Which share of a sweep one run computes: shard `index` (1-based) of `count`. */
export interface Shard {
  index: number;
  count: number;
}

/**
 * The cells shard `index` of `count` measures: cell j of the grid order (0-based) goes to shard
 * (j mod count) + 1. Round-robin rather than contiguous blocks, because cost grows with size
 * (fewer, larger chunks index faster but small sizes make many chunks), so blocks would be uneven.
 *
 * Guarantees: over index = 1…count every cell lands in exactly one shard, in grid order within it;
 * shards differ in size by at most one cell; a shard may be empty when count exceeds the cells.
 */
export function shardCells<T>(cells: readonly T[], shard: Shard): T[] {
  return cells.filter((_, j) => j % shard.count === shard.index - 1);
}
