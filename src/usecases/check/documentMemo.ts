import { randomBytes } from "node:crypto";
import type { TokenizerName } from "../../chunking/index.js";
import { documentKeyOf } from "../../corpus/index.js";
import type { CoverageRow, ResolvedKeyMemo } from "../../evaluation/index.js";
import { ByteWriter, codeFingerprint, wellFormed, type ContentStore } from "../../store/index.js";
import { VERSION } from "../../version.js";
import { countIn, decodeKeyedSnapshot, encodeKeyedSnapshot, readPart, type KeyedSnapshot } from "./keyedSnapshot.js";

/** Each document's coverage rows (coverageRows), by document key (path and content id) and tokenizer. */
export interface CoverageMemo {
  /** The rows remembered for the document `key` counted in `tokenizer`, or undefined. */
  rows(key: string, tokenizer: TokenizerName): readonly CoverageRow[] | undefined;
  /** Remembers `rows` for `key` in `tokenizer`. */
  setRows(key: string, tokenizer: TokenizerName, rows: readonly CoverageRow[]): void;
}

/** What a warm run knows of a document by its key without reading it: outline, coverage rows, resolved keys' ranges. */
export interface DocumentMemo {
  /** The outline of the document `key`, a fresh object, or undefined (the caller reads the prepared document). */
  outline(key: string): DocumentOutline | undefined;
  /** Keeps `outline` for `key`. */
  setOutline(key: string, outline: DocumentOutline): void;
  readonly coverage: CoverageMemo;
  readonly keys: ResolvedKeyMemo;
  /** The epoch of the chunk buckets (see openChunkCache): the snapshot's, or a new one when there is none. */
  epoch(): string;
  /** Rewrites the snapshot, of the documents this run used only, when anything is new; a new epoch on `restart`. */
  flush(restart: boolean): void;
}

/** The document memo kept in one `sources` entry keyed by version and code; a part that does not decode is a miss. */
export function openDocumentMemo(store: ContentStore): DocumentMemo {
  const key = `chunkgate ${VERSION} documents code ${codeFingerprint()}`;
  let snapshot: KeyedSnapshot | null | undefined;
  let asked = new Uint8Array();
  let newEpoch: string | undefined;
  const added = new Map<string, { outline?: DocumentOutline; coverage?: Map<string, readonly CoverageRow[]>; keys?: Map<string, KeyRanges> }>();
  const addedTo = (doc: string) => added.get(doc) ?? added.set(doc, {}).get(doc)!;
  const read = (): KeyedSnapshot | null => {
    if (snapshot === undefined) {
      const bytes = store.get("sources", key);
      snapshot = bytes === null ? null : decodeDocumentSnapshot(bytes);
      asked = new Uint8Array(snapshot?.size ?? 0);
    }
    return snapshot;
  };
  // part `p` of `doc`'s record decoded (the document then kept by the next snapshot), or undefined
  const lookUp = <T>(doc: string, p: number, decode: (bytes: Uint8Array) => T | undefined): T | undefined => {
    const found = read();
    const d = found ? found.indexOf(doc) : -1;
    const value = d < 0 ? undefined : decode(found!.part(d, p));
    if (value !== undefined) asked[d] = 1;
    return value;
  };
  // the outline last asked for: loading asks whether a document has one, then for it
  let last: { key: string; outline: DocumentOutline | undefined } | undefined;
  const headingOf = (heading: readonly string[] | null): string => (heading === null ? "document" : JSON.stringify(heading));
  const epoch = (): string => newEpoch ?? read()?.header[0] ?? (newEpoch = randomBytes(8).toString("hex"));
  return {
    outline(doc) {
      if (last?.key !== doc) last = { key: doc, outline: added.get(doc)?.outline ?? lookUp(doc, PARTS.outline, decodeOutline) };
      const found = last.outline;
      return found && { title: found.title, lineCount: found.lineCount, warnings: [...found.warnings] };
    },
    setOutline(doc, outline) {
      if (last?.key === doc) last = undefined;
      addedTo(doc).outline = { title: outline.title, lineCount: outline.lineCount, warnings: [...outline.warnings] };
    },
    coverage: {
      rows: (doc, tokenizer) => added.get(doc)?.coverage?.get(tokenizer) ?? lookUp(doc, PARTS.coverage, decodeCoverage)?.get(tokenizer),
      setRows(doc, tokenizer, rows) {
        (addedTo(doc).coverage ??= new Map()).set(tokenizer, rows);
      },
    },
    keys: {
      ranges(document, heading) {
        const doc = documentKeyOf(document);
        return doc === undefined ? undefined : (added.get(doc)?.keys?.get(headingOf(heading)) ?? lookUp(doc, PARTS.keys, decodeKeys)?.get(headingOf(heading)));
      },
      setRanges(document, heading, ranges) {
        const doc = documentKeyOf(document);
        if (doc !== undefined) (addedTo(doc).keys ??= new Map()).set(headingOf(heading), ranges.map(([start, end]) => [start, end]));
      },
    },
    epoch,
    flush(restart) {
      const found = read();
      if (restart || newEpoch !== undefined || added.size > 0) {
        const docs = new Map<string, Uint8Array[]>();
        found?.keys.forEach((doc, d) => {
          if (asked[d] === 1) docs.set(doc, [0, 1, 2].map((p) => found.part(d, p)));
        });
        for (const [doc, facts] of added) {
          const d = found ? found.indexOf(doc) : -1;
          const parts = docs.get(doc) ?? [0, 1, 2].map((p) => (d < 0 ? new Uint8Array() : found!.part(d, p)));
          if (facts.outline) parts[PARTS.outline] = encodeOutline(facts.outline);
          if (facts.coverage) parts[PARTS.coverage] = encodeCoverage(new Map([...(decodeCoverage(parts[PARTS.coverage]!) ?? []), ...facts.coverage]));
          if (facts.keys) parts[PARTS.keys] = encodeKeys(new Map([...(decodeKeys(parts[PARTS.keys]!) ?? []), ...facts.keys]));
          docs.set(doc, parts);
        }
        const sorted = [...docs].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([doc, parts]) => ({ key: doc, parts }));
        store.put("sources", key, encodeDocumentSnapshot(sorted, restart ? randomBytes(8).toString("hex") : epoch()));
        snapshot = undefined;
        newEpoch = undefined;
        added.clear();
        last = undefined;
      }
      asked.fill(0);
    },
  };
}

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
