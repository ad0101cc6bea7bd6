import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { takeTop } from "../../src/retrieval/takeTop.js";

/** Every position of `candidates`, ranked by a full sort: score descending, then id descending, then position. */
function fullRanking(candidates: Iterable<number>, scores: Float64Array, ids: readonly string[]): number[] {
  const before = (a: number, b: number) => (scores[a] !== scores[b] ? scores[a]! > scores[b]! : ids[a] !== ids[b] ? ids[a]! > ids[b]! : a < b);
  return [...candidates].sort((a, b) => (before(a, b) ? -1 : 1));
}

describe("takeTop", () => {
  it("equals the head of a full sort, for every depth", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ score: fc.constantFrom(0.5, 1, 1.5, 2), id: fc.constantFrom("a", "b", "B", "c#1", "c#10") }), { maxLength: 40 }),
        fc.nat({ max: 45 }),
        (docs, depth) => {
          const ids = docs.map((d) => d.id);
          const scoresOf = () => Float64Array.from(docs, (d) => d.score);
          const candidates = Int32Array.from(docs.keys()).reverse();
          const full = fullRanking(candidates, scoresOf(), ids);
          const got = takeTop(candidates, candidates.length, scoresOf(), ids, depth);
          expect(got.map((h) => h.index)).toEqual(full.slice(0, depth));
          expect(takeTop(candidates, candidates.length, scoresOf(), ids, Infinity).map((h) => h.index)).toEqual(full);
        },
      ),
      { numRuns: 500, seed: 5 },
    );
  });

  it("gives a full sort's hits and scores for a subset of candidates, and leaves every candidate's score 0", () => {
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
          const expected = fullRanking(candidates, scores, ids)
            .slice(0, depth)
            .map((index) => ({ index, score: docs[index]!.score }));
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

  it("breaks ties as a full sort does when the ids ascend with their positions, and where they do not (#9999, #10000)", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ unit: fc.constantFrom("a", "b", "#", "1", "9", "0"), maxLength: 6 }), { maxLength: 80 }),
        fc.boolean(),
        fc.array(fc.constantFrom(0.5, 1, 1.5), { minLength: 80, maxLength: 80 }),
        fc.nat({ max: 20 }),
        (unique, sorted, scoreList, depth) => {
          // sorted: the ids ascend (positions decide ties); otherwise a chunk run past #9999 and a repeated id
          const ids = sorted ? [...unique].sort() : [...[...unique].sort(), "doc#9999", "doc#10000", "doc#10001", "doc#1000", "doc#9999"];
          const scores = () => Float64Array.from(ids, (_, i) => scoreList[i % scoreList.length]!);
          const candidates = Int32Array.from(ids.keys()).reverse();
          const full = fullRanking(candidates, scores(), ids);
          expect(takeTop(candidates, candidates.length, scores(), ids, depth).map((h) => h.index)).toEqual(full.slice(0, depth));
          // a second search over the same ids (their tie order remembered) ranks the same
          expect(takeTop(candidates, candidates.length, scores(), ids, depth).map((h) => h.index)).toEqual(full.slice(0, depth));
        },
      ),
      { numRuns: 500, seed: 11 },
    );
  });

  it("reads only the first `count` candidates", () => {
    const scores = Float64Array.from([3, 2, 1]);
    const hits = takeTop(Int32Array.from([1, 2, 0]), 2, scores, ["x", "y", "z"], 5);
    expect(hits).toEqual([{ index: 1, score: 2 }, { index: 2, score: 1 }]);
    expect(Array.from(scores)).toEqual([3, 0, 0]);
  });
});
