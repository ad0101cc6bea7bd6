/**
 * A hash map from substrings to int32 values that is queried by span — (text, start, end) — so
 * that looking up a token seen before creates no string. The index build looks up every token of
 * the corpus once; with `Map<string, number>` creating and hashing those substrings dominated the
 * build.
 *
 * Guarantees: `get` returns the value stored for the exact code-unit sequence
 * `text.slice(start, end)`, calling `compute` only when that key is new (once per distinct key,
 * with the key as a string). Open addressing with linear probing over a power-of-two table kept at
 * most half full, 32-bit FNV-1a hashes, and a full comparison of the code units on a hash match,
 * so collisions cost time, never correctness. Each slot holds its key's hash, length, offset into
 * one shared code-unit pool and value side by side, so a probe touches one cache line instead of
 * chasing a string object.
 */
export class SpanInterner {
  // 4 int32 per slot: hash, key length + 1 (0 = empty slot), key offset in `pool`, value.
  private table = new Int32Array(4 << 12);
  private pool = new Uint16Array(1 << 14);
  private poolLength = 0;
  private count = 0;

  /** Number of distinct keys stored. */
  get size(): number {
    return this.count;
  }

  /**
   * @param text The string the span is in.
   * @param start, end Code-unit offsets, 0 ≤ start ≤ end ≤ text.length.
   * @param compute Value of a new key; called with the key itself, only on a miss; must return an
   *   int32.
   */
  get(text: string, start: number, end: number, compute: (key: string) => number): number {
    let hash = 0x811c9dc5 | 0;
    for (let i = start; i < end; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
    const length = end - start;
    const table = this.table;
    const mask = (table.length >> 2) - 1;
    let slot = hash & mask;
    for (;;) {
      const at = slot << 2;
      const stored = table[at + 1]!;
      if (stored === 0) break;
      if (table[at] === hash && stored === length + 1) {
        const offset = table[at + 2]!;
        const pool = this.pool;
        let k = 0;
        while (k < length && pool[offset + k] === text.charCodeAt(start + k)) k++;
        if (k === length) return table[at + 3]!;
      }
      slot = (slot + 1) & mask;
    }

    const value = compute(text.substring(start, end));
    if (this.poolLength + length > this.pool.length) {
      const pool = new Uint16Array(Math.max(this.pool.length * 2, this.poolLength + length));
      pool.set(this.pool.subarray(0, this.poolLength));
      this.pool = pool;
    }
    const offset = this.poolLength;
    for (let k = 0; k < length; k++) this.pool[offset + k] = text.charCodeAt(start + k);
    this.poolLength += length;
    const at = slot << 2;
    table[at] = hash;
    table[at + 1] = length + 1;
    table[at + 2] = offset;
    table[at + 3] = value;
    this.count++;
    if (this.count * 2 > mask + 1) this.rehash();
    return value;
  }

  private rehash(): void {
    const old = this.table;
    const table = new Int32Array(old.length * 2);
    const mask = (table.length >> 2) - 1;
    for (let from = 0; from < old.length; from += 4) {
      if (old[from + 1] === 0) continue;
      let slot = old[from]! & mask;
      while (table[(slot << 2) + 1] !== 0) slot = (slot + 1) & mask;
      table.set(old.subarray(from, from + 4), slot << 2);
    }
    this.table = table;
  }
}
