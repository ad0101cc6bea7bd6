import type { Bm25Index } from "./bm25.js";
import type { IdList } from "./idList.js";
import { postingsOnDemand } from "./postingsOnDemand.js";
import { SpanInterner } from "../chunking/index.js";
import { storedPairCount, storedRows, type StoredPostings } from "./storedPostings.js";
import { TermPairs } from "./termPairs.js";
import { VarintReader, vocabularyNames, type TermCounts } from "./termCounts.js";
import { Bm25Vocabulary } from "./bm25Vocabulary.js";
import type { CountedTexts } from "./termCountRecorder.js";
import { isTermTable, TableTerms, type TermTable } from "./termTable.js";

/**
 * A run of texts whose counts are numbered in the build's `base`: `counts[at .. end)` in TermCounts'
 * layout with base numbers in place of run positions; or, with `stored`, the stored documents
 * `first`, `first + 1`, … of a term snapshot's postings, and `counts[at .. end)` empty.
 */
export interface NumberedTermCounts {
  texts: number;
  /** Number of (term, frequency) pairs over all the texts, when known (the build then sizes its arrays once; a stored run's are counted from its postings when needed). */
  pairs?: number;
  counts: Uint8Array;
  at: number;
  end: number;
  stored?: { postings: StoredPostings; first: number };
}

/**
 * Per-document term counts, the one input of {@link buildBm25Index}: `runs` hold the documents'
 * counts in document order, run after run, each run in one of the forms a caller has them —
 * TermCounts (a run with its own term table: a chunk cache entry's), NumberedTermCounts (numbered
 * in `base`: a term snapshot's), CountedTexts (numbered in `base`, a Bm25Vocabulary: texts counted
 * in this process, see countTexts).
 */
export interface Bm25Counts {
  runs: ReadonlyArray<TermCounts | NumberedTermCounts | CountedTexts>;
  /**
   * The numbering the numbered runs use: term names by number, a TermTable read from a snapshot
   * (its names looked up rather than all put in a Map), or the vocabulary that counted them (its
   * live numbering, shared rather than copied); required when a run is numbered.
   */
  base?: readonly string[] | TermTable | Bm25Vocabulary;
  /**
   * Called once with every document's pairs and the name of every term number, before the
   * postings are built (a cache keeps them so a later run builds without any lookup); must not
   * change them.
   */
  onPairs?: (pairs: TermPairs, names: readonly string[]) => void;
}

/**
 * The one Okapi BM25 index builder: the index over documents with ids `ids` whose analysed terms
 * ({@link analyze}) `counts` holds, in order. Text reaches it through counting (countTexts), cached
 * counts as they were kept, so an index is the same whichever way its documents were counted.
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
 * Guarantees: equal counts give bit-identical scores, ties and ranks, whatever form they came in
 * and however terms are numbered. The index keeps the ids (an array copied), not the counts; each
 * term's postings are built when a search first needs them (postingsOnDemand), a stored run's read
 * from its postings then too unless `onPairs` asks for every pair. An empty corpus gives an index
 * every search of which returns [].
 *
 * @param params.k1 Term-frequency saturation; default 1.2 (Lucene's default, at the low end of the
 *   1.2–2.0 Robertson recommends); range 0..3 (the registry's, plus 0), so that every weight is > 0,
 *   which searchBm25 relies on. 0 ignores repetition entirely (binary model); larger values let
 *   repeated words keep adding score. Chunks are short, so repetition says little beyond presence.
 * @param params.b Length normalisation; default 0.75 (textbook and Lucene default); range 0..1.
 *   0 ignores chunk length, 1 scales term frequency fully by length relative to the mean. It matters
 *   for chunking sweeps: without it, longer chunks win simply by containing more words.
 * @throws RangeError when k1 or b is out of range, and Error when the runs do not hold exactly
 *   `ids.length` texts or a numbered run has a number outside `base` (a caller's mistake: stored
 *   bytes are verified when read, and a term whose bytes do not read gets no stored postings).
 */
