import { randomBytes } from "node:crypto";
import type { TokenizerName } from "../../chunking/index.js";
import { documentKeyOf } from "../../corpus/index.js";
import type { CoverageRow, ResolvedKeyMemo } from "../../evaluation/index.js";
import { codeFingerprint, type ContentStore } from "../../store/index.js";
import { VERSION } from "../../version.js";
import { decodeCoverage, decodeDocumentSnapshot, decodeKeys, decodeOutline, encodeCoverage, encodeDocumentSnapshot, encodeKeys, encodeOutline, PARTS, type DocumentOutline, type KeyRanges } from "./documentSnapshot.js";
import type { KeyedSnapshot } from "./keyedSnapshot.js";

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
