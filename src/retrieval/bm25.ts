import { analyze } from "./analyze.js";
import type { IdList, RankedHit } from "./types.js";
import { takeTop } from "./takeTop.js";

/**
 * An Okapi BM25 index (formula at buildBm25Index): term t's postings are `postingStart[t] .. postingEnd[t] - 1`,
 * documents ascending, each weight the term's whole contribution; only `lazy` fills terms, the arrays are shared.
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

// Per-index scratch, reused: zeroing a float per document per query costs more than the query.
const scratchByIndex = new WeakMap<Bm25Index, { scores: Float64Array; candidates: Int32Array }>();

/**
 * The documents of `index` holding a term of `query`, at most `depth` (an integer ≥ 0 or Infinity, else a
 * RangeError), in takeTop's order; a repeated query term counts each time, sums run in query-term order.
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

// Adds the weights into `scores`, listing a document in `candidates` when it first scores (every weight is > 0).
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