export function buildBm25Index(ids: IdList, counts: Bm25Counts, params: { k1?: number; b?: number } = {}): Bm25Index {
  const { k1, b } = bm25Parameters(params);
  const { runs } = counts;
  const base = counts.base ?? [];
  // Runs of stored postings (a warm run's, most of its documents): their postings are copied term
  // by term with the documents not in this run masked out, and only the other documents' pairs are
  // replayed. Every pair is needed only when the caller keeps them (onPairs: a new snapshot).
  const stored = counts.onPairs ? null : storedDocuments(runs);
  const { terms, names, pairs } = replayCounts(ids.length, runs, base, stored !== null);
  counts.onPairs?.(pairs, names());
  return postingsOnDemand({ ids: kept(ids), pairs, terms, ...stored, k1, b });
}

// k1 and b with their defaults; RangeError naming the value when k1 is not within 0..3, or b
// is not within 0..1.
function bm25Parameters(params: { k1?: number; b?: number }): { k1: number; b: number } {
  const k1 = params.k1 ?? 1.2;
  const b = params.b ?? 0.75;
  if (!(k1 >= 0 && k1 <= 3)) throw new RangeError(`BM25 k1 must be between 0 and 3, got ${k1}`);
  if (!(b >= 0 && b <= 1)) throw new RangeError(`BM25 b must be between 0 and 1, got ${b}`);
  return { k1, b };
}

// The index keeps the ids: an array is copied, so a caller changing it later changes no tie-break;
// any other IdList is read-only by its contract (it makes each id when read), and kept as it is.
function kept(ids: IdList): IdList {
  return Array.isArray(ids) ? [...(ids as readonly string[])] : ids;
}

