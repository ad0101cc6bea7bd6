import { describe, expect, it } from "vitest";
import { searchBm25 } from "../../src/retrieval/bm25.js";
import { indexTexts } from "../helpers/indexTexts.js";
import { TermPairs } from "../../src/retrieval/termPairs.js";

// A document's pairs as added: t = seed + 7i (distinct), f = 1 + (i mod 3).
function pairsOf(seed: number, distinct: number): Int32Array {
  const out = new Int32Array(2 * distinct);
  for (let i = 0; i < distinct; i++) {
    out[2 * i] = seed + 7 * i;
    out[2 * i + 1] = 1 + (i % 3);
  }
  return out;
}

describe("TermPairs", () => {
  it("gives every document back its own pairs, across the array's growth and for one document larger than it was", () => {
    // the array starts at 65,536 numbers: these sizes make it grow several times, one past double
    const sizes = [3, 0, 100_000, 70_000, 1, 140_000, 131_073, 5, 0, 90_000];
    const pairs = new TermPairs(sizes.length);
    const prefix = new Int32Array([-1, -1, -1]); // pairs are read from an offset, not from 0
    sizes.forEach((n, d) => {
      const own = pairsOf(d, n);
      const source = new Int32Array(prefix.length + own.length);
      source.set(prefix);
      source.set(own, prefix.length);
      pairs.add(d, source, prefix.length, n, 10 * d + n);
    });
    sizes.forEach((n, d) => {
      expect(pairs.start[d + 1]! - pairs.start[d]!).toBe(2 * n);
      expect(pairs.pairs.subarray(pairs.start[d]!, pairs.start[d + 1]!)).toEqual(pairsOf(d, n));
      expect(pairs.docLength[d]).toBe(10 * d + n);
    });
    expect(pairs.start[sizes.length]).toBe(2 * sizes.reduce((a, b) => a + b, 0));
    expect(pairs.tokenCount).toBe(sizes.reduce((sum, n, d) => sum + 10 * d + n, 0));
  });
});

describe("BM25 over a corpus whose pairs outgrow the first array", () => {
  // The textbook formula, written out independently of the implementation.
  const termScore = (N: number, df: number, tf: number, dl: number, avgdl: number) =>
    (Math.log(1 + (N - df + 0.5) / (df + 0.5)) * tf * 2.2) / (tf + 1.2 * (0.25 + (0.75 * dl) / avgdl));

  it("scores every document by the formula, whichever block holds its pairs", () => {
    // 3,000 documents of 50 distinct words each: 300,000 numbers, the array grows three times
    const word = (n: number) => `w${n.toString(36)}x`;
    const docs = Array.from({ length: 3000 }, (_, d) => ({
      id: `doc${d}`,
      text: Array.from({ length: 50 }, (_, i) => word((d * 13 + i * 17) % 4000)).join(" ") + (d % 5 === 0 ? ` ${word(7)}` : ""),
    }));
    const index = indexTexts(docs);
    const query = word(7);
    const containing = docs.filter((d) => d.text.split(" ").includes(query));
    const tf = (text: string) => text.split(" ").filter((w) => w === query).length;
    const avgdl = docs.reduce((sum, d) => sum + d.text.split(" ").length, 0) / docs.length;
    const hits = searchBm25(index, query, Infinity);
    expect(hits).toHaveLength(containing.length);
    for (const hit of hits) {
      const doc = docs[hit.index]!;
      const expected = termScore(docs.length, containing.length, tf(doc.text), doc.text.split(" ").length, avgdl);
      expect(Math.abs(hit.score - expected)).toBeLessThan(1e-9);
    }
  });
});
