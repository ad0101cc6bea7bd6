import type { Bm25Index } from "./bm25.js";
import type { StoredPostings } from "./storedPostings.js";
import type { TermPairs } from "./termPairs.js";

/**
 * postingsFromPairs' index for documents most of which are stored (a warm run's, from its term
 * snapshot): each term's stored postings are copied with every stored document mapped to its
 * position here (`docOf`, −1 for a document no longer in the source), merged with the pairs of
 * the documents that are not stored, which `pairs` holds (it holds every document's length).
 * A pull request that changes a few documents of a source then costs one pass over its postings
 * instead of replaying every pair document by document and sorting them by term again.
 *
 * Guarantees: the index postingsFromPairs gives over pairs holding every document's pairs (the
 * stored ones as `postings` has them), equal bit for bit — the same df, idf, mean length, the same
 * postings per term in ascending document order, every weight by the same expression. Requires:
 * `docOf` ascending over the documents it maps (so mapped postings stay in order) and disjoint from
 * the documents `pairs` holds pairs of; term numbers of `postings` below `terms.size`.
 */
export function postingsFromStored(input: { ids: readonly string[]; pairs: TermPairs; terms: ReadonlyMap<string, number>; postings: StoredPostings; docOf: Int32Array; k1: number; b: number }): Bm25Index {
  const { ids, pairs, terms, postings, docOf, k1, b } = input;
  const docCount = pairs.docCount;
  const termCount = terms.size;
  const avgDocLength = pairs.tokenCount > 0 ? pairs.tokenCount / docCount : 1;
  const lengthNorm = lengthNorms(pairs.docLength, avgDocLength, k1, b);
  const added = pairsByTerm(pairs, termCount);
  let dropped = 0;
  for (let s = 0; s < docOf.length; s++) if (docOf[s]! < 0) dropped += postings.docPairs[s]!;
  const postingCount = postings.postingCount - dropped + added.doc.length;
  const index = { postingStart: new Int32Array(termCount + 1), postingDoc: new Int32Array(postingCount), postingWeight: new Float64Array(postingCount), idf: new Float64Array(termCount) };
  fillPostings(postings, docOf, added, lengthNorm, index, docCount, k1);
  return { k1, b, docCount, avgDocLength, ids, docLength: pairs.docLength, terms, ...index };
}

// Per document, the denominator's length term, by fillPostings' expression (postingsFromPairs).
function lengthNorms(docLength: Int32Array, avgDocLength: number, k1: number, b: number): Float64Array {
  const norms = new Float64Array(docLength.length);
  for (let d = 0; d < docLength.length; d++) norms[d] = k1 * (1 - b + (b * docLength[d]!) / avgDocLength);
  return norms;
}

// The pairs `pairs` holds, grouped by term, each term's documents ascending (a counting sort).
function pairsByTerm(pairs: TermPairs, termCount: number): { start: Int32Array; doc: Int32Array; freq: Int32Array } {
  const { pairs: block, start } = pairs;
  const end = start[pairs.docCount]!;
  const termStart = new Int32Array(termCount + 1);
  for (let p = 0; p < end; p += 2) termStart[block[p]! + 1]!++;
  for (let t = 0; t < termCount; t++) termStart[t + 1]! += termStart[t]!;
  const doc = new Int32Array(end >> 1);
  const freq = new Int32Array(end >> 1);
  if (end === 0) return { start: termStart, doc, freq };
  const next = termStart.slice(0, termCount);
  for (let d = 0; d < pairs.docCount; d++) {
    for (let p = start[d]!; p < start[d + 1]!; p += 2) {
      const at = next[block[p]!]!++;
      doc[at] = d;
      freq[at] = block[p + 1]!;
    }
  }
  return { start: termStart, doc, freq };
}

