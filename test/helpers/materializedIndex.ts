import type { Bm25Index } from "../../src/retrieval/bm25.js";

/**
 * Term t's postings and idf in `index`, built first unless built already; the same whichever terms
 * were built before, bit for bit.
 */
export function termPostings(index: Bm25Index, t: number): { start: number; end: number; idf: number } {
  index.lazy?.fill(t);
  return { start: index.postingStart[t]!, end: index.postingEnd[t]!, idf: index.idf[t]! };
}

/**
 * `index` with every term's postings built and laid out term after term (`postingStart` one longer
 * than the terms, `postingEnd` it shifted by one), so that two indexes over equal counts compare
 * equal field for field, however they were built and searched.
 */
export function materializedIndex(index: Bm25Index): Bm25Index {
  if (index.lazy === undefined) return index;
  const termCount = index.idf.length;
  const postingStart = new Int32Array(termCount + 1);
  for (let t = 0; t < termCount; t++) {
    const { start, end } = termPostings(index, t);
    postingStart[t + 1] = postingStart[t]! + (end - start);
  }
  const postingDoc = new Int32Array(postingStart[termCount]!);
  const postingWeight = new Float64Array(postingStart[termCount]!);
  for (let t = 0; t < termCount; t++) {
    postingDoc.set(index.postingDoc.subarray(index.postingStart[t]!, index.postingEnd[t]!), postingStart[t]!);
    postingWeight.set(index.postingWeight.subarray(index.postingStart[t]!, index.postingEnd[t]!), postingStart[t]!);
  }
  const { lazy: _, ...rest } = index;
  return { ...rest, idf: index.idf.slice(), postingStart, postingEnd: postingStart.subarray(1), postingDoc, postingWeight };
}
