import { isUtf8 } from "node:buffer";
import { int32sToBytes, readInt32s, type ByteReader, type ByteWriter } from "../store/index.js";
import type { TermNumbers } from "./bm25.js";

/** A table of analysed terms read from bytes: name by number and number by name, each found only when asked. */
export interface TermTable {
  readonly size: number;
  /** Term t's name (t below size). */
  name(t: number): string;
  /** The number of the term named `term`, or -1 when the table does not hold it. */
  numberOf(term: string): number;
  /** Every name by number (decoded once, then the same array). */
  names(): readonly string[];
}

/** FNV-1a (32 bits) of `term`'s UTF-8 bytes: where its number is looked for in a table's slots. */
export function termHash(term: string): number {
  const bytes = Buffer.from(term, "utf8");
  let h = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) h = Math.imul(h ^ bytes[i]!, 0x01000193);
  return h >>> 0;
}

const SPACE = 0x20;

/** Writes `names` (distinct, no spaces) for readTermTable: the names joined by spaces, their ends, a hash table. */
export function encodeTermTable(out: ByteWriter, names: readonly string[]): void {
  const table = Buffer.from(names.join(" "), "utf8");
  out.varint(names.length);
  out.section(table);
  const ends = new Int32Array(names.length);
  let at = 0;
  names.forEach((name, t) => {
    at += Buffer.byteLength(name, "utf8");
    ends[t] = at++;
  });
  out.section(int32sToBytes(ends));
  const slotCount = slotsFor(names.length);
  const slots = new Int32Array(slotCount);
  const mask = slotCount - 1;
  names.forEach((name, t) => {
    let i = termHash(name) & mask;
    while (slots[i] !== 0) i = (i + 1) & mask;
    slots[i] = t + 1;
  });
  out.section(int32sToBytes(slots));
}

// Slots for n terms: 0 for none, else the power of two at least 2n.
function slotsFor(n: number): number {
  if (n === 0) return 0;
  let size = 2;
  while (size < 2 * n) size *= 2;
  return size;
}

/**
 * The table {@link encodeTermTable} wrote at `reader`'s position, or null when the bytes are not of its layout;
 * verified so that no bytes make a lookup loop, throw or give another term's number.
 */
export function readTermTable(reader: ByteReader): TermTable | null {
  let termCount: number, table: Uint8Array, endBytes: Uint8Array, slotBytes: Uint8Array;
  try {
    termCount = reader.varint();
    table = reader.section();
    endBytes = reader.section();
    slotBytes = reader.section();
  } catch {
    return null;
  }
  const tableLength = table.length;
  // the ends' bytes bound the count, so nothing is sized by a foreign number
  if (endBytes.length !== 4 * termCount || (termCount === 0 && tableLength !== 0)) return null;
  const slotCount = slotsFor(termCount);
  if (slotBytes.length !== 4 * slotCount) return null;
  const text = Buffer.from(table.buffer, table.byteOffset, tableLength);
  if (!isUtf8(text)) return null;
  const ends = readInt32s(endBytes, 0, termCount);
  // each name ends at a space (the last at the table's end), after its start
  for (let t = 0, start = 0; t < termCount; t++) {
    const end = ends[t]!;
    if (end < start || (t + 1 < termCount ? end >= tableLength || text[end] !== SPACE : end !== tableLength)) return null;
    start = end + 1;
  }
  const slots = readInt32s(slotBytes, 0, slotCount);
  let filled = 0;
  for (let i = 0; i < slotCount; i++) {
    const v = slots[i]!;
    if (v < 0 || v > termCount) return null;
    if (v !== 0) filled++;
  }
  if (filled !== termCount) return null;
  const mask = slotCount - 1;
  const name = (t: number): string => text.toString("utf8", t === 0 ? 0 : ends[t - 1]! + 1, ends[t]!);
  let names: string[] | undefined;
  return {
    size: termCount,
    name,
    numberOf(term) {
      if (slotCount === 0) return -1;
      for (let i = termHash(term) & mask; ; i = (i + 1) & mask) {
        const v = slots[i]!;
        if (v === 0) return -1;
        if (name(v - 1) === term) return v - 1;
      }
    },
    names() {
      if (names === undefined) {
        // the ends are at spaces; when no name holds another, the split is the names
        const split = termCount === 0 ? [] : text.toString("utf8").split(" ");
        names = split.length === termCount ? split : Array.from({ length: termCount }, (_, t) => name(t));
      }
      return names;
    },
  };
}

/** A build's term numbers: `table`'s, then new terms numbered after them; iterates as the Map of them would. */
export class TableTerms implements TermNumbers {
  private readonly added = new Map<string, number>();
  constructor(private readonly table: TermTable) {}
  /** The number of `term`: the table's, an added one's, or the next number, now given to it. */
  number(term: string): number {
    const found = this.get(term);
    if (found !== undefined) return found;
    const t = this.size;
    this.added.set(term, t);
    return t;
  }
  get size(): number {
    return this.table.size + this.added.size;
  }
  get(term: string): number | undefined {
    const t = this.table.numberOf(term);
    return t >= 0 ? t : this.added.get(term);
  }
  /** Every name by number: the table's, then the added ones. */
  names(): string[] {
    return [...this.table.names(), ...this.added.keys()];
  }
  *[Symbol.iterator](): MapIterator<[string, number]> {
    const names = this.names();
    for (let t = 0; t < names.length; t++) yield [names[t]!, t];
  }
}
