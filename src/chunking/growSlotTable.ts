/** `old` (4 int32 a slot: hash, non-zero marker, two values) in a table 4× as large, each slot placed again by linear probing. */
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
