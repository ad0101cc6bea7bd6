import type { Bm25Index } from "./bm25.js";
import type { IdList } from "./idList.js";
import type { TermPairs } from "./termPairs.js";

/**
 * The BM25 index over counted documents: document frequencies, idf, and every posting's weight from
 * `pairs`, with term numbers below `terms.size`. The one place the formula's expressions live, so
 * an index built from texts and one built from stored counts are equal bit for bit when their pairs
 * are (see buildBm25Index for the formula and why this idf).
 *
 * Guarantees: each term's postings in ascending document order; each weight computed by one fixed
 * expression; `ids` and `terms` kept, not copied.
 */
export function postingsFromPairs(input: { ids: IdList; pairs: TermPairs; terms: ReadonlyMap<string, number>; k1: number; b: number }): Bm25Index {
  const { ids, pairs, terms, k1, b } = input;
  const docCount = pairs.docCount;
  // A shared vocabulary may number terms of other corpora too: they get no postings here.
  const termCount = terms.size;
  const df = new Int32Array(termCount);
  countFrequencies(pairs, df);
  const postingStart = new Int32Array(termCount + 1);
  for (let t = 0; t < termCount; t++) postingStart[t + 1] = postingStart[t]! + df[t]!;

  // With no terms anywhere there are no postings, so avgdl is never used; 1 avoids a 0/0 anyway.
  const avgDocLength = pairs.tokenCount > 0 ? pairs.tokenCount / docCount : 1;
  const idf = new Float64Array(termCount);
  for (let t = 0; t < termCount; t++) {
    const n = df[t]!;
    idf[t] = Math.log(1 + (docCount - n + 0.5) / (n + 0.5));
  }
  const { postingDoc, postingWeight } = fillPostings(pairs, avgDocLength, idf, postingStart, k1, b);
  return { k1, b, docCount, avgDocLength, ids, docLength: pairs.docLength, terms, idf, postingStart, postingEnd: postingStart.subarray(1), postingDoc, postingWeight };
}

// The phases are separate functions so that each is compiled on its own: in one function, V8
// compiles the first loop on the fly, then drops that code at each later phase it had not yet seen
// and compiles the whole function again, which cost a cold build tenths of a second.
function countFrequencies(pairs: TermPairs, df: Int32Array): void {
  const block = pairs.pairs;
  const end = pairs.start[pairs.docCount]!;
  for (let p = 0; p < end; p += 2) df[block[p]!]!++;
}

// Filling documents in ascending order leaves every term's postings sorted by document.
function fillPostings(pairs: TermPairs, avgDocLength: number, idf: Float64Array, postingStart: Int32Array, k1: number, b: number) {
  const termCount = idf.length;
  const postingCount = postingStart[termCount]!;
  const postingDoc = new Int32Array(postingCount);
  const postingWeight = new Float64Array(postingCount);
  const next = postingStart.slice(0, termCount);
  const { pairs: block, start, docLength } = pairs;
  for (let d = 0; d < pairs.docCount; d++) {
    const lengthNorm = k1 * (1 - b + (b * docLength[d]!) / avgDocLength);
    for (let p = start[d]!; p < start[d + 1]!; p += 2) {
      const t = block[p]!;
      const f = block[p + 1]!;
      const slot = next[t]!++;
      postingDoc[slot] = d;
      postingWeight[slot] = (idf[t]! * (f * (k1 + 1))) / (f + lengthNorm);
    }
  }
  return { postingDoc, postingWeight };
}

/**
 * BM25's k1 and b with their defaults (1.2 and 0.75; see buildBm25Index for why).
 *
 * @throws RangeError naming the value when k1 is not finite and ≥ 0, or b is not within 0..1.
 */
export function bm25Parameters(params: { k1?: number; b?: number }): { k1: number; b: number } {
  const k1 = params.k1 ?? 1.2;
  const b = params.b ?? 0.75;
  if (!Number.isFinite(k1) || k1 < 0) throw new RangeError(`BM25 k1 must be a finite number ≥ 0, got ${k1}`);
  if (!(b >= 0 && b <= 1)) throw new RangeError(`BM25 b must be between 0 and 1, got ${b}`);
  return { k1, b };
}
