import { analyze } from "./analyze.js";
import { Bm25Vocabulary } from "./bm25Vocabulary.js";
import type { IdList } from "./idList.js";
import { bm25Parameters, postingsFromPairs } from "./postingsFromPairs.js";
import { takeTop } from "./takeTop.js";
import { TermPairs } from "./termPairs.js";
import type { RankedHit, RetrievalDoc } from "./types.js";

/** Okapi BM25 parameters; see {@link buildBm25Index} for defaults, ranges and reasons. */
export interface Bm25Params {
  k1?: number;
  b?: number;
  /**
   * Term numbering (and, if it remembers texts, counts) shared with other indexes over overlapping
   * corpora; default a fresh one, dropped with the build. Never changes a score.
   */
  vocabulary?: Bm25Vocabulary;
}

/**
 * An Okapi BM25 index built by {@link buildBm25Index}; nothing changes what it holds after the build
 * (one built on first use only fills a term in, once), and callers must not change it either (the
 * typed arrays are shared, not copied). Postings are stored term by term
 * in flat typed arrays: the postings of term `t` are positions `postingStart[t] .. postingEnd[t] - 1`
 * of `postingDoc` / `postingWeight`, in ascending document order (a build from texts lays them out
 * term after term, compressed-sparse-row, and `postingEnd` is `postingStart` shifted by one).
 * `postingWeight` already holds the term's full BM25 contribution to that document, so a query is
 * additions only.
 *
 * An index built from stored postings (postingsFromStored) builds each term's postings and idf the
 * first time a search needs them: read its fields through {@link termPostings}, or
 * {@link materializedIndex} for all of them.
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
  /** Present when terms are built on first use: builds term t's postings and idf (once; see termPostings). */
  readonly lazy?: LazyTerms;
}

/** What an index whose terms are built on first use needs (see Bm25Index.lazy). */
export interface LazyTerms {
  /** Builds term t's postings and idf, unless built already; t below the index's `idf.length`. */
  fill(t: number): void;
  /** Whether every weight built so far is > 0 (see searchBm25's accumulate). */
  readonly allPositive: boolean;
}

/**
 * Term t's postings and idf in `index`, built first when the index builds them on first use.
 * Guarantees: the same postings (positions `postingStart[t] .. postingEnd[t] - 1`) and idf an index
 * built all at once holds, bit for bit.
 */
export function termPostings(index: Bm25Index, t: number): { start: number; end: number; idf: number } {
  index.lazy?.fill(t);
  return { start: index.postingStart[t]!, end: index.postingEnd[t]!, idf: index.idf[t]! };
}

/**
 * `index` with every term's postings built and laid out term after term (compressed-sparse-row,
 * `postingStart` one longer than the terms), as an index built all at once lays them out: equal to
 * it field for field, bit for bit. An index not built on first use is returned as it is.
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

/**
 * Builds an Okapi BM25 index over `docs`, analysing each `text` with {@link analyze}.
 *
 * The score of document d for a query is the sum, over the query's analysed terms t present in d
 * (each occurrence in the query counted), of
 *
 *   idf(t) · tf · (k1 + 1) / (tf + k1 · (1 − b + b · |d| / avgdl))
 *
 * with tf the number of occurrences of t in d, |d| the number of analysed terms of d, avgdl the mean
 * of |d| over the corpus, and idf(t) = ln(1 + (N − df + 0.5) / (df + 0.5)), N the number of
 * documents and df the number containing t.
 *
 * Why this idf: it is Lucene's (and Elasticsearch's) "BM25 with +1" form. The classic
 * Robertson–Spärck Jones idf, ln((N − df + 0.5) / (df + 0.5)), goes negative for terms in more than
 * half of the documents, so a document could lose rank by containing a query word — in a corpus of
 * chunks of one product's documentation, the product's own name is such a word. With +1 the idf is
 * always > 0, every document containing a query term scores > 0, and no document scores < 0.
 *
 * Guarantees: the index keeps the ids but not `docs` or their texts; equal inputs give bit-identical
 * indexes (every weight is computed by one fixed expression). An empty corpus gives an index every
 * search of which returns [].
 *
 * @param docs The documents; `id`s should be unique (they break score ties). Any length, including 0.
 * @param params.k1 Term-frequency saturation; default 1.2 (Lucene's default, at the low end of the 1.2–2.0
 *   Robertson recommends);
 *   range: finite, ≥ 0. 0 ignores repetition entirely (binary model); larger values let repeated
 *   words keep adding score. Chunks are short, so repetition says little beyond presence and the
 *   textbook value fits.
 * @param params.b Length normalisation; default 0.75 (textbook and Lucene default); range 0..1.
 *   0 ignores chunk length, 1 scales term frequency fully by length relative to the mean. It matters
 *   for chunking sweeps: without it, longer chunks win simply by containing more words.
 * @throws RangeError when k1 or b is out of range.
 */
export function buildBm25Index(docs: readonly RetrievalDoc[], params: Bm25Params = {}): Bm25Index {
  const { k1, b } = bm25Parameters(params);
  const vocabulary = params.vocabulary ?? new Bm25Vocabulary();
  const { ids, pairs } = countDocuments(docs, vocabulary);
  return postingsFromPairs({ ids, pairs, terms: vocabulary.terms, k1, b });
}