// Term by term: the mapped stored postings merged with the added ones (frequencies parked in
// postingWeight), then the term's idf from its count and its weights. Its own function, so that V8
// compiles it on its own (see postingsFromPairs); the work per posting is in small functions called
// once a term, because this runs once a process: a loop optimized on the fly (OSR) that later meets
// a path it had not seen yet was dropped back to the interpreter for the rest of the build (vba-docs:
// ~60 ms of 1.26 million postings), where a function called for each term is optimized again.
function fillPostings(
  postings: StoredPostings,
  docOf: Int32Array,
  added: { start: Int32Array; doc: Int32Array; freq: Int32Array },
  lengthNorm: Float64Array,
  index: { postingStart: Int32Array; postingDoc: Int32Array; postingWeight: Float64Array; idf: Float64Array },
  docCount: number,
  k1: number,
): void {
  const storedTerms = postings.termCount;
  const { postingStart, postingDoc, postingWeight, idf } = index;
  const addedStart = added.start;
  const termCount = idf.length;
  const copy = new StoredTermCopy(postings.bytes, postings.at, docOf, postingDoc, postingWeight);
  for (let t = 0; t < termCount; t++) {
    const from = copy.out;
    if (t < storedTerms) copy.next();
    if (addedStart[t]! < addedStart[t + 1]!) copy.out = mergeAdded(postingDoc, postingWeight, from, copy.out, added, t);
    const out = copy.out;
    postingStart[t + 1] = out;
    const count = out - from;
    const w = Math.log(1 + (docCount - count + 0.5) / (count + 0.5));
    idf[t] = w;
    weigh(postingDoc, postingWeight, from, out, w, k1, lengthNorm);
  }
  if (copy.out !== postingDoc.length) throw new Error(`internal: ${copy.out} postings where ${postingDoc.length} were counted`);
}

// Reads the stored postings' bytes (verified, see readStoredPostings) term after term, writing each
// posting of a document still here at `out`: its position (docOf) and its frequency.
class StoredTermCopy {
  out = 0;
  constructor(
    private readonly bytes: Uint8Array,
    private at: number,
    private readonly docOf: Int32Array,
    private readonly postingDoc: Int32Array,
    private readonly postingWeight: Float64Array,
  ) {
    // past the number of postings
    while (bytes[this.at++]! > 0x7f);
  }

  next(): void {
    const { bytes, docOf, postingDoc, postingWeight } = this;
    let at = this.at;
    let out = this.out;
    let n = bytes[at++]!;
    if (n > 0x7f) {
      n &= 0x7f;
      for (let shift = 7, byte = 0x80; byte > 0x7f; shift += 7) {
        byte = bytes[at++]!;
        n |= (byte & 0x7f) << shift;
      }
    }
    let s = -1;
    for (let i = 0; i < n; i++) {
      let v = bytes[at++]!;
      if (v > 0x7f) {
        v &= 0x7f;
        for (let shift = 7, byte = 0x80; byte > 0x7f; shift += 7) {
          byte = bytes[at++]!;
          v |= (byte & 0x7f) << shift;
        }
      }
      let f = 1;
      if ((v & 1) === 1) {
        f = bytes[at++]!;
        if (f > 0x7f) {
          f &= 0x7f;
          for (let shift = 7, byte = 0x80; byte > 0x7f; shift += 7) {
            byte = bytes[at++]!;
            f |= (byte & 0x7f) << shift;
          }
        }
        f += 2;
      }
      s += 1 + (v >>> 1);
      const d = docOf[s]!;
      if (d >= 0) {
        postingDoc[out] = d;
        postingWeight[out++] = f;
      }
    }
    this.at = at;
    this.out = out;
  }
}

// Merges term t's added postings into its copied ones at [from, end), from the back (the room is
// there: the postings were counted); returns the new end.
function mergeAdded(postingDoc: Int32Array, postingWeight: Float64Array, from: number, end: number, added: { start: Int32Array; doc: Int32Array; freq: Int32Array }, t: number): number {
  const first = added.start[t]!;
  let a = added.start[t + 1]!;
  let p = end;
  let out = end + (a - first);
  const last = out;
  while (a > first) {
    if (p > from && postingDoc[p - 1]! > added.doc[a - 1]!) {
      p--;
      postingDoc[--out] = postingDoc[p]!;
      postingWeight[out] = postingWeight[p]!;
    } else {
      a--;
      postingDoc[--out] = added.doc[a]!;
      postingWeight[out] = added.freq[a]!;
    }
  }
  return last;
}

// A term's weights over its postings [from, to), whose frequencies are parked in postingWeight, by
// postingsFromPairs' expression.
function weigh(postingDoc: Int32Array, postingWeight: Float64Array, from: number, to: number, idf: number, k1: number, lengthNorm: Float64Array): void {
  for (let q = from; q < to; q++) {
    const f = postingWeight[q]!;
    postingWeight[q] = (idf * (f * (k1 + 1))) / (f + lengthNorm[postingDoc[q]!]!);
  }
}
