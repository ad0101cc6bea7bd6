import type { CoverageRow } from "../../evaluation/index.js";
import { ByteReader, ByteWriter, readStrings, wellFormed, writeStrings } from "../../store/index.js";
import { keyFinder } from "./keyFinder.js";

/** What a document is without parsing it: all loadCorpus reports about it besides its sections. */
export interface DocumentOutline {
  title: string;
  lineCount: number;
  warnings: string[];
}

/** Line ranges a golden-set key resolved to in one document (see ResolvedKeyMemo). */
export type KeyRanges = Array<[number, number]>;

/**
 * What a run learnt of each document it loaded, in one store entry with the chunk buckets' epoch:
 * per document three parts (PARTS), any empty, each decoded only when asked for.
 */
export interface DocumentSnapshot {
  /** The epoch of the chunk buckets when it was written (see openChunkCache). */
  readonly epoch: string;
  readonly size: number;
  /** The documents' keys (path and content id), by number. */
  readonly keys: readonly string[];
  /** The document of `key`, or -1. */
  indexOf(key: string): number;
  /** Part `p` of document d's record, as bytes (to decode, or to copy into a new snapshot). */
  part(d: number, p: number): Uint8Array;
}

/** The parts of a document's record, in this order: its outline, its coverage rows, its keys' ranges. */
export const PARTS = { outline: 0, coverage: 1, keys: 2 } as const;
const PART_COUNT = 3;
const MAGIC = "chunkgate documents";

/**
 * The bytes of a snapshot of `docs` under `epoch`: a magic, the epoch, the count, the keys
 * (writeStrings), each part's length, then the parts. A key that would not read back is left out.
 */
export function encodeDocumentSnapshot(docs: ReadonlyArray<{ key: string; parts: readonly Uint8Array[] }>, epoch: string): Uint8Array {
  const kept = docs.filter((doc) => wellFormed(doc.key) && doc.parts.length === PART_COUNT);
  const out = new ByteWriter();
  out.text(MAGIC);
  out.text(epoch);
  out.varint(kept.length);
  writeStrings(out, kept.map((doc) => doc.key));
  const lengths = new ByteWriter();
  for (const doc of kept) for (const part of doc.parts) lengths.varint(part.length);
  out.section(lengths.bytes());
  out.section(Buffer.concat(kept.flatMap((doc) => doc.parts)));
  return out.bytes();
}

/** The snapshot {@link encodeDocumentSnapshot} wrote, or null when the bytes are not of its layout (counts, lengths, two equal keys). Never throws. */
export function decodeDocumentSnapshot(bytes: Uint8Array): DocumentSnapshot | null {
  try {
    const reader = new ByteReader(bytes);
    if (reader.text() !== MAGIC) return null;
    const epoch = reader.text();
    const size = reader.varint();
    // each document takes a byte at least (its key's length): a larger count is not of this layout
    if (size > bytes.length) return null;
    const keys = readStrings(reader, size);
    const lengths = new ByteReader(reader.section());
    const records = reader.section();
    if (!reader.done()) return null;
    const at = new Float64Array(size * PART_COUNT + 1);
    for (let i = 0; i < size * PART_COUNT; i++) at[i + 1] = at[i]! + lengths.varint();
    if (!lengths.done() || at[size * PART_COUNT] !== records.length) return null;
    const indexOf = keyFinder(keys);
    if (indexOf === null) return null;
    return { epoch, size, keys, indexOf, part: (d, p) => records.subarray(at[d * PART_COUNT + p]!, at[d * PART_COUNT + p + 1]!) };
  } catch {
    return null;
  }
}

/** An outline's part: its line count, title and warnings (count, then each); empty when it would not read back exactly (a fraction, a lone surrogate). */
export function encodeOutline(outline: DocumentOutline): Uint8Array {
  if (!Number.isSafeInteger(outline.lineCount) || outline.lineCount < 0 || !wellFormed(outline.title) || !outline.warnings.every(wellFormed)) return new Uint8Array();
  const out = new ByteWriter();
  out.varint(outline.lineCount);
  out.text(outline.title);
  out.varint(outline.warnings.length);
  for (const warning of outline.warnings) out.text(warning);
  return out.bytes();
}

