import { describe, expect, it } from "vitest";
import { buildBm25Index, searchBm25 } from "../../src/retrieval/bm25.js";
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
  it("gives every document back its own pairs, across blocks and for a document larger than a block", () => {
    // 1 MiB blocks hold 262,144 numbers: these sizes cross several block ends, one alone exceeds a block
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
    expect(pairs.blocks.length).toBeGreaterThan(2);
    sizes.forEach((n, d) => {
      const block = pairs.blocks[pairs.blockOf[d]!]!;
      expect(pairs.distinct[d]).toBe(n);
      expect(pairs.offset[d]! + 2 * n).toBeLessThanOrEqual(block.length);
      expect(block.subarray(pairs.offset[d]!, pairs.offset[d]! + 2 * n)).toEqual(pairsOf(d, n));
      expect(pairs.docLength[d]).toBe(10 * d + n);
    });
    expect(pairs.tokenCount).toBe(sizes.reduce((sum, n, d) => sum + 10 * d + n, 0));
    // what is allocated is what is used, plus less than one block per block started
    const allocated = pairs.blocks.reduce((sum, b) => sum + b.length, 0);
    const used = 2 * sizes.reduce((a, b) => a + b, 0);
    expect(allocated - used).toBeLessThan(pairs.blocks.length * (1 << 18));
  });
});

describe("BM25 over a corpus whose pairs fill several blocks", () => {
  // The textbook formula, written out independently of the implementation.
  const termScore = (N: number, df: number, tf: number, dl: number, avgdl: number) =>
    (Math.log(1 + (N - df + 0.5) / (df + 0.5)) * tf * 2.2) / (tf + 1.2 * (0.25 + (0.75 * dl) / avgdl));

  it("scores every document by the formula, whichever block holds its pairs", () => {
    // 3,000 documents of 50 distinct words each: 300,000 numbers, more than one block
    const word = (n: number) => `w${n.toString(36)}x`;
    const docs = Array.from({ length: 3000 }, (_, d) => ({
      id: `doc${d}`,
      text: Array.from({ length: 50 }, (_, i) => word((d * 13 + i * 17) % 4000)).join(" ") + (d % 5 === 0 ? ` ${word(7)}` : ""),
    }));
    const index = buildBm25Index(docs);
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
