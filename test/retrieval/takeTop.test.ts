import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { selectTop } from "../../src/retrieval/selectTop.js";
import { takeTop } from "../../src/retrieval/takeTop.js";

describe("takeTop", () => {
  it("gives selectTop's hits, scores and order, and leaves every candidate's score 0", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ score: fc.constantFrom(0.5, 1, 1.5, 2, 0.1 + 0.2), id: fc.constantFrom("a", "b", "B", "c#1", "c#10") }), { maxLength: 60 }),
        fc.array(fc.nat({ max: 59 })),
        fc.oneof(fc.nat({ max: 65 }), fc.constant(Infinity)),
        (docs, picks, depth) => {
          const scores = Float64Array.from(docs, (d) => d.score);
          const ids = docs.map((d) => d.id);
          // a subset of the positions, in scrambled order, as a search lists its candidates
          const candidates = Int32Array.from(new Set(picks.filter((p) => p < docs.length)));
          const expected = selectTop(candidates, candidates.length, scores, ids, depth);
          const got = takeTop(candidates, candidates.length, scores, ids, depth);
          expect(got).toEqual(expected);
          for (const c of candidates) expect(scores[c]).toBe(0);
          // positions that were not candidates keep their scores
          docs.forEach((d, i) => {
            if (!candidates.includes(i)) expect(scores[i]).toBe(d.score);
          });
        },
      ),
      { numRuns: 500, seed: 7 },
    );
  });

  it("reads only the first `count` candidates", () => {
    const scores = Float64Array.from([3, 2, 1]);
    const hits = takeTop(Int32Array.from([1, 2, 0]), 2, scores, ["x", "y", "z"], 5);
    expect(hits).toEqual([{ index: 1, score: 2 }, { index: 2, score: 1 }]);
    expect(Array.from(scores)).toEqual([3, 0, 0]);
  });
});
