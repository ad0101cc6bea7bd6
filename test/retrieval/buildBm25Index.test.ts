import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyze } from "../../src/retrieval/analyze.js";
import { searchBm25, type Bm25Index } from "../../src/retrieval/bm25.js";
import { materializedIndex } from "../helpers/materializedIndex.js";
import { Bm25Vocabulary } from "../../src/retrieval/bm25Vocabulary.js";
import { buildBm25Index } from "../../src/retrieval/buildBm25Index.js";
import { bm25Factory, bm25Retriever, countTexts } from "../../src/retrieval/bm25Retriever.js";
import { createRetrieverRuntime } from "../../src/retrieval/retrieverRuntime.js";
import type { RankedHit } from "../../src/retrieval/types.js";
import { REGISTRY_DEFAULTS } from "../../src/config/registryDefaults.js";
import { indexTexts } from "../helpers/indexTexts.js";

// Words that analysis changes (case, stems, stop words, possessives, numbers, other scripts), plus
// arbitrary text, so the counts see every kind of token.
const word = fc.oneof(
  fc.constantFrom("Cat", "cats", "the", "dog's", "don't", "running", "run", "v2.1", "1,000", "größe", "opc-ua", "is", "Ｆｉｌｅ", "naïve", "\u00a0x\u2028y"),
  fc.string({ maxLength: 6 }),
  fc.string({ unit: "grapheme", maxLength: 4 }),
);
const text = fc.array(word, { maxLength: 12 }).map((words) => words.join(" "));
// A corpus as documents (runs) of chunk texts.
const runsOf = fc.array(fc.array(text, { maxLength: 5 }), { maxLength: 6 });

/** One run of `texts` counted in `vocabulary` (by default its own). */
const counted = (texts: readonly string[], vocabulary?: Bm25Vocabulary) => countTexts(texts, vocabulary).runs[0]!;

/** Every field of both indexes with every term built, typed arrays compared byte for byte (so a weight differing in its last bit, or 0 against -0, fails). */
function expectSameIndex(built: Bm25Index, reference: Bm25Index): void {
  const actual = materializedIndex(built);
  const expected = materializedIndex(reference);
  const bytes = (a: ArrayBufferView) => Buffer.from(a.buffer, a.byteOffset, a.byteLength).toString("hex");
  expect([actual.k1, actual.b, actual.docCount, actual.avgDocLength]).toEqual([expected.k1, expected.b, expected.docCount, expected.avgDocLength]);
  expect(Object.is(actual.avgDocLength, expected.avgDocLength)).toBe(true);
  expect(actual.ids).toEqual(expected.ids);
  expect([...actual.terms]).toEqual([...expected.terms]);
  for (const field of ["docLength", "idf", "postingStart", "postingDoc", "postingWeight"] as const) {
    expect(actual[field].constructor).toBe(expected[field].constructor);
    expect(bytes(actual[field]), field).toBe(bytes(expected[field]));
  }
}

/**
 * BM25 straight from the formula buildBm25Index documents, one document and one query term at a
 * time, with no index: idf(t) = ln(1 + (N − df + 0.5) / (df + 0.5)), each occurrence of a query
 * term in the query adding idf · (tf · (k1 + 1)) / (tf + k1 · (1 − b + b · |d| / avgdl)) (the
 * products grouped as the index groups them, and terms summed in query order, so equal scores are
 * equal to the last bit); ranked by score, then id descending, then position (takeTop).
 */
function referenceSearch(docs: ReadonlyArray<{ id: string; text: string }>, query: string, k1: number, b: number): RankedHit[] {
  const analysed = docs.map((d) => analyze(d.text));
  const n = docs.length;
  const total = analysed.reduce((sum, terms) => sum + terms.length, 0);
  const avgdl = total > 0 ? total / n : 1;
  const df = (term: string) => analysed.filter((terms) => terms.includes(term)).length;
  const hits: RankedHit[] = [];
  analysed.forEach((terms, index) => {
    let score = 0;
    let matched = false;
    for (const term of analyze(query)) {
      const tf = terms.filter((t) => t === term).length;
      if (tf === 0) continue;
      matched = true;
      const idf = Math.log(1 + (n - df(term) + 0.5) / (df(term) + 0.5));
      score += (idf * (tf * (k1 + 1))) / (tf + k1 * (1 - b + (b * terms.length) / avgdl));
    }
    if (matched) hits.push({ index, score });
  });
  const id = (h: RankedHit) => docs[h.index]!.id;
  return hits.sort((x, y) => (x.score !== y.score ? y.score - x.score : id(x) !== id(y) ? (id(x) > id(y) ? -1 : 1) : x.index - y.index));
}