/** The outline of a part {@link encodeOutline} wrote (a fresh object), or undefined for any other bytes. */
export function decodeOutline(bytes: Uint8Array): DocumentOutline | undefined {
  return readPart(bytes, (reader) => {
    const lineCount = reader.varint();
    const title = reader.text();
    const warnings = Array.from({ length: countIn(reader, bytes) }, () => reader.text());
    return { title, lineCount, warnings };
  });
}

/**
 * A part of named lists of rows of `width` whole numbers ≥ 0, the second stored less the first; a
 * name whose rows do not fit that is left out (counted again when needed).
 */
function encodeNamedRows(lists: ReadonlyMap<string, ReadonlyArray<readonly number[]>>, width: number): Uint8Array {
  const whole = (value: number) => Number.isSafeInteger(value) && value >= 0;
  const kept = [...lists].filter(([name, rows]) => wellFormed(name) && rows.every((row) => row.length === width && row.every(whole) && row[1]! >= row[0]!));
  if (kept.length === 0) return new Uint8Array();
  const out = new ByteWriter();
  out.varint(kept.length);
  for (const [name, rows] of kept) {
    out.text(name);
    out.varint(rows.length);
    for (const row of rows) row.forEach((value, i) => out.varint(i === 1 ? value - row[0]! : value));
  }
  return out.bytes();
}

function decodeNamedRows(bytes: Uint8Array, width: number): Map<string, number[][]> | undefined {
  return readPart(bytes, (reader) => {
    const lists = new Map<string, number[][]>();
    for (let n = countIn(reader, bytes); n > 0; n--) {
      const name = reader.text();
      const rows = Array.from({ length: countIn(reader, bytes) }, () => {
        const row = Array.from({ length: width }, () => reader.varint());
        row[1]! += row[0]!;
        return row;
      });
      lists.set(name, rows);
    }
    return lists;
  });
}

/** A coverage part: each tokenizer's rows (start line, end line, content tokens). */
export function encodeCoverage(byTokenizer: ReadonlyMap<string, readonly CoverageRow[]>): Uint8Array {
  return encodeNamedRows(new Map([...byTokenizer].map(([name, rows]) => [name, rows.map((r) => [r.startLine, r.endLine, r.tokens])])), 3);
}

/** The rows of each tokenizer in a part {@link encodeCoverage} wrote (fresh objects), or undefined for any other bytes. */
export function decodeCoverage(bytes: Uint8Array): Map<string, CoverageRow[]> | undefined {
  const lists = decodeNamedRows(bytes, 3);
  return lists && new Map([...lists].map(([name, rows]) => [name, rows.map(([startLine, endLine, tokens]) => ({ startLine: startLine!, endLine: endLine!, tokens: tokens! }))]));
}

/** A keys part: each key's heading (as ResolvedKeyMemo names it) and the line ranges it resolved to. */
export function encodeKeys(byHeading: ReadonlyMap<string, KeyRanges>): Uint8Array {
  return encodeNamedRows(byHeading, 2);
}

/** The ranges of each key in a part {@link encodeKeys} wrote, or undefined for any other bytes. */
export function decodeKeys(bytes: Uint8Array): Map<string, KeyRanges> | undefined {
  return decodeNamedRows(bytes, 2) as Map<string, KeyRanges> | undefined;
}

// `read`'s value, or undefined for an empty part, one that does not end where `read` does, or one `read` throws on
function readPart<T>(bytes: Uint8Array, read: (reader: ByteReader) => T): T | undefined {
  if (bytes.length === 0) return undefined;
  try {
    const reader = new ByteReader(bytes);
    const value = read(reader);
    return reader.done() ? value : undefined;
  } catch {
    return undefined;
  }
}

// a count read from `reader`, which throws when `bytes` cannot hold that many items of a byte each
function countIn(reader: ByteReader, bytes: Uint8Array): number {
  const count = reader.varint();
  if (count > bytes.length) throw new RangeError("count past the part's end");
  return count;
}
