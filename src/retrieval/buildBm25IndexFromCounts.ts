import type { Bm25Index } from "./bm25.js";
import type { IdList } from "./idList.js";
import { bm25Parameters, postingsFromPairs } from "./postingsFromPairs.js";
import { postingsFromStored } from "./postingsFromStored.js";
import { SpanInterner } from "../chunking/index.js";
import { storedPairCount, storedRows, type StoredPostings } from "./storedPostings.js";
import { TermPairs } from "./termPairs.js";
import { VarintReader, type TermCounts } from "./termCounts.js";
import { isTermTable, TableTerms, type TermTable } from "./termTable.js";

/**
 * A run of texts whose counts are already numbered in a shared term table (`base` of
 * {@link buildBm25IndexFromCounts}): `counts[at .. end)` holds, text by text, the number of
 * distinct terms, then each as its number in the table and its frequency, every number an unsigned
 * LEB128 varint (TermCounts' layout, with table numbers in place of run positions). Or, with
 * `stored`, the texts are the stored documents `first`, `first + 1`, … of `stored.postings`
 * (numbered in the same table; a term snapshot's, see StoredPostings), and `counts[at .. end)` is
 * empty.
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

/** Options of {@link buildBm25IndexFromCounts}. */
export interface CountsBuildOptions {
  k1?: number;
  b?: number;
  /**
   * The shared term table NumberedTermCounts runs are numbered in (term by number, or a TermTable
   * read from a snapshot, whose names are then looked up rather than all put in a Map); required
   * when a run is one.
   */
  base?: readonly string[] | TermTable;
  /**
   * Called once with every document's pairs and the name of every term number, before the
   * postings are built (a cache keeps them so a later run builds without any lookup); must not
   * change them.
   */
  onPairs?: (pairs: TermPairs, names: readonly string[]) => void;
}

/**
 * The Okapi BM25 index {@link buildBm25Index} builds over documents with ids `ids` whose texts were
 * counted, in order, into `runs` (see countTerms: run after run, text after text), built from those
 * counts without analysing any text: a warm pull request re-indexes a whole source whose chunks,
 * all but a few, were counted by an earlier run, and analysing their texts again was a tenth of it.
 *
 * Guarantees: without `base`, equal, bit for bit and field for field, to `buildBm25Index(docs,
 * { k1, b })` over the same ids and texts — the same term numbering (terms numbered in order of
 * first occurrence, which is the order the runs list them), the same pairs in the same order, and
 * every weight computed by the same expression. With `base`, terms are numbered as in `base`
 * (then new ones in order of first occurrence), which changes no search: every weight, idf, length
 * and posting order per term is the same, bit for bit, so every score, tie and rank is (a term's
 * number only says where its postings are; terms of `base` no document holds get none). idf and
 * the mean length are recomputed from all the counts, so a changed document changes every weight
 * it should. Runs of stored postings (NumberedTermCounts.stored, a term snapshot's) give the same
 * index whichever way it is built: copied term by term, each term when a search first needs it
 * (postingsFromStored; see Bm25Index.lazy and materializedIndex), when they are in the snapshot's
 * order, each once, and there is no `onPairs`; otherwise their pairs are replayed.
 *
 * @throws RangeError when k1 or b is out of range (as buildBm25Index), and Error when the runs do
 *   not hold exactly `ids.length` texts, or a numbered run has a number outside `base` (a caller's
 *   mistake: a stored run's frame is verified when its snapshot is read, see termSnapshot, and
 *   each term's postings when they are read, see readStoredTerm: a term whose bytes do not read
 *   gets no stored postings, it never throws).
 */
export function buildBm25IndexFromCounts(ids: IdList, runs: ReadonlyArray<TermCounts | NumberedTermCounts>, params: CountsBuildOptions = {}): Bm25Index {
  const { k1, b } = bm25Parameters(params);
  const base = params.base ?? [];
  // Runs of stored postings (a warm run's, most of its documents): their postings are copied term
  // by term with the documents not in this run masked out, and only the other documents' pairs are
  // replayed. Every pair is needed only when the caller keeps them (onPairs: a new snapshot).
  const stored = params.onPairs ? null : storedDocuments(runs);
  if (stored !== null) {
    const { terms, pairs } = replayCounts(ids.length, runs, base, true);
    return postingsFromStored({ ids: kept(ids), pairs, terms, ...stored, k1, b });
  }
  const { terms, names, pairs } = replayCounts(ids.length, runs, base, false);
  params.onPairs?.(pairs, names());
  return postingsFromPairs({ ids: kept(ids), pairs, terms, k1, b });
}

// The index keeps the ids: an array is copied, so a caller changing it later changes no tie-break;
// any other IdList is read-only by its contract (it makes each id when read), and kept as it is.
function kept(ids: IdList): IdList {
  return Array.isArray(ids) ? [...(ids as readonly string[])] : ids;
}

// The stored postings the runs' stored documents are in and where each of them is in this build
// (-1: not in it), when postingsFromStored can take them: all in one snapshot, each used once and
// in the snapshot's order (so every term's postings stay in ascending order once mapped); else null.
function storedDocuments(runs: ReadonlyArray<TermCounts | NumberedTermCounts>): { postings: StoredPostings; docOf: Int32Array } | null {
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
// stored documents get their length and no pair (postingsFromStored copies their postings).
function replayCounts(docCount: number, runs: ReadonlyArray<TermCounts | NumberedTermCounts>, base: readonly string[] | TermTable, lengthsOnly: boolean) {
  const { terms, number, names } = termNumbering(base);
  const tableSize = isTermTable(base) ? base.size : base.length;
  const interner = new SpanInterner();
  // sized once when every run says how many pairs it holds (a warm run's, from a snapshot)
  let known = 0;
  for (const run of runs) {
    if (lengthsOnly && "at" in run && run.stored !== undefined) continue;
    const count = !("at" in run) ? undefined : run.stored ? storedPairCount(run.stored.postings, run.stored.first, run.texts) : run.pairs;
    known = count !== undefined && known >= 0 ? known + count : -1;
  }
  const pairs = new TermPairs(docCount, known > 0 ? known : undefined);
  let scratch = new Int32Array(1024);
  let global = new Int32Array(1024);
  let d = 0;
  for (const run of runs) {
    if (d + run.texts > docCount) throw new Error(`internal: the term counts hold more texts than the ${docCount} documents`);
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
// and `names()` every name by number. A TermTable base is looked up, not copied into the map.
function termNumbering(base: readonly string[] | TermTable): { terms: ReadonlyMap<string, number>; number: (term: string) => number; names: () => string[] } {
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
