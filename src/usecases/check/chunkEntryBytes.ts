import type { Chunk } from "../../chunking/index.js";
import { ByteReader, ByteWriter, VarintReader } from "../../store/index.js";
import { compactChunks, expandRows, type ChunkContext, type CompactChunks } from "./compactChunks.js";

/** What one chunk cache entry holds: a document's chunks, and its content lines' tokens and words in the chunking's tokenizer and its sections. */
export interface ChunkEntry {
  chunks: Chunk[];
  tokens: number;
  words: number;
  sections: number;
}

/** A stored entry's figures and chunk count, each chunk rebuilt (with its block of BLOCK) when first asked for. */
export interface OpenedEntry extends Omit<ChunkEntry, "chunks"> {
  count: number;
  /** Chunk i, equal field for field and in order to the chunk stored; null when i is out of range or its block does not fit the document. */
  chunk(i: number): Chunk | null;
}

/** The JSON header of an entry: CompactChunks without its rows, the row count, the row values that are not small integers, the figures. */
type Header = Omit<CompactChunks, "c"> & { r: number; x: unknown[]; t: number; w: number; n: number };

/**
 * One document's chunk cache entry as bytes: the JSON header, then every row value as a varint
 * (smallCode; 1 takes the header's next value). Rows are varints so that a run rebuilds only the
 * blocks of chunks it looks at.
 */
export function encodeChunkEntry(entry: ChunkEntry, context: ChunkContext): Uint8Array {
  const compact = compactChunks(entry.chunks, context);
  const side: unknown[] = [];
  const stream = new ByteWriter();
  for (const row of compact.c) {
    for (const value of row) {
      const code = typeof value === "number" ? smallCode(value) : -1;
      if (code < 0) {
        side.push(value);
        stream.varint(1);
      } else stream.varint(code);
    }
  }
  const header: Header = { s: compact.s, h: compact.h, e: compact.e, r: compact.c.length, x: side, t: entry.tokens, w: entry.words, n: entry.sections };
  const out = new ByteWriter();
  out.text(JSON.stringify(header));
  out.section(stream.bytes());
  return out.bytes();
}

/** Chunks rebuilt at a time by {@link openChunkEntry}: a pull request looks at few of a large document's chunks. */
const BLOCK = 16;

/**
 * The entry {@link encodeChunkEntry} wrote, opened for the document `context`; null when the bytes
 * are not of that layout or a figure is not a whole number ≥ 0 (a miss). Never throws.
 */
export function openChunkEntry(bytes: Uint8Array, context: ChunkContext): OpenedEntry | null {
  let header: Header;
  let marks: Int32Array | null;
  let stream: Uint8Array;
  try {
    const reader = new ByteReader(bytes);
    header = JSON.parse(reader.text()) as Header;
    stream = reader.section();
    const { r: count, x: side, s } = header;
    // a row takes a byte at least: no allocation is sized by a larger count
    if (!reader.done() || ![count, header.t, header.w, header.n].every(whole) || count > stream.length || !Array.isArray(side) || !Array.isArray(s)) return null;
    marks = blockMarks(stream, count, s.map((joined) => storedValues(String(joined))), side.length);
  } catch {
    return null;
  }
  if (marks === null) return null;
  const blocks: Array<Chunk[] | null> = [];
  return {
    count: header.r,
    tokens: header.t,
    words: header.w,
    sections: header.n,
    chunk(i) {
      if (!(i >= 0 && i < header.r)) return null;
      const b = Math.floor(i / BLOCK);
      const block = (blocks[b] ??= rebuildBlock(header, context, stream, b, marks));
      return block === null ? null : block[i - b * BLOCK]!;
    },
  };
}

/** The chunks of the entry {@link encodeChunkEntry} wrote, rebuilt for the document `context`, and its figures; null when they do not read or fit it (a miss). Never throws. */
export function decodeChunkEntry(bytes: Uint8Array, context: ChunkContext): ChunkEntry | null {
  const opened = openChunkEntry(bytes, context);
  if (opened === null) return null;
  const chunks: Chunk[] = [];
  for (let i = 0; i < opened.count; i++) {
    const chunk = opened.chunk(i);
    if (chunk === null) return null;
    chunks.push(chunk);
  }
  return { chunks, tokens: opened.tokens, words: opened.words, sections: opened.sections };
}

function whole(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0;
}

// The values a row of the field order `joined` stores: its fields less the document's own (marked `*`).
function storedValues(joined: string): number {
  return joined.split(",").filter((part) => !part.endsWith("*")).length;
}

// Where each block's rows start (their first byte in the stream, their first side value); null
// unless every row names a field order and the rows read to exactly the stream's end and side values.
function blockMarks(stream: Uint8Array, count: number, stored: readonly number[], sides: number): Int32Array | null {
  const marks = new Int32Array(2 * Math.ceil(count / BLOCK));
  const rows = new VarintReader(stream);
  let taken = 0;
  for (let i = 0; i < count; i++) {
    if (i % BLOCK === 0) {
      marks[(2 * i) / BLOCK] = rows.at;
      marks[(2 * i) / BLOCK + 1] = taken;
    }
    const code = rows.read();
    const values = code >= 0 && code % 4 === 0 ? stored[code / 4] : undefined;
    if (values === undefined) return null;
    for (let v = 0; v < values; v++) {
      const value = rows.read();
      if (value < 0 || (value !== 1 && value % 2 !== 0)) return null;
      if (value === 1) taken++;
    }
  }
  return rows.done() && taken === sides ? marks : null;
}

// Block b's chunks, or null when they do not fit the document.
function rebuildBlock(header: Header, context: ChunkContext, stream: Uint8Array, b: number, marks: Int32Array): Chunk[] | null {
  const rows = new VarintReader(stream, marks[2 * b]!);
  let taken = marks[2 * b + 1]!;
  const next = (): unknown => {
    const value = rows.read();
    return value === 1 ? header.x[taken++] : fromCode(value);
  };
  try {
    return expandRows(header, context, { count: Math.min(BLOCK, header.r - b * BLOCK), first: b * BLOCK, next });
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
