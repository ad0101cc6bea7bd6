import { analyze } from "./analyze.js";
import type { IdList } from "./idList.js";
import { takeTop } from "./takeTop.js";
import type { RankedHit } from "./types.js";

/**
 * An Okapi BM25 index built by buildBm25Index (the formula and its reasons are there): each term's
 * postings and idf are built the first time a search needs them (`lazy`), once. Nothing else changes
 * what it holds after the build, and callers must not change it either (the typed arrays are
 * shared, not copied). Postings are stored term by term in flat typed arrays: the postings of term
 * `t` are positions `postingStart[t] .. postingEnd[t] - 1` of `postingDoc` / `postingWeight`, in
 * ascending document order. `postingWeight` already holds the term's full BM25 contribution to
 * that document, so a query is additions only.
 */
export interface Bm25Index {
  readonly k1: number;
  readonly b: number;
  readonly docCount: number;
  /** Mean number of analysed terms per document (1 when the corpus has no terms at all). */
  readonly avgDocLength: number;
  /** Document ids by position, for the tie-break (an array, or a list that makes each when read). */
  readonly ids: IdList;
  /** Number of analysed terms of each document. */
  readonly docLength: Int32Array;
  /**
   * Analysed term -> term number. With a shared vocabulary it may also hold terms numbered after
   * this build (numbers ≥ `idf.length`), which have no postings here.
   */
  readonly terms: ReadonlyMap<string, number>;
  /** Per term number below the count at build time: ln(1 + (N − df + 0.5) / (df + 0.5)). */
  readonly idf: Float64Array;
  readonly postingStart: Int32Array;
  /** Per term: the end of its postings (exclusive). */
  readonly postingEnd: Int32Array;
  readonly postingDoc: Int32Array;
  readonly postingWeight: Float64Array;
  /** Builds term t's postings and idf (once); absent when every term is built. */
  readonly lazy?: LazyTerms;
}

/** What an index whose terms are built on first use needs (see Bm25Index.lazy). */
export interface LazyTerms {
  /** Builds term t's postings and idf, unless built already; t below the index's `idf.length`. */
  fill(t: number): void;
}

// Per-index scratch space for searches, reused because allocating and zeroing an accumulator of
// one float per document on every query would cost more than the query itself. Searches are
// synchronous, so one scratch per index cannot be used by two searches at once.
const scratchByIndex = new WeakMap<Bm25Index, { scores: Float64Array; candidates: Int32Array }>();

/**
 * The documents of `index` that match `query`, best first.
 *
 * Query handling: `query` is analysed exactly as documents were, and a term repeated in the query
 * counts once per occurrence (its weight is added again), so "error error code" weighs "error"
 * twice. This is what wink-bm25-text-search, the test oracle, does; terms absent from the corpus
 * add nothing.
 *
 * Guarantees:
 * - Only documents with score > 0 (i.e. containing at least one query term) are returned, at most
 *   `depth` of them, ordered by score descending, then id descending in UTF-16 code-unit order, then
 *   position — the order trec_eval applies to a TREC run (see takeTop).
 * - Bit-identical scores for equal inputs: each score is summed in one fixed order (query terms in
 *   query order, each adding one precomputed weight), so two documents with equal statistics tie
 *   exactly and repeated runs agree to the last bit.
 * - An empty query, a query of stop words only, an empty corpus or `depth` 0 give [].
 *
 * @param index An index from buildBm25Index.
 * @param query Free text; default none; any string.
 * @param depth Maximum number of hits; default none (the caller's run depth, 100 in the registry);
 *   range: integer ≥ 0, or `Infinity` for every matching document.
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
  // takeTop also clears the scores for the next search.
  return takeTop(candidates, count, scores, index.ids, depth);
}

// Adds each query term's weights into `scores` (`occurrences`: the query's term numbers with
// postings, in query order, so every score is summed in one fixed order) and lists each document
// the first time it scores, in `candidates`; returns how many. Every weight is > 0 (see
// buildBm25Index), so a score still 0 means "not listed yet".
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
