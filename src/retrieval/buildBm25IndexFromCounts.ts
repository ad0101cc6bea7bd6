import type { Bm25Index } from "./bm25.js";
import { SpanInterner } from "./spanInterner.js";
import { VarintReader, type TermCounts } from "./termCounts.js";

/**
 * The Okapi BM25 index {@link buildBm25Index} builds over documents with ids `ids` whose texts were
 * counted, in order, into `runs` (see countTerms: run after run, text after text), built from those
 * counts without analysing any text: a warm pull request re-indexes a whole source whose chunks,
 * all but a few, were counted by an earlier run, and analysing their texts again was a tenth of it.
 *
 * Guarantees: equal, bit for bit and field for field, to `buildBm25Index(docs, { k1, b })` over the
 * same ids and texts — the same term numbering (terms numbered in order of first occurrence, which
 * is the order the runs list them), the same pairs in the same order, and every weight computed by
 * the same expression. idf and the mean length are recomputed from all the counts, so a changed
 * document changes every weight it should.
 *
 * @throws RangeError when k1 or b is out of range (as buildBm25Index), and Error when the runs do
 *   not hold exactly `ids.length` texts (a caller's mistake).
 */
export function buildBm25IndexFromCounts(ids: readonly string[], runs: readonly TermCounts[], params: { k1?: number; b?: number } = {}): Bm25Index {
  const k1 = params.k1 ?? 1.2;
  const b = params.b ?? 0.75;
  if (!Number.isFinite(k1) || k1 < 0) throw new RangeError(`BM25 k1 must be a finite number ≥ 0, got ${k1}`);
  if (!(b >= 0 && b <= 1)) throw new RangeError(`BM25 b must be between 0 and 1, got ${b}`);
  const docCount = ids.length;
  const { terms, pairs, pairStart, docLength, tokenCount } = replayCounts(docCount, runs);
  const pairEnd = pairStart[docCount]!;

  // From here on, buildBm25Index's own steps and expressions, so the same counts give the same bits.
  const termCount = terms.size;
  const df = new Int32Array(termCount);
  for (let p = 0; p < pairEnd; p += 2) df[pairs[p]!]!++;
  const postingStart = new Int32Array(termCount + 1);
  for (let t = 0; t < termCount; t++) postingStart[t + 1] = postingStart[t]! + df[t]!;
  const avgDocLength = tokenCount > 0 ? tokenCount / docCount : 1;
  const idf = new Float64Array(termCount);
  for (let t = 0; t < termCount; t++) {
    const n = df[t]!;
    idf[t] = Math.log(1 + (docCount - n + 0.5) / (n + 0.5));
  }
  const { postingDoc, postingWeight } = fillPostings({ pairs, pairStart, docLength, avgDocLength, idf, postingStart, k1, b });
  return { k1, b, docCount, avgDocLength, ids: [...ids], docLength, terms, idf, postingStart, postingDoc, postingWeight };
}

// Every document's (term number, frequency) pairs, concatenated, as buildBm25Index's counting gives
// them; each run's table is interned by span, so a term seen before creates no string.
function replayCounts(docCount: number, runs: readonly TermCounts[]) {
  const terms = new Map<string, number>();
  const interner = new SpanInterner();
  const number = (term: string): number => {
    const t = terms.size;
    terms.set(term, t);
    return t;
  };
  let pairs = new Int32Array(1 << 16);
  let pairEnd = 0;
  const pairStart = new Int32Array(docCount + 1);
  const docLength = new Int32Array(docCount);
  let tokenCount = 0;
  let global = new Int32Array(1024);
  let d = 0;
  for (const run of runs) {
    if (d + run.texts > docCount) throw new Error(`internal: the term counts hold more texts than the ${docCount} documents`);
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
      if (pairEnd + 2 * count > pairs.length) {
        const grown = new Int32Array(Math.max(pairs.length * 2, pairEnd + 2 * count));
        grown.set(pairs.subarray(0, pairEnd));
        pairs = grown;
      }
      let length = 0;
      for (let p = 0; p < count; p++) {
        pairs[pairEnd++] = global[reader.read()]!;
        const f = reader.read();
        pairs[pairEnd++] = f;
        length += f;
      }
      pairStart[d + 1] = pairEnd;
      docLength[d] = length;
      tokenCount += length;
    }
  }
  if (d !== docCount) throw new Error(`internal: the term counts hold ${d} texts for ${docCount} documents`);
  return { terms, pairs, pairStart, docLength, tokenCount };
}

// buildBm25Index's fillPostings, expression for expression.
function fillPostings(input: {
  pairs: Int32Array;
  pairStart: Int32Array;
  docLength: Int32Array;
  avgDocLength: number;
  idf: Float64Array;
  postingStart: Int32Array;
  k1: number;
  b: number;
}): { postingDoc: Int32Array; postingWeight: Float64Array } {
  const { pairs, pairStart, docLength, avgDocLength, idf, postingStart, k1, b } = input;
  const termCount = idf.length;
  const postingCount = postingStart[termCount]!;
  const postingDoc = new Int32Array(postingCount);
  const postingWeight = new Float64Array(postingCount);
  const next = postingStart.slice(0, termCount);
  for (let d = 0; d < docLength.length; d++) {
    const lengthNorm = k1 * (1 - b + (b * docLength[d]!) / avgDocLength);
    for (let p = pairStart[d]!; p < pairStart[d + 1]!; p += 2) {
      const t = pairs[p]!;
      const f = pairs[p + 1]!;
      const slot = next[t]!++;
      postingDoc[slot] = d;
      postingWeight[slot] = (idf[t]! * (f * (k1 + 1))) / (f + lengthNorm);
    }
  }
  return { postingDoc, postingWeight };
}
