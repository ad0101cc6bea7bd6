import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { UserError } from "../../src/errors.js";
import { buildBm25Index, searchBm25, type Bm25Index } from "../../src/retrieval/bm25.js";
import { Bm25IndexBuilder, bm25BuilderRetriever } from "../../src/retrieval/bm25IndexBuilder.js";
import { Bm25Vocabulary } from "../../src/retrieval/bm25Vocabulary.js";

// Words that recur (so terms are shared between texts and builds), stop words, numbers with
// joiners, non-ASCII and line breaks (a chunk's embed text is lines joined by them).
const word = fc.constantFrom("cat", "dog", "the", "Cats", "running", "v2", "3.5", "größe", "opc-ua", "don't", "ÉTÉ", "\n", "\n\n", "x".repeat(40));
const text = fc.array(word, { maxLength: 30 }).map((words) => words.join(" "));
const texts = fc.array(text, { maxLength: 40 });

function fields(index: Bm25Index) {
  return { ...index, terms: [...index.terms] };
}

describe("Bm25IndexBuilder", () => {
  it("builds, build after build, the very index buildBm25Index builds over the same texts with the same vocabulary", () => {
    fc.assert(
      fc.property(fc.array(texts, { minLength: 1, maxLength: 4 }), fc.double({ min: 0, max: 3, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (builds, k1, b) => {
        const builder = new Bm25IndexBuilder(new Bm25Vocabulary());
        const reference = new Bm25Vocabulary();
        for (const [n, list] of builds.entries()) {
          const ids = list.map((_, i) => `doc${n}#${String(i).padStart(4, "0")}`);
          for (const t of list) builder.add(t);
          const built = builder.build(ids, { k1, b });
          const expected = buildBm25Index(list.map((t, i) => ({ id: ids[i]!, text: t })), { k1, b, vocabulary: reference });
          // Float64Array fields compared with toEqual are compared value by value, so bit for bit (0 and -0 aside, which no weight is)
          expect(fields(built)).toEqual(fields(expected));
          expect(searchBm25(built, "cats running größe 3.5", 10)).toEqual(searchBm25(expected, "cats running größe 3.5", 10));
        }
      }),
      { numRuns: 200 },
    );
  });

  it("counts a text with more distinct terms than the vocabulary's first buffer holds (the buffer is replaced while counting)", () => {
    const wide = Array.from({ length: 3000 }, (_, i) => `term${i}`).join(" ");
    const list = ["short text", wide, "term7 term7 other"];
    const builder = new Bm25IndexBuilder(new Bm25Vocabulary());
    for (const t of list) builder.add(t);
    const ids = list.map((_, i) => `doc#${i}`);
    const expected = buildBm25Index(list.map((t, i) => ({ id: ids[i]!, text: t })), { k1: 1.2, b: 0.75, vocabulary: new Bm25Vocabulary() });
    expect(fields(builder.build(ids, { k1: 1.2, b: 0.75 }))).toEqual(fields(expected));
  });

  it("refuses ids that do not name exactly the texts added, and is empty again after a build", () => {
    const builder = new Bm25IndexBuilder(new Bm25Vocabulary());
    builder.add("one text");
    expect(() => builder.build([], { k1: 1.2, b: 0.75 })).toThrow(/0 ids for 1 texts/);
    expect(builder.build(["a"], { k1: 1.2, b: 0.75 }).docCount).toBe(1);
    expect(builder.build([], { k1: 1.2, b: 0.75 }).docCount).toBe(0);
  });

  it("gives a bm25 retriever with bm25's identity, and bm25's errors for k1 and b", () => {
    const builder = new Bm25IndexBuilder(new Bm25Vocabulary());
    builder.add("alpha beta");
    builder.add("gamma");
    const retriever = bm25BuilderRetriever(builder, ["x", "y"], { k1: 1.2, b: 0.75 });
    expect(retriever.identity).toBe("bm25(k1=1.2,b=0.75)");
    expect(retriever.search("gamma", 5).map((h) => h.index)).toEqual([1]);
    expect(() => bm25BuilderRetriever(builder, [], { k1: -1, b: 0.75 })).toThrow(UserError);
    expect(() => bm25BuilderRetriever(builder, [], { k1: 1.2, b: 2 })).toThrow(UserError);
  });
});
