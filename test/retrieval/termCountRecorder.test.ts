import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { searchBm25, type Bm25Index } from "../../src/retrieval/bm25.js";
import { materializedIndex } from "../helpers/materializedIndex.js";
import { Bm25Vocabulary } from "../../src/retrieval/bm25Vocabulary.js";
import { buildBm25Index } from "../../src/retrieval/buildBm25Index.js";
import { TermCountRecorder } from "../../src/retrieval/bm25Retriever.js";
import { indexTexts } from "../helpers/indexTexts.js";

// Words that recur (so terms are shared between texts and builds), stop words, numbers with
// joiners, non-ASCII and line breaks (a chunk's embed text is lines joined by them).
const word = fc.constantFrom("cat", "dog", "the", "Cats", "running", "v2", "3.5", "größe", "opc-ua", "don't", "ÉTÉ", "\n", "\n\n", "x".repeat(40));
const text = fc.array(word, { maxLength: 30 }).map((words) => words.join(" "));
const texts = fc.array(text, { maxLength: 40 });

function fields(index: Bm25Index) {
  const { lazy: _, ...built } = materializedIndex(index);
  return { ...built, terms: [...built.terms] };
}

describe("TermCountRecorder", () => {
  it("gives, take after take, counts whose index is the very index over the same texts with the same vocabulary", () => {
    fc.assert(
      fc.property(fc.array(texts, { minLength: 1, maxLength: 4 }), fc.double({ min: 0, max: 3, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (builds, k1, b) => {
        const recorder = new TermCountRecorder(new Bm25Vocabulary());
        const reference = new Bm25Vocabulary();
        for (const [n, list] of builds.entries()) {
          const ids = list.map((_, i) => `doc${n}#${String(i).padStart(4, "0")}`);
          for (const t of list) recorder.add(t);
          const built = buildBm25Index(ids, recorder.take(), { k1, b });
          const expected = indexTexts(list.map((t, i) => ({ id: ids[i]!, text: t })), { k1, b, vocabulary: reference });
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
    const recorder = new TermCountRecorder(new Bm25Vocabulary(), 16);
    for (const t of list) recorder.add(t);
    const ids = list.map((_, i) => `doc#${i}`);
    const expected = indexTexts(list.map((t, i) => ({ id: ids[i]!, text: t })), { k1: 1.2, b: 0.75, vocabulary: new Bm25Vocabulary() });
    expect(fields(buildBm25Index(ids, recorder.take(), { k1: 1.2, b: 0.75 }))).toEqual(fields(expected));
  });

  it("adds a text again from its last record without counting it, and is empty after a take", () => {
    const recorder = new TermCountRecorder(new Bm25Vocabulary());
    recorder.add("alpha beta alpha");
    const record = recorder.lastRecord();
    expect([...record]).toEqual([3, 2, 0, 2, 1, 1]);
    recorder.addRecord(record, 0);
    const index = buildBm25Index(["a", "b"], recorder.take());
    expect([...index.docLength]).toEqual([3, 3]);
    expect(recorder.take().runs[0]!.texts).toBe(0);
    expect(() => recorder.lastRecord()).toThrow(/no text added/);
    expect(() => buildBm25Index([], (recorder.add("one text"), recorder.take()))).toThrow(/1 texts for 0 documents|more texts than the 0 documents/);
  });
});
