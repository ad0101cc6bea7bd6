import { ByteWriter, int32sToBytes, readInt32s } from "../store/index.js";

/** A term snapshot's (term, frequency) pairs, grouped by term as an index lays them out; verified as each is read. */
export interface StoredPostings {
  readonly docCount: number;
  /** Number of terms, numbered 0 … termCount − 1 (in the table of the snapshot). */
  readonly termCount: number;
  /** Postings of all terms, as the snapshot says: no read goes past it, so arrays sized by it never overflow. */
  readonly postingCount: number;
  readonly bytes: Uint8Array;
  /** Term t's postings are `bytes[termAt[t] .. termAt[t + 1])` (termCount + 1 ascending offsets). */
  readonly termAt: Int32Array;
  /**
   * Per stored document, the sum of its frequencies as stored: each ≥ 0, so every BM25 denominator is
   * ≥ 1. Not checked against the postings: the store's SHA-256 says they are the bytes written.
   */
  readonly docLength: Int32Array;
}

/**
 * The bytes {@link readStoredPostings} reads: the posting count, each document's length and term's end offset
 * (int32), then per term its count and each posting as varints `2 · (gap − 1) + (f > 1)`, then `f − 2` when f > 1.
 */
export function encodeStoredPostings(termStart: Int32Array, doc: Int32Array, freq: Int32Array, docCount: number): Uint8Array {
  const termCount = termStart.length - 1;
  const postings = new ByteWriter();
  const termEnd = new Int32Array(termCount);
  const docLength = new Int32Array(docCount);
  for (let t = 0; t < termCount; t++) {
    postings.varint(termStart[t + 1]! - termStart[t]!);
    let previous = -1;
    for (let p = termStart[t]!; p < termStart[t + 1]!; p++) {
      const f = freq[p]!;
      postings.varint(2 * (doc[p]! - previous - 1) + (f > 1 ? 1 : 0));
      if (f > 1) postings.varint(f - 2);
      previous = doc[p]!;
      docLength[previous]! += f;
    }
    termEnd[t] = postings.size;
  }
  const out = new ByteWriter();
  out.varint(doc.length);
  out.raw(int32sToBytes(docLength));
  out.raw(int32sToBytes(termEnd));
  out.raw(postings.bytes());
  return out.bytes();
}

/** Stored documents are numbered below this, so that every varint of the postings fits 28 bits. */
export const MAX_STORED_DOCS = 1 << 26;

/** The postings encodeStoredPostings wrote at `bytes[at ..]`, or null when the frame does not hold; never throws. */
export function readStoredPostings(bytes: Uint8Array, at: number, termCount: number, docCount: number): StoredPostings | null {
  if (!(docCount >= 0 && docCount <= MAX_STORED_DOCS && termCount >= 0 && termCount <= MAX_STORED_TERMS)) return null;
  const postingCount = varintAt(bytes, at, bytes.length);
  if (postingCount < 0) return null;
  at = varintEnd;
  const from = at + 4 * (docCount + termCount);
  if (from > bytes.length || postingCount > bytes.length - from) return null;
  const docLength = readInt32s(bytes, at, docCount);
  for (let d = 0; d < docCount; d++) if (docLength[d]! < 0) return null;
  const termAt = new Int32Array(termCount + 1);
  termAt.set(readInt32s(bytes, at + 4 * docCount, termCount), 1);
  // offsets from the first term's start -> offsets in `bytes`, ascending, the last at the end
  termAt[0] = from;
  for (let t = 1; t <= termCount; t++) {
    const end = from + termAt[t]!;
    if (end < termAt[t - 1]! || end > bytes.length) return null;
    termAt[t] = end;
  }
  if (termAt[termCount] !== bytes.length) return null;
  return { docCount, termCount, postingCount, bytes, termAt, docLength };
}

/** More terms than any corpus holds, few enough that no allocation sized by a foreign count is large. */
const MAX_STORED_TERMS = 1 << 26;

/** Writes t's postings of documents s with `docOf[s] ≥ 0` as (docOf[s], f) from `out` on; the end, or −1 if invalid. */
export function readStoredTerm(postings: StoredPostings, t: number, docOf: Int32Array, room: number, doc: Int32Array, freq: Float64Array, out: number): number {
  const { bytes, docCount } = postings;
  const end = postings.termAt[t + 1]!;
  const n = varintAt(bytes, postings.termAt[t]!, end);
  let at = varintEnd;
  if (n < 0 || n > end - at || n > room) return -1;
  let s = -1;
  for (let i = 0; i < n; i++) {
    const v = varintAt(bytes, at, end);
    if (v < 0) return -1;
    at = varintEnd;
    let f = 1;
    if ((v & 1) === 1) {
      f = varintAt(bytes, at, end);
      if (f < 0) return -1;
      at = varintEnd;
      f += 2;
    }
    s += 1 + (v >>> 1);
    if (s >= docCount) return -1;
    const d = docOf[s]!;
    if (d >= 0) {
      doc[out] = d;
      freq[out++] = f;
    }
  }
  return at === end ? out : -1;
}

// Where the last varintAt that read ended (a module variable, so that reading allocates nothing).
let varintEnd = 0;

// The varint of at most 28 bits at `bytes[at]`, ending before `end`, or -1 when none is there.
function varintAt(bytes: Uint8Array, at: number, end: number): number {
  let value = 0;
  for (let shift = 0; shift <= 21; shift += 7) {
    if (at >= end) return -1;
    const byte = bytes[at++]!;
    value |= (byte & 0x7f) << shift;
    if (byte < 0x80) {
      varintEnd = at;
      return value;
    }
  }
  return -1;
}

/** Stored pairs by document: s's are `pairs[start[s] .. start[s + 1] - 1]`, terms ascending; remembered per snapshot. */
export function storedRows(postings: StoredPostings): { start: Int32Array; pairs: Int32Array } {
  let rows = rowsByPostings.get(postings);
  if (rows === undefined) {
    const { docCount } = postings;
    const start = new Int32Array(docCount + 1);
    forEachPosting(postings, (_, d) => start[d + 1]! += 2);
    for (let s = 0; s < docCount; s++) start[s + 1]! += start[s]!;
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

/** Number of pairs of stored documents `first` … `first + texts − 1`, or undefined when they are not all stored. */
export function storedPairCount(postings: StoredPostings, first: number, texts: number): number | undefined {
  if (first < 0 || texts < 0 || first + texts > postings.docCount) return undefined;
  const { start } = storedRows(postings);
  return (start[first + texts]! - start[first]!) / 2;
}

/** Calls `visit` with every posting of the terms whose postings read, terms then documents ascending. */
export function forEachPosting(postings: StoredPostings, visit: (term: number, doc: number, freq: number) => void): void {
  const { termCount, termAt, docCount } = postings;
  const identity = new Int32Array(docCount);
  for (let s = 0; s < docCount; s++) identity[s] = s;
  let widest = 0;
  for (let t = 0; t < termCount; t++) widest = Math.max(widest, termAt[t + 1]! - termAt[t]!);
  // a term's postings take a byte each at least
  const doc = new Int32Array(widest);
  const freq = new Float64Array(widest);
  for (let t = 0; t < termCount; t++) {
    const end = readStoredTerm(postings, t, identity, widest, doc, freq, 0);
    for (let i = 0; i < end; i++) visit(t, doc[i]!, freq[i]!);
  }
}
