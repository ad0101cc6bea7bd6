import { ByteReader, ByteWriter } from "../../store/index.js";

/** What a pull request reads of one chunk without rebuilding it: where it is (see ChunkSpan), its tokens, and its parent's id and tokens (parent-child). */
export interface ChunkFacts {
  startLine: number;
  endLine: number;
  startOffset?: number;
  endOffset?: number;
  tokens: number;
  parent?: { id: string; tokens: number };
}

/**
 * One document's chunk facts as a summary snapshot holds them, each chunk's read in place when
 * asked, so a large document is not decoded whole for the few chunks a run's questions hit.
 */
export interface DecodedFacts {
  /** Number of chunks. */
  readonly count: number;
  /** Whether chunk c's facts read (numbers safe, parent in range); other methods are meaningless for one that does not. */
  readable(c: number): boolean;
  /** Chunk c's number `f` (0 startLine, 1 endLine, 2 startOffset, 3 endOffset — NaN when absent — 4 tokens). */
  field(c: number, f: number): number;
  /** Chunk c's parent (an argument of {@link parentId} and {@link parentTokens}), -1 when none. */
  parent(c: number): number;
  /** Parent p's id. */
  parentId(p: number): string;
  /** Parent p's tokens. */
  parentTokens(p: number): number;
}

// A chunk's columns: startLine, endLine, startOffset + 1 and endOffset + 1 (0: absent), tokens,
// 1 + its parent's index (0: none). A parent's: where its id ends in the ids, its tokens.
const CHUNK_COLUMNS = 6;
const PARENT_COLUMNS = 2;
// The widest column: 7 bytes hold every safe integer (their top byte then ≤ 0x1f).
const MAX_WIDTH = 7;
const TOP_OF_SAFE = 0x1f;

/**
 * One document's chunk facts (each value whole, ≥ 0, safe: factsFit) as {@link openChunkFacts} reads
 * them: the parent count (varint), each column's byte width (two to a byte), the parents' rows, the
 * chunks' rows (little-endian), then the parents' ids joined. Fixed-width rows, so one chunk's facts
 * are read at `row · stride` without reading the others.
 */
export function encodeChunkFacts(chunks: readonly ChunkFacts[]): Uint8Array {
  const parents = new Map<string, number>();
  const parentTokens: number[] = [];
  for (const chunk of chunks) {
    if (chunk.parent && !parents.has(chunk.parent.id)) {
      parents.set(chunk.parent.id, parents.size);
      parentTokens.push(chunk.parent.tokens);
    }
  }
  const out = new ByteWriter();
  out.varint(parents.size);
  const ids = [...parents.keys()].map((id) => Buffer.from(id, "utf8"));
  const idEnds: number[] = [];
  ids.reduce((end, id) => (idEnds.push(end + id.length), end + id.length), 0);
  const parentColumns = parents.size > 0 ? [idEnds, parentTokens] : [];
  const chunkColumns = [
    chunks.map((chunk) => chunk.startLine),
    chunks.map((chunk) => chunk.endLine),
    chunks.map((chunk) => (chunk.startOffset === undefined ? 0 : chunk.startOffset + 1)),
    chunks.map((chunk) => (chunk.endOffset === undefined ? 0 : chunk.endOffset + 1)),
    chunks.map((chunk) => chunk.tokens),
    chunks.map((chunk) => (chunk.parent ? parents.get(chunk.parent.id)! + 1 : 0)),
  ];
  const parentWidths = parentColumns.map(widthOf);
  const chunkWidths = chunkColumns.map(widthOf);
  out.raw(packedWidths([...parentWidths, ...chunkWidths]));
  writeRows(out, parentColumns, parentWidths, parents.size);
  writeRows(out, chunkColumns, chunkWidths, chunks.length);
  for (const id of ids) out.raw(id);
  return out.bytes();
}

// The fewest bytes that hold every value of `column`.
function widthOf(column: readonly number[]): number {
  const largest = column.reduce((max, value) => Math.max(max, value), 0);
  let width = 0;
  for (let limit = 1; largest >= limit; limit *= 256) width++;
  return width;
}

// Widths two to a byte, the first in the low half.
function packedWidths(widths: readonly number[]): Uint8Array {
  const packed = new Uint8Array(Math.ceil(widths.length / 2));
  widths.forEach((width, i) => (packed[i >> 1]! |= width << (4 * (i & 1))));
  return packed;
}

