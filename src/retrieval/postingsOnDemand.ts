import type { Bm25Index, TermNumbers } from "./bm25.js";
import type { IdList } from "./types.js";
import { readStoredTerm, type StoredPostings } from "./storedPostings.js";
import type { TermPairs } from "./termPairs.js";

/** The BM25 index, each term's postings (stored, counted) merged when first searched; no stored bytes make it throw. */
export function postingsOnDemand(input: { ids: IdList; pairs: TermPairs; terms: TermNumbers; postings?: StoredPostings; docOf?: Int32Array; k1: number; b: number }): Bm25Index {
  const { ids, pairs, terms, k1, b } = input;
  const docCount = pairs.docCount;
  const termCount = terms.size;
  // With no terms anywhere there are no postings, so avgdl is never used; 1 avoids a 0/0 anyway.
  const avgDocLength = pairs.tokenCount > 0 ? pairs.tokenCount / docCount : 1;
  const lengthNorm = lengthNorms(pairs.docLength, avgDocLength, k1, b);
  const added = pairs.byTerm(termCount);
  const postings = input.postings ?? NO_POSTINGS;
  const docOf = input.docOf ?? new Int32Array(0);
  // room for every stored posting, dropped documents' included (counting them would read them all)
  const postingCount = postings.postingCount + added.doc.length;
  const index = { postingStart: new Int32Array(termCount), postingEnd: new Int32Array(termCount), postingDoc: new Int32Array(postingCount), postingWeight: new Float64Array(postingCount), idf: new Float64Array(termCount) };
  const built = new Uint8Array(termCount);
  let filled = 0;
  let storedOut = 0;
  // Builds a term's postings on first use (frequencies parked in postingWeight), then its idf and weights.
  const fill = (t: number): void => {
    if (built[t] === 1) return;
    built[t] = 1;
    const { postingDoc, postingWeight } = index;
    const from = filled;
    let out = from;
    if (t < postings.termCount) {
      // no more stored postings than the count the arrays were sized by, whatever the bytes say
      const end = readStoredTerm(postings, t, docOf, postings.postingCount - storedOut, postingDoc, postingWeight, out);
      if (end >= 0) out = end;
      storedOut += out - from;
    }
    if (added.start[t]! < added.start[t + 1]!) out = mergeAdded(postingDoc, postingWeight, from, out, added, t);
    if (out > postingDoc.length) throw new Error(`internal: ${out} postings where ${postingDoc.length} were counted`);
    filled = out;
    index.postingStart[t] = from;
    index.postingEnd[t] = out;
    const count = out - from;
    const w = Math.log(1 + (docCount - count + 0.5) / (count + 0.5));
    index.idf[t] = w;
    weigh(postingDoc, postingWeight, from, out, w, k1, lengthNorm);
  };
  return { k1, b, docCount, avgDocLength, ids, docLength: pairs.docLength, terms, ...index, lazy: { fill } };
}

const NO_POSTINGS: StoredPostings = { docCount: 0, termCount: 0, postingCount: 0, bytes: new Uint8Array(0), termAt: new Int32Array(1), docLength: new Int32Array(0) };

// Per document, the denominator's length term k1 · (1 − b + b · |d| / avgdl).
function lengthNorms(docLength: Int32Array, avgDocLength: number, k1: number, b: number): Float64Array {
  const norms = new Float64Array(docLength.length);
  for (let d = 0; d < docLength.length; d++) norms[d] = k1 * (1 - b + (b * docLength[d]!) / avgDocLength);
  return norms;
}

// Merges term t's added postings into its copied ones at [from, end), from the back; returns the new end.
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

// A term's weights over its postings [from, to), from the frequencies parked in postingWeight.
function weigh(postingDoc: Int32Array, postingWeight: Float64Array, from: number, to: number, idf: number, k1: number, lengthNorm: Float64Array): void {
  for (let q = from; q < to; q++) {
    const f = postingWeight[q]!;
    const w = (idf * (f * (k1 + 1))) / (f + lengthNorm[postingDoc[q]!]!);
    postingWeight[q] = w;
  }
}
