import { analyze } from "./analyze.js";
import type { IdList } from "./types.js";
import { takeTop } from "./takeTop.js";
import type { RankedHit } from "./types.js";

/**
 * An Okapi BM25 index (the formula is at buildBm25Index). Term `t`'s postings are positions
 * `postingStart[t] .. postingEnd[t] - 1` of `postingDoc` / `postingWeight`, in ascending document
 * order, each weight the term's whole contribution, so a query is additions only. Only `lazy` fills
 * terms after the build; callers must not change the (shared) arrays.
 */
export interface Bm25Index {
  readonly k1: number;
  readonly b: number;
  readonly docCount: number;
  /** Mean number of analysed terms per document (1 when the corpus has no terms at all). */
  readonly avgDocLength: number;
  /** Document ids by position, for the tie-break. */
  readonly ids: IdList;
  readonly docLength: Int32Array;
  /** Analysed term -> number; a shared vocabulary may hold later terms (≥ `idf.length`), without postings here. */
  readonly terms: TermNumbers;
  /** Per term: ln(1 + (N − df + 0.5) / (df + 0.5)). */
  readonly idf: Float64Array;
  readonly postingStart: Int32Array;
  readonly postingEnd: Int32Array;
  readonly postingDoc: Int32Array;
  readonly postingWeight: Float64Array;
  /** Absent when every term is built. */
  readonly lazy?: LazyTerms;
}

/** Analysed term -> number, iterated in number order: a vocabulary's Map, or TableTerms over a snapshot's table. */
export type TermNumbers = Pick<ReadonlyMap<string, number>, "get" | "size" | typeof Symbol.iterator>;

/** Builds an index's terms on first use. */
export interface LazyTerms {
  /** Builds term t's postings and idf unless built already; t < `idf.length`. */
  fill(t: number): void;
}

// Per-index scratch, reused: zeroing one float per document per query would cost more than the
// query. Searches are synchronous, so no two share it at once.
const scratchByIndex = new WeakMap<Bm25Index, { scores: Float64Array; candidates: Int32Array }>();

/**
 * The documents of `index` containing a term of `query` (analysed as documents are), at most `depth`,
 * in takeTop's order. A term repeated in the query counts each time, as in wink-bm25-text-search,
 * the test oracle. Each score is summed in query-term order, so equal statistics tie to the last bit.
 *
 * @param depth An integer ≥ 0, or `Infinity` for every match.
 * @throws RangeError when depth is negative, fractional or NaN.
 */
export function searchBm25(index: Bm25Index, query: string, depth: number): RankedHit[] {
  if (!(depth === Infinity || (Number.isInteger(depth) && depth >= 0))) {
    throw new RangeError(`search depth must be an integer ≥ 0 or Infinity, got ${depth}`);
  }
  if (depth === 0 || index.docCount === 0) return [];
  const queryTerms = analyze(query);
  if (queryTerms.length === 0) return [];

  // the query's terms that have postings here, in query order (a repeated term repeated)
  const termCount = index.idf.length;
  const occurrences: number[] = [];
  for (const term of queryTerms) {
    const t = index.terms.get(term);
    if (t !== undefined && t < termCount) occurrences.push(t);
  }
  if (index.lazy !== undefined) for (const t of occurrences) index.lazy.fill(t);
  let scratch = scratchByIndex.get(index);
  if (scratch === undefined) {
    scratch = { scores: new Float64Array(index.docCount), candidates: new Int32Array(index.docCount) };
    scratchByIndex.set(index, scratch);
  }
  const { scores, candidates } = scratch;
  const count = accumulate(index, occurrences, scores, candidates);
  // takeTop also clears the scores for the next search
  return takeTop(candidates, count, scores, index.ids, depth);
}

// Adds each occurrence's weights into `scores` and lists each document in `candidates` the first
// time it scores; returns how many. Every weight is > 0 (see buildBm25Index): 0 means "not listed".
function accumulate(index: Bm25Index, occurrences: readonly number[], scores: Float64Array, candidates: Int32Array): number {
  const { postingStart, postingEnd, postingDoc, postingWeight } = index;
  let count = 0;
  for (const t of occurrences) {
    for (let p = postingStart[t]!, end = postingEnd[t]!; p < end; p++) {
      const d = postingDoc[p]!;
      const score = scores[d]!;
      if (score === 0) candidates[count++] = d;
      scores[d] = score + postingWeight[p]!;
    }
  }
  return count;
}
