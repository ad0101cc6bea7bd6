// Oracle: wink-bm25-text-search, an independent BM25 implementation, given our analyzer as its
// only prep task so both index exactly the same terms.
//
// How wink differs, and how the comparison allows for it:
// - idf: wink computes ln((N − df + 0.5)/(df + 0.5) + k) with k = 1 by default — the same "+1"
//   idf as ours. Document length is the number of prepped tokens (field weight 1), as ours.
// - Rounding: at consolidation wink rounds every per-(term, document) weight to `freqPrecision`
//   decimals (at most 9), so each of its scores differs from ours by up to 5e-10 per query-term
//   occurrence; scores are compared to 1e-8.
// - Repeated query terms: wink adds a term's weight once per occurrence in the query, as we do.
// - Ties: wink sorts by score only, so equally scored documents come in an order we do not
//   control; result sets are therefore compared strictly only above the cut-off score, and the
//   score sequences (which are tie-insensitive) are compared rank by rank.
import winkBm25 from "wink-bm25-text-search";
import { describe, expect, it } from "vitest";
import { analyze } from "../../src/retrieval/analyze.js";
import { searchBm25 } from "../../src/retrieval/bm25.js";
import { materializedIndex } from "../helpers/materializedIndex.js";
import { indexTexts } from "../helpers/indexTexts.js";
import { generateDocs, generateQueries } from "../helpers/syntheticCorpus.js";

const TOLERANCE = 1e-8;

function winkEngine(docs: { id: string; text: string }[], k1: number, b: number) {
  const engine = winkBm25();
  engine.defineConfig({ fldWeights: { text: 1 }, bm25Params: { k1, b, k: 1 } });
  engine.definePrepTasks([analyze]);
  for (const doc of docs) engine.addDoc({ text: doc.text }, doc.id);
  engine.consolidate(9);
  return engine;
}

describe("BM25 against wink-bm25-text-search", () => {
  const docs = generateDocs(20261103, 200);
  const queries = generateQueries(7, 30);

  for (const [k1, b] of [
    [1.2, 0.75],
    [1.6, 0.3],
    [0.8, 1],
  ] as const) {
    it(`agrees on top-10 sets and scores for 30 queries (k1=${k1}, b=${b})`, () => {
      const ours = indexTexts(docs, { k1, b });
      const wink = winkEngine(docs, k1, b);
      let compared = 0;
      for (const query of queries) {
        const mine = searchBm25(ours, query, 10);
        const theirs = wink.search(query, 10);
        // wink's limit is max(limit, 1), and it returns only matching documents, like ours.
        expect(theirs.length, query).toBe(mine.length);

        // Scores rank by rank (insensitive to how ties are ordered).
        mine.forEach((hit, rank) => expect(Math.abs(hit.score - theirs[rank]![1]), query).toBeLessThan(TOLERANCE));

        // Every document wink returns has the same score in our full ranking.
        const full = new Map(searchBm25(ours, query, Infinity).map((h) => [docs[h.index]!.id, h.score]));
        for (const [id, score] of theirs) expect(Math.abs(full.get(id)! - score), `${query} ${id}`).toBeLessThan(TOLERANCE);

        // Same document sets, unless a tie straddles the cut-off (then either side may keep it).
        const ranked = [...full.values()].sort((x, y) => y - x);
        const straddles = ranked.length > 10 && ranked[9]! - ranked[10]! <= TOLERANCE;
        if (!straddles) {
          expect(new Set(theirs.map(([id]) => id)), query).toEqual(new Set(mine.map((h) => docs[h.index]!.id)));
        }
        compared += mine.length;
      }
      expect(compared).toBeGreaterThan(150); // the queries really retrieve something
    });
  }

  it("agrees on every matching document when asked for all of them", () => {
    const ours = indexTexts(docs);
    const wink = winkEngine(docs, 1.2, 0.75);
    for (const query of queries) {
      const mine = new Map(searchBm25(ours, query, Infinity).map((h) => [docs[h.index]!.id, h.score]));
      const theirs = wink.search(query, docs.length);
      expect(theirs.length, query).toBe(mine.size);
      for (const [id, score] of theirs) expect(Math.abs(mine.get(id)! - score), `${query} ${id}`).toBeLessThan(TOLERANCE);
    }
  });

  it("has the same idf for every term", () => {
    const ours = materializedIndex(indexTexts(docs));
    const wink = winkEngine(docs, 1.2, 0.75);
    const winkIdf = wink.getIDF();
    const winkTokens = wink.getTokens();
    expect(Object.keys(winkTokens).length).toBe(ours.terms.size);
    for (const [term, t] of ours.terms) expect(Math.abs(ours.idf[t]! - winkIdf[winkTokens[term]!]!), term).toBeLessThan(1e-12);
  });
});