describe("buildBm25Index", () => {
  it("scores and ranks as BM25 straight from its formula, bit for bit, on random corpora and queries", () => {
    const ids = fc.uniqueArray(fc.string({ unit: fc.constantFrom("a", "B", "b", "1"), minLength: 1, maxLength: 3 }), { maxLength: 25 });
    fc.assert(
      fc.property(ids.chain((list) => fc.tuple(fc.constant(list), fc.array(text, { minLength: list.length, maxLength: list.length }))), text, fc.double({ min: 0, max: 3, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), ([list, texts], query, k1, b) => {
        const docs = list.map((id, i) => ({ id, text: texts[i]! }));
        const index = buildBm25Index(list, countTexts(texts), { k1, b });
        expect(searchBm25(index, query, Infinity)).toEqual(referenceSearch(docs, query, k1, b));
      }),
      { numRuns: 300 },
    );
  });

  it("gives the same index over runs counted in vocabularies of their own as over the texts counted in one, bit for bit", () => {
    fc.assert(
      fc.property(runsOf, fc.double({ min: 0, max: 3, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), fc.boolean(), (runs, k1, b, shared) => {
        const vocabulary = shared ? new Bm25Vocabulary() : undefined;
        const read = runs.map((texts) => counted(texts, vocabulary));
        const docs = runs.flat().map((t, i) => ({ id: `d${i}`, text: t }));
        expectSameIndex(buildBm25Index(docs.map((d) => d.id), { runs: read }, { k1, b }), indexTexts(docs, { k1, b }));
      }),
      { numRuns: 300 },
    );
  });

  it("ranks the same over runs counted in the base vocabulary or another, mixed run by run", () => {
    fc.assert(
      fc.property(runsOf, fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }), text, (runs, own, query) => {
        const vocabulary = new Bm25Vocabulary();
        const mixed = runs.map((texts, r) => counted(texts, own[r] ? undefined : vocabulary));
        const docs = runs.flat().map((t, i) => ({ id: `d${i}`, text: t }));
        const fromCounts = buildBm25Index(docs.map((d) => d.id), { runs: mixed, base: vocabulary });
        expect(searchBm25(fromCounts, query, Infinity)).toEqual(searchBm25(indexTexts(docs), query, Infinity));
      }),
      { numRuns: 200 },
    );
  });

  it("numbers a term by its first occurrence across documents", () => {
    const runs = [["Cats run", "the dogs"], [], ["dogs and cats", "größe"]];
    const index = buildBm25Index(["a", "b", "c", "d"], { runs: runs.map((texts) => counted(texts)) });
    expect([...index.terms]).toEqual([["cat", 0], ["run", 1], ["dog", 2], ["größe", 3]]);
    expect([...index.docLength]).toEqual([2, 1, 2, 1]);
  });

  it("refuses counts that do not hold one text per id, and k1 or b out of range", () => {
    expect(() => buildBm25Index(["a", "b"], countTexts(["one"]))).toThrow(/1 texts for 2 documents/);
    expect(() => buildBm25Index(["a"], countTexts(["one", "two"]))).toThrow(/more texts than the 1 documents/);
    expect(() => buildBm25Index(["a"], countTexts(["one"]), { k1: -0.1 })).toThrow(RangeError);
    expect(() => buildBm25Index(["a"], countTexts(["one"]), { b: 1.1 })).toThrow(RangeError);
  });
});

describe("bm25Retriever and bm25Factory", () => {
  const texts = ["install the add-in", "remove an add-in", "Excel ranges and cells", "installing Office"];
  const docs = texts.map((t, i) => ({ id: `c${i}`, text: t }));
  const config = { ...REGISTRY_DEFAULTS.retriever, kind: "bm25" };

  it("ranks and scores the same over counts a cache kept as over the texts, under one identity", async () => {
    const fromTexts = await bm25Factory.build({ docs, queries: [], config, label: "t", runtime: createRetrieverRuntime() });
    const byRun = { ids: docs.map((d) => d.id), counts: { runs: [counted(texts.slice(0, 1)), counted(texts.slice(1))] } };
    // a build from counts never reads the docs
    const input = { get docs(): never { throw new Error("docs read"); }, counted: byRun, queries: [], config, label: "t", runtime: createRetrieverRuntime() };
    const fromCounts = await bm25Factory.build(input);
    expect(fromCounts.identity).toBe("bm25(k1=1.2,b=0.75)");
    expect(fromCounts.identity).toBe(fromTexts.identity);
    for (const query of ["install add-in", "cells", "nothing here"]) expect(fromCounts.search(query, 10)).toEqual(fromTexts.search(query, 10));
  });

  it("refuses k1 and b out of range", () => {
    expect(() => bm25Retriever([], { runs: [] }, { k1: -1, b: 0.75 })).toThrow(/k1/);
    expect(() => bm25Retriever([], { runs: [] }, { k1: 1.2, b: 2 })).toThrow(/b must be/);
  });
});
