import { growSlotTable } from "./growSlotTable.js";

/** Distinct pieces remembered per memo; beyond this many, new pieces are counted but not kept. */
const MAX_REMEMBERED_PIECES = 500_000;

/**
 * `count` of the piece `text[start..end)`, remembered per distinct piece (at most 500,000) in an
 * open-addressing table hashed on the characters in place. Guarantees `count`'s answer for every
 * piece, `count` called at most once per remembered piece. Why not a Map keyed by the piece: a
 * lookup would cut a string out of the text for each of the millions of pieces a corpus has, where
 * here a piece seen before costs a hash and a comparison, and a probe reads one slot (hash, length,
 * offset in one pool of code units, count side by side) and the pool.
 */
export function pieceMemo(count: (piece: string) => number): (text: string, start: number, end: number) => number {
  // 4 int32 per slot: hash, length + 1 (0 = empty), offset in `pool`, count. Room for 65,536
  // pieces before the first growth, and 4× at each (see growSlotTable).
  let table = new Int32Array(4 << 17);
  let pool = new Uint16Array(1 << 16);
  let poolLength = 0;
  let size = 0;
  return (text, start, end) => {
    let hash = 0x811c9dc5 | 0;
    for (let i = start; i < end; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
    const length = end - start;
    const mask = (table.length >> 2) - 1;
    let slot = hash & mask;
    for (;;) {
      const at = slot << 2;
      const stored = table[at + 1]!;
      if (stored === 0) break;
      if (table[at] === hash && stored === length + 1) {
        const offset = table[at + 2]!;
        let k = 0;
        while (k < length && pool[offset + k] === text.charCodeAt(start + k)) k++;
        if (k === length) return table[at + 3]!;
      }
      slot = (slot + 1) & mask;
    }
    const n = count(text.slice(start, end));
    if (size < MAX_REMEMBERED_PIECES) {
      if (poolLength + length > pool.length) {
        const grown = new Uint16Array(Math.max(pool.length * 2, poolLength + length));
        grown.set(pool.subarray(0, poolLength));
        pool = grown;
      }
      for (let k = 0; k < length; k++) pool[poolLength + k] = text.charCodeAt(start + k);
      const at = slot << 2;
      table[at] = hash;
      table[at + 1] = length + 1;
      table[at + 2] = poolLength;
      table[at + 3] = n;
      poolLength += length;
      if (++size * 2 > table.length >> 2) table = growSlotTable(table);
    }
    return n;
  };
}
