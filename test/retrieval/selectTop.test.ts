import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ranksBefore } from "../../src/retrieval/ranksBefore.js";
import { selectTop } from "../../src/retrieval/selectTop.js";

describe("selectTop", () => {
  it("equals the head of a full sort, for every depth", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ score: fc.constantFrom(0.5, 1, 1.5, 2), id: fc.constantFrom("a", "b", "B", "c#1", "c#10") }), { maxLength: 40 }),
        fc.nat({ max: 45 }),
        (docs, depth) => {
          const scores = Float64Array.from(docs, (d) => d.score);
          const ids = docs.map((d) => d.id);
          const candidates = Int32Array.from(docs.keys()).reverse();
          const full = [...docs.keys()].sort((a, b) =>
            ranksBefore(scores[a]!, ids[a]!, a, scores[b]!, ids[b]!, b) ? -1 : 1,
          );
          const got = selectTop(candidates, candidates.length, scores, ids, depth);
          expect(got.map((h) => h.index)).toEqual(full.slice(0, depth));
          expect(selectTop(candidates, candidates.length, scores, ids, Infinity).map((h) => h.index)).toEqual(full);
        },
      ),
      { numRuns: 500, seed: 5 },
    );
  });
});
