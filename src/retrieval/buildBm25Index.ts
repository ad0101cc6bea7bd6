import type { Bm25Index, TermNumbers } from "./bm25.js";
import type { IdList } from "./types.js";
import { postingsOnDemand } from "./postingsOnDemand.js";
import { storedPairCount, storedRows, type StoredPostings } from "./storedPostings.js";
import { TermPairs } from "./termPairs.js";
import { Bm25Vocabulary } from "./bm25Vocabulary.js";
import type { CountedTexts } from "./bm25Retriever.js";
import { TableTerms, type TermTable } from "./termTable.js";

/** A run of texts that are documents `stored.first`, `stored.first + 1`, … of a term snapshot, numbered in the build's `base`. */
export interface NumberedTermCounts {
  texts: number;
  stored: { postings: StoredPostings; first: number };
}

/** The documents' term counts in document order, run after run: CountedTexts (countTexts) or NumberedTermCounts (a term snapshot). */
export interface Bm25Counts {
  runs: ReadonlyArray<NumberedTermCounts | CountedTexts>;
  /** The numbering: the snapshot's table (needed for its runs) or a vocabulary; other vocabularies' are renumbered. */
  base?: TermTable | Bm25Vocabulary;
  /** Given every document's pairs and every term's name before the postings are built (a cache keeps them); must not change them. */
  onPairs?: (pairs: TermPairs, names: readonly string[]) => void;
}

/**
 * The one Okapi BM25 index builder: d scores Σ over query terms t of idf(t)·tf·(k1 + 1) / (tf + k1·(1 − b + b·|d|/avgdl));
 * idf(t) = ln(1 + (N − df + 0.5) / (df + 0.5)) (Lucene's, always > 0); equal counts give bit-identical scores.
 * RangeError unless 0 ≤ k1 ≤ 3 (default 1.2) and 0 ≤ b ≤ 1 (0.75); Error when the runs do not hold `ids.length` texts.
 */
export function buildBm25Index(ids: IdList, counts: Bm25Counts, params: { k1?: number; b?: number } = {}): Bm25Index {
  const { k1 = 1.2, b = 0.75 } = params;
  if (!(k1 >= 0 && k1 <= 3)) throw new RangeError(`BM25 k1 must be between 0 and 3, got ${k1}`);
  if (!(b >= 0 && b <= 1)) throw new RangeError(`BM25 b must be between 0 and 1, got ${b}`);
  const { runs } = counts;
  const base = counts.base ?? new Bm25Vocabulary();
  // Stored runs' postings are copied term by term instead of replaying their pairs, unless onPairs needs every pair.
  const stored = counts.onPairs ? null : storedDocuments(runs);
  const { terms, names, pairs } = replayCounts(ids.length, runs, base, stored !== null);
  counts.onPairs?.(pairs, names());
  // an array is copied, so a caller changing it later changes no tie-break; other IdLists are read-only
  const kept = Array.isArray(ids) ? [...(ids as readonly string[])] : ids;
  return postingsOnDemand({ ids: kept, pairs, terms, ...stored, k1, b });
}

// The stored runs' postings and each stored document's place here (-1: absent); null unless one snapshot, in order.
function storedDocuments(runs: Bm25Counts["runs"]): { postings: StoredPostings; docOf: Int32Array } | null {
  let postings: StoredPostings | undefined;
  let docOf = new Int32Array(0);
  let next = 0;
  let d = 0;
  for (const run of runs) {
    const stored = "stored" in run ? run.stored : undefined;
    if (stored !== undefined) {
      if (postings === undefined) {
        postings = stored.postings;
        docOf = new Int32Array(postings.docCount).fill(-1);
      } else if (stored.postings !== postings) return null;
      const { first } = stored;
      if (first < next || first + run.texts > postings.docCount) return null;
      for (let c = 0; c < run.texts; c++) docOf[first + c] = d + c;
      next = first + run.texts;
    }
    d += run.texts;
  }
  return postings === undefined ? null : { postings, docOf };
}

