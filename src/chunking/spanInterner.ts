/** Start value of the span hash (32-bit FNV-1a offset basis); see {@link SpanInterner.getFolded}. */
export const SPAN_HASH_SEED = 0x811c9dc5 | 0;
/** Multiplier of the span hash (32-bit FNV-1a prime). */
export const SPAN_HASH_PRIME = 0x01000193;

const ASCII_FOLD = new Uint8Array(128);
for (let c = 0; c < 128; c++) ASCII_FOLD[c] = c >= 0x41 && c <= 0x5a ? c | 0x20 : c;
const HAS_UPPER = /[A-Z]/;

/** Substring → int32 map queried by span, so a known token creates no string; collisions cost time, not correctness. */
export class SpanInterner {
  // 4 int32 per slot: hash, key length + 1 (0 = empty slot), key offset in `pool`, value.
  private table = new Int32Array(4 << 12);
  private pool = new Uint16Array(1 << 14);
  private poolLength = 0;
  /** Distinct keys stored. */
  size = 0;

  /** The value of `text.slice(start, end)` (0 ≤ start ≤ end ≤ text.length); `compute` must return an int32. */
  get(text: string, start: number, end: number, compute: (key: string) => number): number {
    let hash = SPAN_HASH_SEED;
    for (let i = start; i < end; i++) hash = Math.imul(hash ^ text.charCodeAt(i), SPAN_HASH_PRIME);
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

    const key = text.substring(start, end);
    return this.insert(slot, hash, key, length, compute(key));
  }

  // Stores `key` (known absent; `slot` is where its probe ended), taking its length from the span.
  private insert(slot: number, hash: number, key: string, length: number, value: number): number {
    if (this.poolLength + length > this.pool.length) {
      const pool = new Uint16Array(Math.max(this.pool.length * 2, this.poolLength + length));
      pool.set(this.pool.subarray(0, this.poolLength));
      this.pool = pool;
    }
    const offset = this.poolLength;
    for (let k = 0; k < length; k++) this.pool[offset + k] = key.charCodeAt(k);
    this.poolLength += length;
    const table = this.table;
    const at = slot << 2;
    table[at] = hash;
    table[at + 1] = length + 1;
    table[at + 2] = offset;
    table[at + 3] = value;
    this.size++;
    if (this.size * 2 > table.length >> 2) this.rehash();
    return value;
  }

  /**
   * {@link get} for an ASCII span with A–Z folded, `hash` the caller's FNV-1a of the folded span; the probe
   * is repeated, not shared through a callback: it is the index build's innermost loop.
   */
  getFolded(text: string, start: number, end: number, hash: number, compute: (key: string) => number): number {
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
        while (k < length && pool[offset + k] === ASCII_FOLD[text.charCodeAt(start + k)]) k++;
        if (k === length) return table[at + 3]!;
      }
      slot = (slot + 1) & mask;
    }
    let key = text.substring(start, end);
    if (HAS_UPPER.test(key)) key = key.toLowerCase();
    return this.insert(slot, hash, key, length, compute(key));
  }

  /** The table made 4× as large, every slot placed again by the probe (hash & mask, then the next slot). */
  private rehash(): void {
    const old = this.table;
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
    this.table = table;
  }
}
