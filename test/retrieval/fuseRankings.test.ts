import { describe, expect, it } from "vitest";
import { fuseRankings } from "../../src/retrieval/hybridRetriever.js";

const ids = ["d1", "d2", "d3", "d4"];
const ranking = (...positions: number[]) => positions.map((index, i) => ({ index, score: 10 - i }));

describe("reciprocal rank fusion", () => {
  it("scores Σ 1/(k + rank) over both rankings: a hand-computed example at k = 60", () => {
    // BM25 ranks d1, d2, d3; embeddings rank d3, d1, d4.
    // d1 = 1/61 + 1/62 = 0.0325225; d3 = 1/63 + 1/61 = 0.0322664; d2 = 1/62 = 0.0161290; d4 = 1/63 = 0.0158730
    const fused = fuseRankings([ranking(0, 1, 2), ranking(2, 0, 3)], { ids, k: 60, depth: 10 });
    expect(fused.map((h) => ids[h.index])).toEqual(["d1", "d3", "d2", "d4"]);
    expect(fused.map((h) => h.score)).toEqual([1 / 61 + 1 / 62, 1 / 63 + 1 / 61, 1 / 62, 1 / 63]);
    expect(fused[0]!.score).toBeCloseTo(0.0325225, 7);
  });

  it("lets k decide between a chunk first in one ranking and one fourth in both", () => {
    const eight = ["d1", "d2", "d3", "d4", "d5", "d6", "d7", "d8"];
    // d1 is first for BM25 only; d4 is fourth in both.
    // k = 60: d4 = 2/64 = 0.03125 beats d1 = 1/61 = 0.01639. k = 1: d1 = 1/2 beats d4 = 2/5.
    const rankings = [ranking(0, 1, 2, 3), ranking(4, 5, 6, 3)];
    expect(eight[fuseRankings(rankings, { ids: eight, k: 60, depth: 1 })[0]!.index]).toBe("d4");
    expect(fuseRankings(rankings, { ids: eight, k: 60, depth: 1 })[0]!.score).toBe(1 / 64 + 1 / 64);
    expect(fuseRankings(rankings, { ids: eight, k: 1, depth: 2 }).map((h) => [eight[h.index], h.score])).toEqual([
      ["d5", 1 / 2],
      ["d1", 1 / 2],
    ]);
    expect(fuseRankings(rankings, { ids: eight, k: 1, depth: 8 }).find((h) => h.index === 3)!.score).toBe(1 / 5 + 1 / 5);
  });

  it("breaks exactly equal fused scores by the greater id, whatever the rankings' order", () => {
    const ab = fuseRankings([ranking(0, 1), ranking(1, 0)], { ids, k: 60, depth: 2 });
    const ba = fuseRankings([ranking(1, 0), ranking(0, 1)], { ids, k: 60, depth: 2 });
    expect(ab.map((h) => ids[h.index])).toEqual(["d2", "d1"]);
    expect(ab[0]!.score).toBe(ab[1]!.score);
    expect(ba).toEqual(ab);
  });

  it("counts a chunk only one ranking holds, and cuts to depth", () => {
    const fused = fuseRankings([ranking(0), ranking(3)], { ids, k: 60, depth: 1 });
    expect(fused).toEqual([{ index: 3, score: 1 / 61 }]);
    expect(fuseRankings([[], []], { ids, k: 60, depth: 5 })).toEqual([]);
  });
});