function writeRows(out: ByteWriter, columns: ReadonlyArray<readonly number[]>, widths: readonly number[], rows: number): void {
  const stride = widths.reduce((sum, width) => sum + width, 0);
  const bytes = new Uint8Array(stride * rows);
  for (let r = 0, at = 0; r < rows; r++) {
    columns.forEach((column, k) => {
      for (let i = 0, value = column[r]!; i < widths[k]!; i++, value = Math.floor(value / 256)) bytes[at++] = value % 256;
    });
  }
  out.raw(bytes);
}

/**
 * The facts of `count` chunks {@link encodeChunkFacts} wrote, or null when the widths or the rows'
 * extent do not fit the bytes. Reads the header only; each chunk is checked when asked
 * (DecodedFacts.readable). Never throws.
 */
export function openChunkFacts(bytes: Uint8Array, count: number): DecodedFacts | null {
  try {
    const reader = new ByteReader(bytes);
    const parentCount = reader.varint();
    const parentColumns = parentCount > 0 ? PARENT_COLUMNS : 0;
    const widthBytes = Math.ceil((parentColumns + CHUNK_COLUMNS) / 2);
    const widthsAt = reader.position;
    if (widthsAt + widthBytes > bytes.length) return null;
    const widths: number[] = [];
    for (let i = 0; i < parentColumns + CHUNK_COLUMNS; i++) widths.push((bytes[widthsAt + (i >> 1)]! >> (4 * (i & 1))) & 0xf);
    if (widths.some((width) => width > MAX_WIDTH)) return null;
    const parents = new Rows(bytes, widthsAt + widthBytes, widths.slice(0, parentColumns));
    const chunks = new Rows(bytes, parents.at + parentCount * parents.stride, widths.slice(parentColumns));
    const idsAt = chunks.at + count * chunks.stride;
    if (idsAt > bytes.length || (parentCount > 0 && !parents.safe(parentCount - 1))) return null;
    const idsLength = parentCount > 0 ? parents.value(parentCount - 1, 0) : 0;
    if (idsAt + idsLength !== bytes.length) return null;
    return new FactsInPlace(chunks, parents, parentCount, Buffer.from(bytes.buffer, bytes.byteOffset + idsAt, idsLength), count);
  } catch {
    return null;
  }
}

// Fixed-width rows of unsigned little-endian columns from `at`.
class Rows {
  readonly stride: number;
  private readonly columnAt: number[] = [];
  constructor(
    private readonly bytes: Uint8Array,
    readonly at: number,
    private readonly widths: readonly number[],
  ) {
    let stride = 0;
    for (const width of widths) {
      this.columnAt.push(stride);
      stride += width;
    }
    this.stride = stride;
  }
  /** Row r's column k. */
  value(r: number, k: number): number {
    const from = this.at + r * this.stride + this.columnAt[k]!;
    let value = 0;
    for (let i = from + this.widths[k]! - 1; i >= from; i--) value = value * 256 + this.bytes[i]!;
    return value;
  }
  /** Whether every column of row r holds a safe integer: a 7-byte one's top byte is ≤ 0x1f. */
  safe(r: number): boolean {
    for (let k = 0; k < this.widths.length; k++) {
      if (this.widths[k] === MAX_WIDTH && this.bytes[this.at + r * this.stride + this.columnAt[k]! + MAX_WIDTH - 1]! > TOP_OF_SAFE) return false;
    }
    return true;
  }
}

class FactsInPlace implements DecodedFacts {
  constructor(
    private readonly chunks: Rows,
    private readonly parents: Rows,
    private readonly parentCount: number,
    private readonly ids: Buffer,
    readonly count: number,
  ) {}
  readable(c: number): boolean {
    if (!(Number.isInteger(c) && c >= 0 && c < this.count) || !this.chunks.safe(c)) return false;
    const p = this.chunks.value(c, 5) - 1;
    if (p < 0) return true;
    if (p >= this.parentCount || !this.parents.safe(p) || (p > 0 && !this.parents.safe(p - 1))) return false;
    const start = p === 0 ? 0 : this.parents.value(p - 1, 0);
    const end = this.parents.value(p, 0);
    return start <= end && end <= this.ids.length;
  }
  field(c: number, f: number): number {
    const value = this.chunks.value(c, f);
    if (f === 2 || f === 3) return value === 0 ? NaN : value - 1;
    return value;
  }
  parent(c: number): number {
    return this.chunks.value(c, 5) - 1;
  }
  parentId(p: number): string {
    return this.ids.toString("utf8", p === 0 ? 0 : this.parents.value(p - 1, 0), this.parents.value(p, 0));
  }
  parentTokens(p: number): number {
    return this.parents.value(p, 1);
  }
}
