import type { Chunk } from "../../chunking/index.js";
import { termCountsVerify, VarintReader, VarintWriter, type TermCounts } from "../../retrieval/index.js";
import { compactChunks, expandRows, type ChunkContext, type CompactChunks } from "./compactChunks.js";

/** What one chunk cache entry holds: a document's chunks, its figures and (when counted) its chunks' term counts. */
export interface ChunkEntry {
  chunks: Chunk[];
  tokens: number;
  words: number;
  sections: number;
  terms?: TermCounts;
}

/**
 * One document's chunk cache entry as bytes: a small JSON header (the figures, the chunks' field
 * orders, heading paths and headers, see CompactChunks, and the row values that are not small
 * integers), then every row value as a varint (an integer of magnitude under 2^28 as an even code,
 * see smallCode; any other value as 1, taken in turn from the header), then the term counts' table
 * and counts as they are. JSON of the same entries made a warm run of vba-docs decode 26 MB of text and
 * parse 70,000 arrays; this decodes the header and the term table only.
 */
export function encodeChunkEntry(entry: ChunkEntry, context: ChunkContext): Uint8Array {
  const compact = compactChunks(entry.chunks, context);
  const side: unknown[] = [];
  const stream = new VarintWriter();
  for (const row of compact.c) {
    for (const value of row) {
      const code = typeof value === "number" ? smallCode(value) : -1;
      if (code < 0) {
        side.push(value);
        stream.write(1);
      } else stream.write(code);
    }
  }
  const header = { k: entry.tokens, w: entry.words, n: entry.sections, s: compact.s, h: compact.h, e: compact.e, r: compact.c.length, x: side, ...(entry.terms ? { t: entry.terms.texts } : {}) };
  const out = new ByteWriter();
  out.section(Buffer.from(JSON.stringify(header), "utf8"));
  out.section(stream.bytes());
  if (entry.terms) {
    out.section(Buffer.from(entry.terms.terms, "utf8"));
    out.raw(entry.terms.counts);
  }
  return out.bytes();
}

/**
 * The entry {@link encodeChunkEntry} wrote, its chunks rebuilt for the document `context`; null
 * when the bytes are not of that layout or do not fit the document (then the caller chunks it
 * again). Term counts that do not decode, or not to one text per chunk, are left out (then counted
 * again), never trusted. Never throws.
 */
export function decodeChunkEntry(bytes: Uint8Array, context: ChunkContext): ChunkEntry | null {
  try {
    const reader = new ByteReader(bytes);
    const header = JSON.parse(reader.text()) as { k?: unknown; w?: unknown; n?: unknown; r?: unknown; x?: unknown; t?: unknown } & Omit<CompactChunks, "c">;
    if (typeof header.k !== "number" || typeof header.w !== "number" || typeof header.n !== "number" || typeof header.r !== "number" || !Array.isArray(header.x)) return null;
    const stream = new VarintReader(reader.section());
    const side = header.x;
    let taken = 0;
    const next = (): unknown => {
      // codes are under 2^30; -1 is past the end or too long, another negative a damaged fifth byte
      const value = stream.read();
      if (value < 0) throw new RangeError("not a value code");
      return value === 1 ? side[taken++] : fromCode(value);
    };
    const chunks = expandRows(header, context, { count: header.r, row: () => -1, next });
    if (chunks === null || !stream.done() || taken !== side.length) return null;
    const found: ChunkEntry = { chunks, tokens: header.k, words: header.w, sections: header.n };
    if (typeof header.t === "number" && header.t === chunks.length) {
      const terms = { texts: header.t, terms: reader.text(), counts: reader.rest() };
      if (termCountsVerify(terms)) found.terms = terms;
    }
    return found;
  } catch {
    return null;
  }
}

const LIMIT = 2 ** 28;

/** An integer of magnitude under 2^28 as an even code (zigzag, doubled); -1 for any other number. */
function smallCode(value: number): number {
  if (!Number.isInteger(value) || Object.is(value, -0) || value >= LIMIT || value <= -LIMIT) return -1;
  return value >= 0 ? 4 * value : -4 * value - 2;
}

function fromCode(code: number): number {
  if (code % 2 !== 0) throw new RangeError(`not a value code: ${code}`);
  return code % 4 === 0 ? code / 4 : -(code + 2) / 4;
}

/** Bytes written in sections (each after its length as a varint), into one growing array. */
class ByteWriter {
  private buffer = new Uint8Array(1024);
  private length = 0;
  varint(value: number): void {
    this.room(8);
    let v = value;
    while (v >= 0x80) {
      this.buffer[this.length++] = (v % 0x80) | 0x80;
      v = Math.floor(v / 0x80);
    }
    this.buffer[this.length++] = v;
  }
  section(bytes: Uint8Array): void {
    this.varint(bytes.length);
    this.raw(bytes);
  }
  raw(bytes: Uint8Array): void {
    this.room(bytes.length);
    this.buffer.set(bytes, this.length);
    this.length += bytes.length;
  }
  bytes(): Uint8Array {
    return this.buffer.slice(0, this.length);
  }
  private room(more: number): void {
    if (this.length + more <= this.buffer.length) return;
    const grown = new Uint8Array(Math.max(this.buffer.length * 2, this.length + more));
    grown.set(this.buffer.subarray(0, this.length));
    this.buffer = grown;
  }
}

/** Reads what ByteWriter wrote; throws past the end. */
class ByteReader {
  private at = 0;
  constructor(private readonly bytes: Uint8Array) {}
  section(): Uint8Array {
    const length = this.varint();
    if (this.at + length > this.bytes.length) throw new RangeError("section past the end");
    const found = this.bytes.subarray(this.at, this.at + length);
    this.at += length;
    return found;
  }
  text(): string {
    const bytes = this.section();
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8");
  }
  rest(): Uint8Array {
    const found = this.bytes.subarray(this.at);
    this.at = this.bytes.length;
    return found;
  }
  private varint(): number {
    let value = 0;
    for (let shift = 0; ; shift += 7) {
      if (this.at >= this.bytes.length || shift > 35) throw new RangeError("varint past the end");
      const byte = this.bytes[this.at++]!;
      value += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return value;
    }
  }
}
