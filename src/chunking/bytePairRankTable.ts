import type { BytePairRanks } from "./bytePairCounter.js";

const MAGIC = 0x32525042; // "BPR2" read little-endian
const HEADER_BYTES = 32;
const TEXT = 0;
const BYTES = 1;
const ABSENT = 2;

/**
 * A vocabulary's byte-pair ranks as a lookup table with no string per token: every token's code
 * units in one pool (a token given as bytes holds its bytes as code units 0–255), ordered by rank,
 * and two open-addressing hash tables over it (text tokens, byte tokens) mapping a key to its rank.
 *
 * Why: the counter used to parse gpt-tokenizer's array from JSON and put its 200,000 strings in two
 * Maps, 0.25–0.3 s of every run before the first count (profiled, o200k_base; nearly all of it
 * creating and hashing the strings), though a corpus looks up a few tens of thousands of them.
 * This is read from the bundle's ranks file as it is (`encode`'s bytes, hash tables included), with
 * no work per token; a lookup by span also saves cutting the key out of a piece.
 *
 * Guarantees: `textRank(key)` is the rank a `Map` filled as `byText.set(token, rank)` for every
 * string token in rank order gives (the last rank for a token listed twice), or -1;
 * `bytesRank` the same for the tokens given as bytes, keyed by their bytes. `decode(encode(t))`
 * answers every lookup as `t` does. A lookup in a damaged table answers wrongly but ends (a probe
 * visits each slot at most once).
 */
export class BytePairRankTable {
  private constructor(
    private readonly offsets: Uint32Array,
    private readonly pool: Uint16Array,
    private readonly kinds: Uint8Array,
    private readonly textSlots: Int32Array,
    private readonly bytesSlots: Int32Array,
  ) {}

  /** The table of gpt-tokenizer's ranks array (index = rank; a string, or the token's bytes). */
  static fromRanks(ranks: BytePairRanks): BytePairRankTable {
    const offsets = new Uint32Array(ranks.length + 1);
    const kinds = new Uint8Array(ranks.length);
    let length = 0;
    let texts = 0;
    for (let rank = 0; rank < ranks.length; rank++) {
      const token = ranks[rank];
      if (typeof token === "string") texts++;
      if (token) length += token.length;
    }
    const pool = new Uint16Array(length);
    let at = 0;
    for (let rank = 0; rank < ranks.length; rank++) {
      offsets[rank] = at;
      const token = ranks[rank];
      if (typeof token === "string") {
        kinds[rank] = TEXT;
        for (let i = 0; i < token.length; i++) pool[at++] = token.charCodeAt(i);
      } else if (token) {
        kinds[rank] = BYTES;
        for (const byte of token) pool[at++] = byte & 0xff;
      } else kinds[rank] = ABSENT;
    }
    offsets[ranks.length] = at;
    const textSlots = new Int32Array(slotsFor(texts));
    const bytesSlots = new Int32Array(slotsFor(ranks.length - texts));
    for (let rank = 0; rank < ranks.length; rank++) {
      const kind = kinds[rank];
      if (kind !== ABSENT) insert(kind === TEXT ? textSlots : bytesSlots, offsets, pool, rank);
    }
    return new BytePairRankTable(offsets, pool, kinds, textSlots, bytesSlots);
  }

  /**
   * The table `encode` wrote, or undefined when `bytes` are not such a table (another format, a
   * truncated file, a machine of the other byte order): the caller then reads the ranks another
   * way. The parts are used where they lie (copied once when `bytes` are not 4-byte aligned), so
   * loading does no work per token.
   */
  static decode(bytes: Uint8Array): BytePairRankTable | undefined {
    if (bytes.byteLength < HEADER_BYTES) return undefined;
    const data = bytes.byteOffset % 4 === 0 ? bytes : bytes.slice();
    const [magic, count, poolLength, textSlotCount, bytesSlotCount] = new Uint32Array(data.buffer, data.byteOffset, HEADER_BYTES / 4);
    const layout = layoutOf(count!, poolLength!, textSlotCount!, bytesSlotCount!);
    if (magic !== MAGIC || layout.size !== data.byteLength || !isPowerOfTwo(textSlotCount!) || !isPowerOfTwo(bytesSlotCount!)) return undefined;
    const at = data.byteOffset;
    const offsets = new Uint32Array(data.buffer, at + layout.offsets, count! + 1);
    if (offsets[0] !== 0 || offsets[count!] !== poolLength) return undefined;
    return new BytePairRankTable(
      offsets,
      new Uint16Array(data.buffer, at + layout.pool, poolLength),
      new Uint8Array(data.buffer, at + layout.kinds, count),
      new Int32Array(data.buffer, at + layout.textSlots, textSlotCount),
      new Int32Array(data.buffer, at + layout.bytesSlots, bytesSlotCount),
    );
  }