/**
 * Characters of text per (term, frequency) pair a build expects, low: the pairs' array is made once
 * at the size this gives, rather than doubled from 64 Ki pairs with a copy at each step (arrays
 * written and dropped on the way). A text
 * denser in terms grows the array as before; pages of it no pair reaches are never touched.
 */
const CHARS_PER_PAIR = 8;

// Counting is its own function so that V8 compiles it on its own (see postingsFromPairs).
function countDocuments(docs: readonly RetrievalDoc[], vocabulary: Bm25Vocabulary): { ids: string[]; pairs: TermPairs } {
  const docCount = docs.length;
  let chars = 0;
  for (let d = 0; d < docCount; d++) chars += docs[d]!.text.length;
  const pairs = new TermPairs(docCount, Math.ceil(chars / CHARS_PER_PAIR));
  const ids = new Array<string>(docCount);
  for (let d = 0; d < docCount; d++) {
    const doc = docs[d]!;
    ids[d] = doc.id;
    const at = vocabulary.count(doc.text);
    const counts = vocabulary.counts;
    pairs.add(d, counts, at + 2, counts[at + 1]!, counts[at]!);
  }
  return { ids, pairs };
}

// Per-index scratch space for searches, reused because allocating and zeroing an accumulator of
// one float per document on every query would cost more than the query itself. Searches are
// synchronous, so one scratch per index cannot be used by two searches at once.
interface Scratch {
  scores: Float64Array;
  candidates: Int32Array;
  /**
   * Whether every posting weight is > 0, so that a score of exactly 0 means "not yet a candidate"
   * and no separate marker per document is read and reset. Always so for valid k1 and b (idf > 0,
   * tf ≥ 1); only a weight that underflows to 0 or is NaN (k1 near the largest double) would break
   * it, and then `touched` marks candidates instead.
   */
  positive: boolean;
  touched: Uint8Array | null;
}
const scratchByIndex = new WeakMap<Bm25Index, Scratch>();

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
 *   position — the order trec_eval applies to a TREC run (evidence at {@link ranksBefore}).
 * - Bit-identical scores for equal inputs: each score is summed in one fixed order (query terms in
 *   query order, each adding one precomputed weight), so two documents with equal statistics tie
 *   exactly and repeated runs agree to the last bit.
 * - An empty query, a query of stop words only, an empty corpus or `depth` 0 give [].
 *
 * @param index An index from {@link buildBm25Index}.
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
  const { lazy } = index;
  if (lazy !== undefined) for (const t of occurrences) lazy.fill(t);
  let scratch = scratchByIndex.get(index);
  if (scratch === undefined) {
    const positive = lazy === undefined ? allPositive(index.postingWeight) : lazy.allPositive;
    scratch = {
      scores: new Float64Array(index.docCount),
      candidates: new Int32Array(index.docCount),
      positive,
      touched: positive ? null : new Uint8Array(index.docCount),
    };
    scratchByIndex.set(index, scratch);
  }
  // terms built on first use may hold a weight that is not > 0 (see Scratch.positive): from then on, marked
  if (scratch.positive && lazy !== undefined && !lazy.allPositive) {
    scratch.positive = false;
    scratch.touched = new Uint8Array(index.docCount);
  }
  const { scores, candidates } = scratch;
  const count = scratch.positive ? accumulate(index, occurrences, scores, candidates) : accumulateMarked(index, occurrences, scores, candidates, scratch.touched!);
  const touched = scratch.touched;
  if (touched !== null) for (let i = 0; i < count; i++) touched[candidates[i]!] = 0;
  // Every candidate has score > 0 already (idf > 0 and tf ≥ 1), so no filtering is needed;
  // takeTop also clears the scores for the next search.
  return takeTop(candidates, count, scores, index.ids, depth);
}

function allPositive(weights: Float64Array): boolean {
  for (let p = 0; p < weights.length; p++) if (!(weights[p]! > 0)) return false;
  return true;
}

// Adds each query term's weights into `scores` (`occurrences`: the query's term numbers with
// postings, in query order, so every score is summed in one fixed order) and lists each document
// the first time it scores, in `candidates`; returns how many. With every weight > 0 a score still
// 0 means "not listed yet". (The two versions are separate functions so that each loop is compiled
// for its own case.)
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

// accumulate for an index with a weight that is not > 0: a marker per document says it is listed.
function accumulateMarked(index: Bm25Index, occurrences: readonly number[], scores: Float64Array, candidates: Int32Array, touched: Uint8Array): number {
  const { postingStart, postingEnd, postingDoc, postingWeight } = index;
  let count = 0;
  for (const t of occurrences) {
    for (let p = postingStart[t]!, end = postingEnd[t]!; p < end; p++) {
      const d = postingDoc[p]!;
      if (touched[d] === 0) {
        touched[d] = 1;
        candidates[count++] = d;
      }
      scores[d]! += postingWeight[p]!;
    }
  }
  return count;
}