// Every document's (term number, frequency) pairs. With `lengthsOnly`, stored documents get only their length.
function replayCounts(docCount: number, runs: Bm25Counts["runs"], base: NonNullable<Bm25Counts["base"]>, lengthsOnly: boolean) {
  const { terms, number, names } = termNumbering(base);
  const tableSize = terms.size;
  // sized once: every run says how many pairs it holds
  let known = 0;
  for (const run of runs) {
    if ("records" in run) known += (run.end - 2 * run.texts) / 2;
    else if (!lengthsOnly) known += storedPairCount(run.stored.postings, run.stored.first, run.texts) ?? 0;
  }
  const pairs = new TermPairs(docCount, known);
  // per vocabulary other than the base: its term numbers in the base's numbering
  const renumbered = new Map<Bm25Vocabulary, Int32Array>();
  let d = 0;
  for (const run of runs) {
    if (d + run.texts > docCount) throw new Error(`internal: the term counts hold more texts than the ${docCount} documents`);
    if ("stored" in run) {
      d = addStored(pairs, d, run.texts, run.stored, tableSize, lengthsOnly);
      continue;
    }
    const { vocabulary } = run;
    let renumber = vocabulary === base ? null : renumbered.get(vocabulary);
    if (renumber === undefined) renumbered.set(vocabulary, (renumber = Int32Array.from(vocabulary.names, number)));
    d = addRecorded(pairs, d, run, renumber);
  }
  if (d !== docCount) throw new Error(`internal: the term counts hold ${d} texts for ${docCount} documents`);
  return { terms, names, pairs };
}

// The base's numbering, extended by `number` for new terms; used in place, not copied.
function termNumbering(base: NonNullable<Bm25Counts["base"]>): { terms: TermNumbers; number: (term: string) => number; names: () => readonly string[] } {
  if (base instanceof Bm25Vocabulary) return { terms: base.terms, number: (term) => base.number(term), names: () => base.names };
  const terms = new TableTerms(base);
  return { terms, number: (term) => terms.number(term), names: () => terms.names() };
}

// Each add* puts a run's texts in as documents first, first + 1, … and returns the next; `renumber` null: same numbers.
function addRecorded(pairs: TermPairs, first: number, run: CountedTexts, renumber: Int32Array | null): number {
  const { records, end } = run;
  let at = 0;
  let d = first;
  for (let i = 0; i < run.texts; i++, d++) {
    if (at + 2 > end) throw new Error("internal: recorded term counts that end inside a text");
    const distinct = records[at + 1]!;
    if (renumber === null) pairs.add(d, records, at + 2, distinct, records[at]!);
    else {
      const out = pairs.reserve(d, distinct);
      for (let p = 0; p < 2 * distinct; p += 2) {
        pairs.pairs[out + p] = renumber[records[at + 2 + p]!]!;
        pairs.pairs[out + p + 1] = records[at + 3 + p]!;
      }
      pairs.commit(d, distinct, records[at]!);
    }
    at += 2 + 2 * distinct;
  }
  if (at !== end) throw new Error("internal: recorded term counts that do not end where their run does");
  return d;
}

function addStored(pairs: TermPairs, first: number, texts: number, stored: { postings: StoredPostings; first: number }, tableSize: number, lengthsOnly: boolean): number {
  const { postings } = stored;
  const terms = postings.termCount;
  if (terms > tableSize) throw new Error(`internal: stored postings with a term ${terms - 1} outside the ${tableSize}-term table`);
  if (stored.first < 0 || stored.first + texts > postings.docCount) throw new Error(`internal: stored documents ${stored.first}..${stored.first + texts - 1} outside the ${postings.docCount} stored`);
  const { docLength } = postings;
  let d = first;
  if (lengthsOnly) {
    for (let s = stored.first, end = s + texts; s < end; s++, d++) pairs.commit(d, 0, docLength[s]!);
    return d;
  }
  const rows = storedRows(postings);
  for (let s = stored.first, end = s + texts; s < end; s++, d++) pairs.add(d, rows.pairs, rows.start[s]!, (rows.start[s + 1]! - rows.start[s]!) / 2, docLength[s]!);
  return d;
}
