import { VarintWriter } from "./termCounts.js";

/**
 * A source's (term, frequency) pairs as a term snapshot keeps them: grouped by term, the way an
 * index lays its postings out, so a warm build copies each term's postings with a few documents
 * masked out instead of replaying every pair document by document and sorting them by term again
 * (buildBm25IndexFromCounts). Stored documents are numbered 0 … docCount − 1 in the order the
 * snapshot lists them; a build maps them to its own positions.
 *
 * The postings stay in their compact bytes (`bytes[at .. end)`, see {@link encodeStoredPostings}),
 * read once to verify them ({@link readStoredPostings}) and again, term by term, by the build, only
 * for the terms searches ask for (postingsFromStored): decoding them into arrays first cost more in
 * fresh memory (10 MB on vba-docs, paged in at first write) than the second reading does.
 */
export interface StoredPostings {
  /** Number of stored documents (chunks). */
  readonly docCount: number;
  /** Number of terms, numbered 0 … termCount − 1 (in the table of the snapshot). */
  readonly termCount: number;
  /** Number of postings of all the terms. */
  readonly postingCount: number;
  readonly bytes: Uint8Array;
  readonly at: number;
  readonly end: number;
  /** Per stored document: its number of analysed terms (the sum of its frequencies). */
  readonly docLength: Int32Array;
  /** Per stored document: its number of distinct terms (its postings). */
  readonly docPairs: Int32Array;
  /**
   * Per term: where in `bytes` its postings start (at its number of postings), so that one term's
   * postings are read without reading the terms before it (postingsFromStored builds them on first use).
   */
  readonly termAt: Int32Array;
}

/**
 * The postings bytes of terms 0 … termStart.length − 2, where term t's postings are `doc` and `freq`
 * at `termStart[t] .. termStart[t + 1] - 1`, documents strictly ascending, frequencies ≥ 1.
 *
 * Layout, every number an unsigned LEB128 varint: the number of postings; then term by term its
 * number of postings and each posting as `2 · (gap − 1) + (frequency > 1)`, gap being the distance
 * from the term's previous document (from −1 for its first), followed by `frequency − 2` when the
 * frequency is over 1. Small because most gaps are 1 and most frequencies 1 (vba-docs: 1.9 MB for
 * 1.26 million postings, against 4.6 MB as pairs).
 */
export function encodeStoredPostings(termStart: Int32Array, doc: Int32Array, freq: Int32Array): Uint8Array {
  const out = new VarintWriter();
  out.write(doc.length);
  for (let t = 0; t + 1 < termStart.length; t++) {
    out.write(termStart[t + 1]! - termStart[t]!);
    let previous = -1;
    for (let p = termStart[t]!; p < termStart[t + 1]!; p++) {
      const f = freq[p]!;
      out.write(2 * (doc[p]! - previous - 1) + (f > 1 ? 1 : 0));
      if (f > 1) out.write(f - 2);
      previous = doc[p]!;
    }
  }
  return out.bytes();
}

/** Stored documents are numbered below this, so that every varint of the postings fits 28 bits. */
export const MAX_STORED_DOCS = 1 << 26;

/**
 * The StoredPostings of `termCount` terms over `docCount` documents that {@link encodeStoredPostings}
 * wrote to `bytes[at ..]`, ending exactly at the end of `bytes`; or null when they are not that: a
 * count that does not add up, a document not above the term's previous one or not below
 * `docCount`, a varint over 4 bytes, bytes missing or left over. Never throws.
 */
export function readStoredPostings(bytes: Uint8Array, at: number, termCount: number, docCount: number): StoredPostings | null {
  if (!(docCount >= 0 && docCount <= MAX_STORED_DOCS && termCount >= 0)) return null;
  const from = at;
  const end = bytes.length;
  let postingCount = 0;
  for (let shift = 0, byte = 0x80; byte >= 0x80; shift += 7) {
    if (at >= end || shift > 21) return null;
    byte = bytes[at++]!;
    postingCount |= (byte & 0x7f) << shift;
  }
  const docLength = new Int32Array(docCount);
  const docPairs = new Int32Array(docCount);
  const termAt = new Int32Array(termCount);
  let left = postingCount;
  // Varints decoded inline (no reader object): this reads every posting of a source, ~1.3 million
  // on vba-docs. At most 4 bytes each, so no value overflows.
  for (let t = 0; t < termCount; t++) {
    termAt[t] = at;
    let n = 0;
    for (let shift = 0, byte = 0x80; byte >= 0x80; shift += 7) {
      if (at >= end || shift > 21) return null;
      byte = bytes[at++]!;
      n |= (byte & 0x7f) << shift;
    }
    if (n > left) return null;
    left -= n;
    let d = -1;
    for (let i = 0; i < n; i++) {
      let v = 0;
      for (let shift = 0, byte = 0x80; byte >= 0x80; shift += 7) {
        if (at >= end || shift > 21) return null;
        byte = bytes[at++]!;
        v |= (byte & 0x7f) << shift;
      }
      let f = 1;
      if ((v & 1) === 1) {
        f = 2;
        for (let shift = 0, byte = 0x80; byte >= 0x80; shift += 7) {
          if (at >= end || shift > 21) return null;
          byte = bytes[at++]!;
          f += (byte & 0x7f) << shift;
        }
      }
      d += 1 + (v >>> 1);
      if (d >= docCount) return null;
      docLength[d]! += f;
      docPairs[d]!++;
    }
  }
  if (left !== 0 || at !== end) return null;
  return { docCount, termCount, postingCount, bytes, at: from, end, docLength, docPairs, termAt };
}

/**
 * The stored documents' pairs document by document (what a build that needs every document's
 * pairs, for a new snapshot, reads): document s's pairs are `pairs[start[s] .. start[s + 1] - 1]`
 * as t₁, f₁, t₂, f₂, … in ascending term order. Computed once per snapshot and remembered.
 */
export function storedRows(postings: StoredPostings): { start: Int32Array; pairs: Int32Array } {
  let rows = rowsByPostings.get(postings);
  if (rows === undefined) {
    const { docCount, docPairs } = postings;
    const start = new Int32Array(docCount + 1);
    for (let s = 0; s < docCount; s++) start[s + 1] = start[s]! + 2 * docPairs[s]!;
    const pairs = new Int32Array(start[docCount]!);
    const next = start.slice(0, docCount);
    // terms in ascending order, so each document's row lists its terms in ascending order
    forEachPosting(postings, (t, d, f) => {
      const at = next[d]!;
      next[d] = at + 2;
      pairs[at] = t;
      pairs[at + 1] = f;
    });
    rows = { start, pairs };
    rowsByPostings.set(postings, rows);
  }
  return rows;
}
const rowsByPostings = new WeakMap<StoredPostings, { start: Int32Array; pairs: Int32Array }>();

/** Calls `visit` with every posting (term, document, frequency), terms ascending, each term's documents ascending. */
export function forEachPosting(postings: StoredPostings, visit: (term: number, doc: number, freq: number) => void): void {
  const { bytes, termCount } = postings;
  let at = postings.at;
  const next = (): number => {
    let value = 0;
    for (let shift = 0, byte = 0x80; byte >= 0x80; shift += 7) {
      byte = bytes[at++]!;
      value |= (byte & 0x7f) << shift;
    }
    return value;
  };
  next();
  for (let t = 0; t < termCount; t++) {
    let d = -1;
    for (let i = 0, n = next(); i < n; i++) {
      const v = next();
      d += 1 + (v >>> 1);
      visit(t, d, (v & 1) === 1 ? next() + 2 : 1);
    }
  }
}