// The stored postings the runs' stored documents are in and where each of them is in this build
// (-1: not in it), when postingsOnDemand can take them: all in one snapshot, each used once and
// in the snapshot's order (so every term's postings stay in ascending order once mapped); else null.
function storedDocuments(runs: Bm25Counts["runs"]): { postings: StoredPostings; docOf: Int32Array } | null {
  let postings: StoredPostings | undefined;
  let docOf = new Int32Array(0);
  let next = 0;
  let d = 0;
  for (const run of runs) {
    const stored = "at" in run ? run.stored : undefined;
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

// Every document's (term number, frequency) pairs, as buildBm25Index's counting gives them; each
// run's table is interned by span, so a term seen before creates no string. With `lengthsOnly`,
// stored documents get their length and no pair (postingsOnDemand copies their postings).
function replayCounts(docCount: number, runs: Bm25Counts["runs"], base: NonNullable<Bm25Counts["base"]>, lengthsOnly: boolean) {
  const { terms, number, names } = termNumbering(base);
  const tableSize = terms.size;
  const interner = new SpanInterner();
  // sized once when every run says how many pairs it holds (a warm run's, from a snapshot)
  let known = 0;
  for (const run of runs) {
    if (lengthsOnly && "at" in run && run.stored !== undefined) continue;
    const count = "records" in run ? (run.end - 2 * run.texts) / 2 : !("at" in run) ? undefined : run.stored ? storedPairCount(run.stored.postings, run.stored.first, run.texts) : run.pairs;
    known = count !== undefined && known >= 0 ? known + count : -1;
  }
  const pairs = new TermPairs(docCount, known > 0 ? known : undefined);
  let scratch = new Int32Array(1024);
  let global = new Int32Array(1024);
  let d = 0;
  for (const run of runs) {
    if (d + run.texts > docCount) throw new Error(`internal: the term counts hold more texts than the ${docCount} documents`);
    if ("records" in run) {
      d = addRecorded(pairs, d, run);
      continue;
    }
    if ("at" in run) {
      d = run.stored ? addStored(pairs, d, run.texts, run.stored, tableSize, lengthsOnly) : addNumbered(pairs, d, run, tableSize);
      continue;
    }
    const table = run.terms;
    let size = 0;
    for (let start = 0; start < table.length; ) {
      let end = table.indexOf(" ", start);
      if (end < 0) end = table.length;
      if (size === global.length) {
        const grown = new Int32Array(global.length * 2);
        grown.set(global);
        global = grown;
      }
      global[size++] = interner.get(table, start, end, number);
      start = end + 1;
    }
    const reader = new VarintReader(run.counts);
    for (let i = 0; i < run.texts; i++, d++) {
      const count = reader.read();
      if (2 * count > scratch.length) scratch = new Int32Array(2 * count);
      let length = 0;
      for (let p = 0; p < 2 * count; p += 2) {
        scratch[p] = global[reader.read()]!;
        const f = reader.read();
        scratch[p + 1] = f;
        length += f;
      }
      pairs.add(d, scratch, 0, count, length);
    }
  }
  if (d !== docCount) throw new Error(`internal: the term counts hold ${d} texts for ${docCount} documents`);
  return { terms, names, pairs };
}

// The build's term numbers, the base's first: `number` gives a term's, numbering a new one next,
// and `names()` every name by number. A TermTable base is looked up, not copied into the map; a
// vocabulary's numbering is its own, shared.
function termNumbering(base: NonNullable<Bm25Counts["base"]>): { terms: ReadonlyMap<string, number>; number: (term: string) => number; names: () => readonly string[] } {
  if (base instanceof Bm25Vocabulary) return { terms: base.terms, number: (term) => base.number(term), names: () => vocabularyNames(base) };
  if (isTermTable(base)) {
    const terms = new TableTerms(base);
    return { terms, number: (term) => terms.number(term), names: () => terms.names() };
  }
  const terms = new Map<string, number>();
  const names: string[] = [];
  for (const name of base) {
    terms.set(name, names.length);
    names.push(name);
  }
  const number = (term: string): number => {
    const known = terms.get(term);
    if (known !== undefined) return known;
    const t = names.length;
    terms.set(term, t);
    names.push(term);
    return t;
  };
  return { terms, number, names: () => names };
}

// A recorded run's texts as documents d, d + 1, … (their records copied as they are); returns the next document.
function addRecorded(pairs: TermPairs, first: number, run: CountedTexts): number {
  const { records, end } = run;
  let at = 0;
  let d = first;
  for (let i = 0; i < run.texts; i++, d++) {
    if (at + 2 > end) throw new Error("internal: recorded term counts that end inside a text");
    const distinct = records[at + 1]!;
    pairs.add(d, records, at + 2, distinct, records[at]!);
    at += 2 + 2 * distinct;
  }
  if (at !== end) throw new Error("internal: recorded term counts that do not end where their run does");
  return d;
}

// A stored run's texts as documents d, d + 1, …: their lengths, and their pairs unless
// `lengthsOnly`; returns the next document.
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

// A numbered run's texts as documents d, d + 1, …, straight into the pairs (no lookup at all);
// returns the next document. Varints are decoded inline: this reads every pair of the unchanged
// documents of a source, and a reader object per value would cost about twice as much.
function addNumbered(pairs: TermPairs, first: number, run: NumberedTermCounts, tableSize: number): number {
  const bytes = run.counts;
  const end = run.end;
  let at = run.at;
  let d = first;
  for (let i = 0; i < run.texts; i++, d++) {
    let count = 0;
    for (let shift = 0, byte = 0x80; byte >= 0x80; shift += 7) {
      if (at >= end || shift > 28) throw new Error("internal: numbered term counts that end inside a text");
      byte = bytes[at++]!;
      count |= (byte & 0x7f) << shift;
    }
    const from = pairs.reserve(d, count);
    const block = pairs.pairs;
    let length = 0;
    for (let p = from, last = from + 2 * count; p < last; p += 2) {
      let t = 0;
      for (let shift = 0, byte = 0x80; byte >= 0x80; shift += 7) {
        if (at >= end || shift > 28) throw new Error("internal: numbered term counts that end inside a text");
        byte = bytes[at++]!;
        t |= (byte & 0x7f) << shift;
      }
      let f = 0;
      for (let shift = 0, byte = 0x80; byte >= 0x80; shift += 7) {
        if (at >= end || shift > 28) throw new Error("internal: numbered term counts that end inside a text");
        byte = bytes[at++]!;
        f |= (byte & 0x7f) << shift;
      }
      if (t < 0 || t >= tableSize || f < 1) throw new Error(`internal: numbered term counts with a term ${t} outside the ${tableSize}-term table or a frequency ${f}`);
      block[p] = t;
      block[p + 1] = f;
      length += f;
    }
    pairs.commit(d, count, length);
  }
  if (at !== end) throw new Error("internal: numbered term counts that do not end where their run does");
  return d;
}
