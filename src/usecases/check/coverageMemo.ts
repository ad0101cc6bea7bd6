import type { TokenizerName } from "../../chunking/index.js";
import type { CoverageRow } from "../../evaluation/index.js";
import { codeFingerprint, type ContentStore } from "../../store/index.js";
import { VERSION } from "../../version.js";
import { ByteReader, ByteWriter, readStrings, wellFormed, writeStrings } from "./byteCodec.js";
import { keyFinder } from "./keyFinder.js";

/**
 * Each document's coverage rows (coverageRows) kept between runs, by document key (path and
 * content id) and tokenizer, so a warm check reports coverage without reading any document's
 * sections or loading a tokenizer.
 */
export interface CoverageMemo {
  /** The rows remembered for the document `key` counted in `tokenizer`, or undefined. */
  rows(key: string, tokenizer: TokenizerName): readonly CoverageRow[] | undefined;
  /** Remembers `rows` for `key` in `tokenizer` (written by {@link flush}). */
  setRows(key: string, tokenizer: TokenizerName, rows: readonly CoverageRow[]): void;
  /** Writes a new snapshot for each tokenizer whose rows this run added to. */
  flush(): void;
}

/**
 * The coverage memo kept in `store`'s `coverage` namespace: one entry per tokenizer (a snapshot
 * of the rows of a run's documents, read whole on the first lookup), under the chunkgate version
 * and a fingerprint of the running code (parser, counting), so rows made by other code are never
 * read; the content store verifies the bytes, and a snapshot that does not decode is a miss (the
 * rows are counted again). A run that adds rows writes a snapshot of the documents it asked for or
 * added, so the snapshot never holds more than one run's documents; a run that adds none writes
 * nothing.
 */
export function openCoverageMemo(store: ContentStore): CoverageMemo {
  const snapshots = new Map<TokenizerName, { found: CoverageSnapshot | null; asked: Uint8Array; added: Map<string, readonly CoverageRow[]> }>();
  const stateOf = (tokenizer: TokenizerName) => {
    let state = snapshots.get(tokenizer);
    if (state === undefined) {
      const bytes = store.get("coverage", snapshotKey(tokenizer));
      const found = bytes === null ? null : decodeCoverageSnapshot(bytes);
      state = { found, asked: new Uint8Array(found?.size ?? 0), added: new Map() };
      snapshots.set(tokenizer, state);
    }
    return state;
  };
  return {
    rows(key, tokenizer) {
      const state = stateOf(tokenizer);
      const added = state.added.get(key);
      if (added) return added;
      const d = state.found ? state.found.indexOf(key) : -1;
      if (d < 0) return undefined;
      state.asked[d] = 1;
      return state.found!.rows(d);
    },
    setRows(key, tokenizer, rows) {
      stateOf(tokenizer).added.set(key, rows);
    },
    flush() {
      for (const [tokenizer, state] of snapshots) {
        if (state.added.size === 0) continue;
        const docs = new Map(state.added);
        state.found?.keys.forEach((key, d) => {
          if (state.asked[d] === 1 && !docs.has(key)) docs.set(key, state.found!.rows(d));
        });
        const sorted = [...docs].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([key, rows]) => ({ key, rows }));
        store.put("coverage", snapshotKey(tokenizer), encodeCoverageSnapshot(sorted));
      }
      snapshots.clear();
    },
  };
}

/** The store key of `tokenizer`'s snapshot: the chunkgate version and the code fingerprint, so no other code's rows are read. */
function snapshotKey(tokenizer: TokenizerName): string {
  return `chunkgate ${VERSION} coverage code ${codeFingerprint()}\u0000${tokenizer}`;
}

/** The rows of a snapshot's documents, by number. */
export interface CoverageSnapshot {
  readonly size: number;
  readonly keys: readonly string[];
  /** The document of `key`, or -1. */
  indexOf(key: string): number;
  /** Document d's rows (fresh objects each call). */
  rows(d: number): CoverageRow[];
}

const MAGIC = "chunkgate coverage rows";

/**
 * The bytes of a snapshot of `docs`: a magic section, the document count, the keys (see
 * writeStrings), then one section of every document's rows: its row count, then each row's start
 * line, its end line less its start line, and its tokens (varints). A document whose key holds a
 * lone surrogate, or whose rows are not whole numbers ≥ 0 with ends at or after starts, is left
 * out (its rows are counted again by the run that needs them).
 */
export function encodeCoverageSnapshot(docs: ReadonlyArray<{ key: string; rows: readonly CoverageRow[] }>): Uint8Array {
  const kept = docs.filter((doc) => wellFormed(doc.key) && doc.rows.every(rowFits));
  const out = new ByteWriter();
  out.text(MAGIC);
  out.varint(kept.length);
  writeStrings(out, kept.map((doc) => doc.key));
  const rows = new ByteWriter();
  for (const doc of kept) {
    rows.varint(doc.rows.length);
    for (const row of doc.rows) {
      rows.varint(row.startLine);
      rows.varint(row.endLine - row.startLine);
      rows.varint(row.tokens);
    }
  }
  out.section(rows.bytes());
  return out.bytes();
}

function rowFits(row: CoverageRow): boolean {
  const whole = (value: number) => Number.isSafeInteger(value) && value >= 0;
  return whole(row.startLine) && whole(row.endLine) && whole(row.tokens) && row.endLine >= row.startLine;
}

/**
 * The snapshot {@link encodeCoverageSnapshot} wrote, or null when the bytes are not of its layout
 * (magic, counts, keys, rows that end exactly where the bytes do, two equal keys). Decodes every
 * row on opening: a few numbers per section with text. Never throws.
 */
export function decodeCoverageSnapshot(bytes: Uint8Array): CoverageSnapshot | null {
  try {
    const reader = new ByteReader(bytes);
    if (reader.text() !== MAGIC) return null;
    const size = reader.varint();
    // each document takes a byte at least (its row count): a larger count is not of this layout
    if (size > bytes.length) return null;
    const keys = readStrings(reader, size);
    const rowReader = new ByteReader(reader.section());
    if (!reader.done()) return null;
    // document d's rows are numbers 3·first[d] … 3·first[d + 1] - 1 of `figures`
    const first = new Float64Array(size + 1);
    const figures: number[] = [];
    for (let d = 0; d < size; d++) {
      const count = rowReader.varint();
      for (let r = 0; r < count; r++) {
        const startLine = rowReader.varint();
        figures.push(startLine, startLine + rowReader.varint(), rowReader.varint());
      }
      first[d + 1] = first[d]! + count;
    }
    if (!rowReader.done() || figures.some((value) => !Number.isSafeInteger(value))) return null;
    const indexOf = keyFinder(keys);
    if (indexOf === null) return null;
    return {
      size,
      keys,
      indexOf,
      rows(d) {
        const rows: CoverageRow[] = [];
        for (let at = 3 * first[d]!; at < 3 * first[d + 1]!; at += 3) rows.push({ startLine: figures[at]!, endLine: figures[at + 1]!, tokens: figures[at + 2]! });
        return rows;
      },
    };
  } catch {
    return null;
  }
}
