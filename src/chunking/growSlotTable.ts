/**
 * A copy of `old`, an open-addressing hash table of 4 int32 per slot (the key's hash first, then a
 * value that is 0 only in an empty slot, then two of the caller's), 4× as large, every slot placed
 * again by its hash with linear probing. Guarantees: the same slots' contents, each findable by
 * the probe the callers use (hash & mask, then the next slot).
 *
 * Why 4× and four stores: the token counter's piece table and the span interner grow once or twice
 * per process, too seldom for V8 to optimise this loop, so each growth copies as little as it can
 * (a `table.set(old.subarray(…))` per slot allocates a view per slot).
 */
export function growSlotTable(old: Int32Array): Int32Array<ArrayBuffer> {
  const table = new Int32Array(old.length * 4);
  const mask = (table.length >> 2) - 1;
  for (let from = 0; from < old.length; from += 4) {
    if (old[from + 1] === 0) continue;
    let slot = old[from]! & mask;
    while (table[(slot << 2) + 1] !== 0) slot = (slot + 1) & mask;
    const to = slot << 2;
    table[to] = old[from]!;
    table[to + 1] = old[from + 1]!;
    table[to + 2] = old[from + 2]!;
    table[to + 3] = old[from + 3]!;
  }
  return table;
}
