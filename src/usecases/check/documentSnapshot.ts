import type { CoverageRow } from "../../evaluation/index.js";
import { ByteWriter, wellFormed } from "../../store/index.js";
import { countIn, decodeKeyedSnapshot, encodeKeyedSnapshot, readPart, type KeyedSnapshot } from "./keyedSnapshot.js";

/** What a document is without parsing it: all loadCorpus reports about it besides its sections. */
export interface DocumentOutline {
  title: string;
  lineCount: number;
  warnings: string[];
}

/** Line ranges a golden-set key resolved to in one document (see ResolvedKeyMemo). */
export type KeyRanges = Array<[number, number]>;

/** The parts of a document's record, in this order: its outline, its coverage rows, its keys' ranges. */
export const PARTS = { outline: 0, coverage: 1, keys: 2 } as const;
const PART_COUNT = 3;
const MAGIC = "chunkgate documents";

/** What a run learnt of each document it loaded (PARTS, any empty), in one store entry whose header is the chunk buckets' epoch. */
export function encodeDocumentSnapshot(docs: ReadonlyArray<{ key: string; parts: readonly Uint8Array[] }>, epoch: string): Uint8Array {
  return encodeKeyedSnapshot(MAGIC, [epoch], docs, PART_COUNT);
}

/** The snapshot {@link encodeDocumentSnapshot} wrote, or null when the bytes are not of its layout. Never throws. */
export function decodeDocumentSnapshot(bytes: Uint8Array): KeyedSnapshot | null {
  return decodeKeyedSnapshot(bytes, MAGIC, PART_COUNT);
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

/** Named lists of rows of `width` whole numbers (the 2nd less the 1st); a name whose rows do not fit is left out. */
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
