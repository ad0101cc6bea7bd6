import { describe, expect, it } from "vitest";
import { analyze } from "../../src/retrieval/analyze.js";
import { searchBm25 } from "../../src/retrieval/bm25.js";
import { materializedIndex } from "../helpers/materializedIndex.js";
import { indexTexts } from "../helpers/indexTexts.js";
import { generateDocs } from "../helpers/syntheticCorpus.js";

// The textbook formula, written out independently of the implementation.
function idf(N: number, df: number): number {
  return Math.log(1 + (N - df + 0.5) / (df + 0.5));
}
function termScore(N: number, df: number, tf: number, dl: number, avgdl: number, k1: number, b: number): number {
  return (idf(N, df) * tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * dl) / avgdl));
}

const toy = [
  { id: "d1", text: "cat sat mat" },
  { id: "d2", text: "cat cat dog" },
  { id: "d3", text: "dog bird fish fish" },
];

describe("BM25 on a three-document toy corpus", () => {
  it("analyses the toy texts to themselves (the hand computation below relies on it)", () => {
    expect(toy.map((d) => analyze(d.text))).toEqual([
      ["cat", "sat", "mat"],
      ["cat", "cat", "dog"],
      ["dog", "bird", "fish", "fish"],
    ]);
  });

  for (const [k1, b] of [
    [1.2, 0.75],
    [2, 0.3],
    [0, 1],
    [0.5, 0],
  ] as const) {
    it(`matches hand-computed scores to 1e-9 (k1=${k1}, b=${b})`, () => {
      const N = 3;
      const avgdl = (3 + 3 + 4) / 3;
      const index = indexTexts(toy, { k1, b });
      expect(index.avgDocLength).toBeCloseTo(avgdl, 12);

      // "cat dog": cat df=2 (d1 tf 1, d2 tf 2); dog df=2 (d2 tf 1, d3 tf 1).
      const expected = new Map([
        ["d1", termScore(N, 2, 1, 3, avgdl, k1, b)],
        ["d2", termScore(N, 2, 2, 3, avgdl, k1, b) + termScore(N, 2, 1, 3, avgdl, k1, b)],
        ["d3", termScore(N, 2, 1, 4, avgdl, k1, b)],
      ]);
      const hits = searchBm25(index, "cat dog", 10);
      expect(hits).toHaveLength(3);
      for (const hit of hits) expect(Math.abs(hit.score - expected.get(toy[hit.index]!.id)!)).toBeLessThan(1e-9);
      const order = [...expected].sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? 1 : -1)).map(([id]) => id);
      expect(hits.map((h) => toy[h.index]!.id)).toEqual(order);

      // "fish" df=1, tf=2 in d3 only; a repeated query term counts once per occurrence.
      const fish = termScore(N, 1, 2, 4, avgdl, k1, b);
      const [only] = searchBm25(index, "fish", 10);
      expect(only?.index).toBe(2);
      expect(Math.abs(only!.score - fish)).toBeLessThan(1e-9);
      const [twice] = searchBm25(index, "fish fish", 10);
      expect(Math.abs(twice!.score - 2 * fish)).toBeLessThan(1e-9);
    });
  }

  it("uses the +1 idf: a term in every document still scores above zero", () => {
    const index = indexTexts([
      { id: "a", text: "lumen setup" },
      { id: "b", text: "lumen billing" },
      { id: "c", text: "lumen returns" },
    ]);
    const hits = searchBm25(index, "lumen", 10);
    expect(hits).toHaveLength(3);
    for (const hit of hits) expect(hit.score).toBeGreaterThan(0);
    expect(index.idf[index.terms.get("lumen")!]).toBeCloseTo(Math.log(1 + 0.5 / 3.5), 15);
  });
});

