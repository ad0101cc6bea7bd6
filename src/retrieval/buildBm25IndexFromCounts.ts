import type { Bm25Index } from "./bm25.js";
import { bm25Parameters, postingsFromPairs } from "./postingsFromPairs.js";
import { SpanInterner } from "./spanInterner.js";
import { TermPairs } from "./termPairs.js";
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
  const { k1, b } = bm25Parameters(params);
  const { terms, pairs } = replayCounts(ids.length, runs);
  return postingsFromPairs({ ids: [...ids], pairs, terms, k1, b });
}

// Every document's (term number, frequency) pairs, as buildBm25Index's counting gives them; each
// run's table is interned by span, so a term seen before creates no string.
function replayCounts(docCount: number, runs: readonly TermCounts[]) {
  const terms = new Map<string, number>();
  const interner = new SpanInterner();
  const number = (term: string): number => {
    const t = terms.size;
    terms.set(term, t);
    return t;
  };
  const pairs = new TermPairs(docCount);
  let scratch = new Int32Array(1024);
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
  return { terms, pairs };
}