  /** The bytes `decode` reads: a header, then the offsets, both hash tables, the pool and the kinds, in this machine's byte order. */
  encode(): Uint8Array {
    const count = this.kinds.length;
    const layout = layoutOf(count, this.pool.length, this.textSlots.length, this.bytesSlots.length);
    const bytes = new Uint8Array(layout.size);
    new Uint32Array(bytes.buffer, 0, HEADER_BYTES / 4).set([MAGIC, count, this.pool.length, this.textSlots.length, this.bytesSlots.length]);
    new Uint32Array(bytes.buffer, layout.offsets, count + 1).set(this.offsets);
    new Int32Array(bytes.buffer, layout.textSlots, this.textSlots.length).set(this.textSlots);
    new Int32Array(bytes.buffer, layout.bytesSlots, this.bytesSlots.length).set(this.bytesSlots);
    new Uint16Array(bytes.buffer, layout.pool, this.pool.length).set(this.pool);
    bytes.set(this.kinds, layout.kinds);
    return bytes;
  }

  /** Rank of the text token `key.slice(start, end)`, or -1 when it is not one. */
  textRank(key: string, start = 0, end = key.length): number {
    const slots = this.textSlots;
    const { offsets, pool } = this;
    const length = end - start;
    const mask = slots.length - 1;
    let hash = HASH_SEED;
    for (let i = start; i < end; i++) hash = Math.imul(hash ^ key.charCodeAt(i), HASH_PRIME);
    for (let slot = hash & mask, probes = 0; probes <= mask; slot = (slot + 1) & mask, probes++) {
      const stored = slots[slot]!;
      if (stored === 0) return -1;
      const from = offsets[stored - 1]!;
      if (offsets[stored]! - from !== length) continue;
      let k = 0;
      while (k < length && pool[from + k] === key.charCodeAt(start + k)) k++;
      if (k === length) return stored - 1;
    }
    return -1;
  }

  /** Rank of the token given as `bytes[start..end)`, or -1 when no token is given as those bytes. */
  bytesRank(bytes: Uint8Array, start = 0, end = bytes.length): number {
    const slots = this.bytesSlots;
    const { offsets, pool } = this;
    const length = end - start;
    const mask = slots.length - 1;
    let hash = HASH_SEED;
    for (let i = start; i < end; i++) hash = Math.imul(hash ^ bytes[i]!, HASH_PRIME);
    for (let slot = hash & mask, probes = 0; probes <= mask; slot = (slot + 1) & mask, probes++) {
      const stored = slots[slot]!;
      if (stored === 0) return -1;
      const from = offsets[stored - 1]!;
      if (offsets[stored]! - from !== length) continue;
      let k = 0;
      while (k < length && pool[from + k] === bytes[start + k]) k++;
      if (k === length) return stored - 1;
    }
    return -1;
  }
}

const HASH_SEED = 0x811c9dc5 | 0;
const HASH_PRIME = 0x01000193;

/** A power of two at least 2.5 times `keys` (a load of at most 0.4 keeps probes short), at least 16. */
function slotsFor(keys: number): number {
  let slots = 16;
  while (slots < keys * 2.5) slots *= 2;
  return slots;
}

function isPowerOfTwo(n: number): boolean {
  return n >= 16 && (n & (n - 1)) === 0;
}

/** Byte offsets of a table's parts and its total size (the 4-byte parts first, so all stay aligned). */
function layoutOf(count: number, poolLength: number, textSlots: number, bytesSlots: number) {
  const offsets = HEADER_BYTES;
  const textSlotsAt = offsets + 4 * (count + 1);
  const bytesSlotsAt = textSlotsAt + 4 * textSlots;
  const pool = bytesSlotsAt + 4 * bytesSlots;
  const kinds = pool + 2 * poolLength;
  return { offsets, textSlots: textSlotsAt, bytesSlots: bytesSlotsAt, pool, kinds, size: kinds + count };
}

// Puts `rank` in `slots` (which store rank + 1, 0 for empty), replacing an equal key's rank as Map.set would.
function insert(slots: Int32Array, offsets: Uint32Array, pool: Uint16Array, rank: number): void {
  const from = offsets[rank]!;
  const length = offsets[rank + 1]! - from;
  const mask = slots.length - 1;
  let hash = HASH_SEED;
  for (let i = from; i < from + length; i++) hash = Math.imul(hash ^ pool[i]!, HASH_PRIME);
  for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
    const stored = slots[slot]!;
    if (stored === 0) {
      slots[slot] = rank + 1;
      return;
    }
    const other = offsets[stored - 1]!;
    if (offsets[stored]! - other !== length) continue;
    let k = 0;
    while (k < length && pool[other + k] === pool[from + k]) k++;
    if (k === length) {
      slots[slot] = rank + 1;
      return;
    }
  }
}
