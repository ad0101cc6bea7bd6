import { describe, expect, it } from "vitest";
import { computeMetrics } from "../../src/evaluation/metrics.js";

describe("computeMetrics (trec_eval success@k, recip_rank, P@k)", () => {
  it("matches hand-computed values", () => {
    // k = 3; q1 relevant at ranks 1 and 3; q2 first relevant at rank 5; q3 nothing retrieved
    const m = computeMetrics(
      [
        { id: "q1", relevantInTopK: 2, firstRelevantRank: 1, contextTokens: 300 },
        { id: "q2", relevantInTopK: 0, firstRelevantRank: 5, contextTokens: 240 },
        { id: "q3", relevantInTopK: 0, firstRelevantRank: null, contextTokens: 0 },
      ],
      3,
    );
    expect(m.questions).toBe(3);
    expect(m.hits).toBe(1);
    expect(m.recall).toBeCloseTo(1 / 3, 12);
    expect(m.mrr).toBeCloseTo((1 + 1 / 5 + 0) / 3, 12);
    expect(m.precision).toBeCloseTo((2 / 3 + 0 + 0) / 3, 12);
    expect(m.contextTokensPerQuery).toBeCloseTo(180, 12);
  });

  it("divides precision by k even when fewer than k chunks were retrieved", () => {
    const m = computeMetrics([{ id: "q", relevantInTopK: 1, firstRelevantRank: 1, contextTokens: 10 }], 5);
    expect(m.precision).toBeCloseTo(0.2, 12);
  });

  it("reports zero questions rather than inventing a score for an empty set", () => {
    expect(computeMetrics([], 3)).toEqual({ questions: 0, hits: 0, recall: 0, mrr: 0, precision: 0, contextTokensPerQuery: 0 });
  });
});
