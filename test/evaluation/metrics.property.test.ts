import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeMetrics, type QuestionOutcome } from "../../src/evaluation/metrics.js";
import { fuzzRuns } from "../helpers/fuzzRuns.js";

/** One question's run: for each retrieved chunk, best first, whether it is relevant and its tokens. */
const run = fc.array(fc.record({ relevant: fc.boolean(), tokens: fc.nat({ max: 2000 }) }), { maxLength: 40 });

/** What a run gives at cutoff k, as runQuestions counts it. */
function outcomeAt(id: string, ranked: ReadonlyArray<{ relevant: boolean; tokens: number }>, k: number): QuestionOutcome {
  const top = ranked.slice(0, k);
  const first = ranked.findIndex((r) => r.relevant);
  return { id, relevantInTopK: top.filter((r) => r.relevant).length, firstRelevantRank: first === -1 ? null : first + 1, contextTokens: top.reduce((n, r) => n + r.tokens, 0) };
}

describe("metrics properties", () => {
  it("keeps recall, MRR and precision within [0, 1], and hits within the questions, for any runs and k", () => {
    fc.assert(
      fc.property(fc.array(run, { maxLength: 30 }), fc.integer({ min: 1, max: 50 }), (runs, k) => {
        const m = computeMetrics(runs.map((r, i) => outcomeAt(`q${i}`, r, k)), k);
        for (const value of [m.recall, m.mrr, m.precision]) expect(value >= 0 && value <= 1).toBe(true);
        expect(m.hits).toBeLessThanOrEqual(m.questions);
        expect(m.questions).toBe(runs.length);
        expect(m.contextTokensPerQuery).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: fuzzRuns(1000) },
    );
  });

  it("never lowers recall@k as k grows, and never changes MRR with k", () => {
    fc.assert(
      fc.property(fc.array(run, { minLength: 1, maxLength: 30 }), fc.integer({ min: 1, max: 40 }), (runs, k) => {
        const at = (cutoff: number) => computeMetrics(runs.map((r, i) => outcomeAt(`q${i}`, r, cutoff)), cutoff);
        const [small, large] = [at(k), at(k + 1)];
        expect(large.recall).toBeGreaterThanOrEqual(small.recall);
        expect(large.hits).toBeGreaterThanOrEqual(small.hits);
        expect(large.mrr).toBe(small.mrr);
      }),
      { numRuns: fuzzRuns(1000) },
    );
  });
});
