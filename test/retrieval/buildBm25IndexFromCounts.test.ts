import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildBm25Index, type Bm25Index } from "../../src/retrieval/bm25.js";
import { Bm25Vocabulary } from "../../src/retrieval/bm25Vocabulary.js";
import { buildBm25IndexFromCounts } from "../../src/retrieval/buildBm25IndexFromCounts.js";
import { bm25CountsRetriever } from "../../src/retrieval/bm25CountsRetriever.js";
import { bm25Retriever } from "../../src/retrieval/bm25Retriever.js";
import { countTerms, termCountsFromJson, termCountsToJson } from "../../src/retrieval/termCounts.js";
import { UserError } from "../../src/errors.js";

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

/** Every field, typed arrays compared byte for byte (so a weight differing in its last bit, or 0 against -0, fails). */
function expectSameIndex(actual: Bm25Index, expected: Bm25Index): void {
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

describe("buildBm25IndexFromCounts", () => {
  it("gives the index buildBm25Index gives over the texts, bit for bit, counts stored and read back or not", () => {
    fc.assert(
      fc.property(runsOf, fc.double({ min: 0, max: 3, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), fc.boolean(), fc.boolean(), (runs, k1, b, shared, stored) => {
        const vocabulary = shared ? new Bm25Vocabulary() : undefined;
        const counted = runs.map((texts) => countTerms(texts, vocabulary));
        const read = stored ? counted.map((c) => termCountsFromJson(JSON.parse(JSON.stringify(termCountsToJson(c))))!) : counted;
        const docs = runs.flat().map((t, i) => ({ id: `d${i}`, text: t }));
        expectSameIndex(buildBm25IndexFromCounts(docs.map((d) => d.id), read, { k1, b }), buildBm25Index(docs, { k1, b }));
      }),
      { numRuns: 300 },
    );
  });

  it("numbers a term by its first occurrence across documents, as buildBm25Index does", () => {
    const runs = [["Cats run", "the dogs"], [], ["dogs and cats", "größe"]];
    const index = buildBm25IndexFromCounts(["a", "b", "c", "d"], runs.map((texts) => countTerms(texts)));
    expect([...index.terms]).toEqual([["cat", 0], ["run", 1], ["dog", 2], ["größe", 3]]);
    expect([...index.docLength]).toEqual([2, 1, 2, 1]);
  });

  it("refuses counts that do not hold one text per id", () => {
    expect(() => buildBm25IndexFromCounts(["a", "b"], [countTerms(["one"])])).toThrow(/1 texts for 2 documents/);
    expect(() => buildBm25IndexFromCounts(["a"], [countTerms(["one", "two"])])).toThrow(/more texts than the 1 documents/);
  });
});

describe("termCountsFromJson", () => {
  const good = termCountsToJson(countTerms(["alpha beta alpha", "", "gamma"]));
  it("reads back what termCountsToJson wrote", () => {
    expect(termCountsFromJson(good)).toEqual(countTerms(["alpha beta alpha", "", "gamma"]));
  });
  it("refuses a corrupt or foreign value instead of trusting it", () => {
    const [texts, terms, counts] = good;
    const bytes = Buffer.from(counts, "base64");
    const tooFar = Buffer.from(bytes);
    tooFar[1] = 9; // the first pair's term position, past the 3-term table
    for (const bad of [null, "x", [texts, terms], [texts + 1, terms, counts], [texts - 1, terms, counts], [texts, "alpha beta", counts], [texts, terms, tooFar.toString("base64")], [texts, terms, bytes.subarray(0, bytes.length - 1).toString("base64")], [1.5, terms, counts], [texts, 3, counts]]) {
      expect(termCountsFromJson(bad), JSON.stringify(bad)).toBeNull();
    }
  });
});

describe("bm25CountsRetriever", () => {
  it("ranks and scores as bm25Retriever over the same texts, under the same identity", () => {
    const texts = ["install the add-in", "remove an add-in", "Excel ranges and cells", "installing Office"];
    const docs = texts.map((t, i) => ({ id: `c${i}`, text: t }));
    const plain = bm25Retriever(docs, { k1: 1.2, b: 0.75 });
    const counted = bm25CountsRetriever(docs.map((d) => d.id), [countTerms(texts.slice(0, 1)), countTerms(texts.slice(1))], { k1: 1.2, b: 0.75 });
    expect(counted.identity).toBe(plain.identity);
    for (const query of ["install add-in", "cells", "nothing here"]) expect(counted.search(query, 10)).toEqual(plain.search(query, 10));
  });
  it("refuses k1 and b out of range with bm25Retriever's UserError", () => {
    expect(() => bm25CountsRetriever([], [], { k1: -1, b: 0.75 })).toThrow(UserError);
    expect(() => bm25CountsRetriever([], [], { k1: 1.2, b: 2 })).toThrow(/retriever.b/);
  });
});