describe("searchBm25 ranking rules", () => {
  it("breaks exact score ties by id in descending code-unit order, as trec_eval does", () => {
    const docs = ["chunk#10", "a", "chunk#9", "B", "b"].map((id) => ({ id, text: "same words here" }));
    const hits = searchBm25(indexTexts(docs), "words", 10);
    const scores = new Set(hits.map((h) => h.score));
    expect(scores.size).toBe(1); // identical statistics give bit-identical scores
    // Code units: 'c' (0x63) > 'b' > 'a' > 'B' (0x42); "chunk#9" > "chunk#10" because '9' > '1'.
    expect(hits.map((h) => docs[h.index]!.id)).toEqual(["chunk#9", "chunk#10", "b", "a", "B"]);
  });

  it("cuts at depth, keeping the head of the full ranking", () => {
    const docs = Array.from({ length: 40 }, (_, i) => ({
      id: `doc${String(i).padStart(2, "0")}`,
      text: `alpha ${"beta ".repeat(i % 7)} gamma${i % 3}`,
    }));
    const index = indexTexts(docs);
    const all = searchBm25(index, "alpha beta", Infinity);
    expect(all).toHaveLength(40);
    for (const depth of [0, 1, 2, 5, 39, 40, 100]) {
      expect(searchBm25(index, "alpha beta", depth)).toEqual(all.slice(0, depth));
    }
  });

  it("leaves out documents that contain no query term", () => {
    const index = indexTexts(toy);
    const hits = searchBm25(index, "bird", 10);
    expect(hits.map((h) => h.index)).toEqual([2]);
    expect(searchBm25(index, "zebra", 10)).toEqual([]);
  });

  it("gives [] for an empty or stop-word-only query and for an empty corpus", () => {
    const index = indexTexts(toy);
    expect(searchBm25(index, "", 10)).toEqual([]);
    expect(searchBm25(index, "the of and", 10)).toEqual([]);
    expect(searchBm25(indexTexts([]), "cat", 10)).toEqual([]);
    const blank = indexTexts([{ id: "x", text: "" }, { id: "y", text: "the" }]);
    expect(searchBm25(blank, "cat", 10)).toEqual([]);
  });

  it("is deterministic: rebuilding and re-searching gives bit-identical results", () => {
    const docs = Array.from({ length: 300 }, (_, i) => ({
      id: `c${i}`,
      text: `retry timeout ${"error ".repeat(i % 5)} connection ${i % 11 === 0 ? "cluster" : "node"} ${i}`,
    }));
    const query = "connection error retry cluster";
    const first = searchBm25(indexTexts(docs), query, 50);
    const index = indexTexts(docs);
    for (let round = 0; round < 3; round++) {
      const again = searchBm25(index, query, 50);
      expect(again.map((h) => h.index)).toEqual(first.map((h) => h.index));
      again.forEach((h, i) => expect(Object.is(h.score, first[i]!.score)).toBe(true));
    }
  });

  it("rejects invalid depth and parameters", () => {
    const index = indexTexts(toy);
    for (const depth of [-1, 1.5, NaN]) expect(() => searchBm25(index, "cat", depth)).toThrow(RangeError);
    expect(() => indexTexts(toy, { k1: -0.1 })).toThrow(RangeError);
    expect(() => indexTexts(toy, { k1: 3.5 })).toThrow(RangeError);
    expect(() => indexTexts(toy, { b: 1.1 })).toThrow(RangeError);
    expect(() => indexTexts(toy, { b: NaN })).toThrow(RangeError);
  });

  it("indexes exactly the terms analyze() gives (the build's span-interned path is equivalent)", () => {
    const docs = [...generateDocs(99, 150), { id: "odd", text: "Größe café don't user's 1,000 v2.1 OPC-UA ﬁle 😀 e.g." }];
    const index = materializedIndex(indexTexts(docs));
    const vocabulary = new Set<string>();
    docs.forEach((doc, d) => {
      const terms = analyze(doc.text);
      expect(index.docLength[d]).toBe(terms.length);
      terms.forEach((t) => vocabulary.add(t));
    });
    expect(new Set([...index.terms].map(([term]) => term))).toEqual(vocabulary);
    // Every posting points back at a document containing its term, with df postings per term.
    for (const [term, t] of index.terms) {
      const postingDocs = Array.from(index.postingDoc.subarray(index.postingStart[t], index.postingStart[t + 1]));
      const expected = docs.flatMap((doc, d) => (analyze(doc.text).includes(term) ? [d] : []));
      expect(postingDocs, term).toEqual(expected);
    }
  });
});

describe("BM25 over texts denser in terms than a build expects", () => {
  it("grows its pairs past the estimate and indexes every term of every document", () => {
    // 6-character terms that analysis keeps as they are, 7 characters with the space: more pairs
    // than a build sizes for (one per 8 characters)
    const words = Array.from({ length: 20_000 }, (_, i) => `q${String(i).padStart(5, "0")}`);
    const docs = [0, 1].map((d) => ({ id: `d${d}`, text: words.filter((_, i) => i % 2 === d).join(" ") }));
    const index = indexTexts(docs);
    expect(index.postingDoc.length).toBe(words.length);
    for (const [i, word] of words.entries()) {
      if (i % 997 !== 0) continue;
      expect(searchBm25(index, word, 10).map((hit) => docs[hit.index]!.id)).toEqual([`d${i % 2}`]);
    }
  });
});
