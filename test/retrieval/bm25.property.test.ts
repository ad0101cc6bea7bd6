import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { searchBm25 } from "../../src/retrieval/bm25.js";
import { indexTexts } from "../helpers/indexTexts.js";

// A small vocabulary so that generated queries hit generated documents and scores tie often.
const word = fc.constantFrom("cat", "dog", "the", "fish", "cats", "running", "run", "v2", "3.5", "größe", "opc-ua");
const text = fc.array(word, { maxLength: 12 }).map((words) => words.join(" "));
// Ids from a tiny alphabet with case differences, to exercise the code-unit tie-break.
const ids = fc.uniqueArray(fc.string({ unit: fc.constantFrom("a", "b", "B", "9", "1", "#"), minLength: 1, maxLength: 4 }), {
  maxLength: 30,
});
const corpus = ids.chain((idList) =>
  fc.tuple(...idList.map(() => text)).map((texts) => idList.map((id, i) => ({ id, text: texts[i]! }))),
);

describe("searchBm25 properties", () => {
  it("returns ≤ depth distinct hits, scores > 0, sorted by (score desc, id desc), a prefix of the full ranking", () => {
    fc.assert(
      fc.property(
        corpus,
        text,
        fc.nat({ max: 12 }),
        fc.double({ min: 0, max: 3, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (docs, query, depth, k1, b) => {
          const index = indexTexts(docs, { k1, b });
          const hits = searchBm25(index, query, depth);
          expect(hits.length).toBeLessThanOrEqual(depth);
          expect(new Set(hits.map((h) => h.index)).size).toBe(hits.length);
          for (const hit of hits) {
            expect(hit.index).toBeGreaterThanOrEqual(0);
            expect(hit.index).toBeLessThan(docs.length);
            expect(hit.score).toBeGreaterThan(0);
          }
          for (let i = 1; i < hits.length; i++) {
            const prev = hits[i - 1]!;
            const cur = hits[i]!;
            const ordered = prev.score > cur.score || (prev.score === cur.score && docs[prev.index]!.id > docs[cur.index]!.id);
            expect(ordered).toBe(true);
          }
          expect(hits).toEqual(searchBm25(index, query, Infinity).slice(0, depth));
        },
      ),
      { numRuns: 300, seed: 42 },
    );
  });
});
