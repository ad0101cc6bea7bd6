import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { NoiseConfig } from "../../src/config/types.js";
import { judgeSource } from "../../src/gate/judgeSource.js";
import { judgeNoise, mcnemarPValue, type NoiseInput, type QuestionPair } from "../../src/gate/noiseMethods.js";
import { isRealDrop, noiseBand } from "../../src/gate/noiseBand.js";
import { exactBinomialCdf, exactMcnemar } from "../helpers/exactBinomial.js";
import { metrics } from "../helpers/metrics.js";

const BINOMIAL: NoiseConfig = { method: "binomial", confidence: 0.95 };
const PAIRED: NoiseConfig = { method: "paired", confidence: 0.95 };
const questions = (n: number): NoiseConfig => ({ method: "questions", confidence: 0.95, questions: n });

function input(over: Partial<NoiseInput>): NoiseInput {
  return { train: { questions: 24, hits: 22 }, baseline: 22 / 24, noise: BINOMIAL, pairs: null, trainShare: 0.7, ...over };
}

/** `lost` hit → miss, `gained` miss → hit, the rest hits on both sides, n in all. */
function pairs(options: { n: number; lost: number; gained: number }): QuestionPair[] {
  return Array.from({ length: options.n }, (_, i) => {
    const id = `q${String(i).padStart(3, "0")}`;
    if (i < options.lost) return { id, base: true, head: false };
    if (i < options.lost + options.gained) return { id, base: false, head: true };
    return { id, base: true, head: true };
  });
}

describe("the noise methods", () => {
  it("each judges by its own name (paired without a base run falls back to binomial, saying so)", () => {
    expect(judgeNoise(input({ noise: BINOMIAL })).method).toBe("binomial");
    expect(judgeNoise(input({ noise: questions(2) })).method).toBe("questions");
    expect(judgeNoise(input({ noise: PAIRED, pairs: pairs({ n: 24, lost: 0, gained: 0 }) })).method).toBe("paired");
    expect(judgeNoise(input({ noise: PAIRED }))).toMatchObject({ method: "binomial", fallback: expect.stringMatching(/No base run/) });
  });
});

describe("binomial: the exact one-sided test against the recorded rate", () => {
  it("states the band in questions for the current n, and the drop one beyond it fails", () => {
    // the exact tail: 20 of 24 at a recorded 22/24 is plausible at 95%, 19 is not
    expect(exactBinomialCdf(20, 24, 22, 24)).toBeGreaterThanOrEqual(0.05);
    expect(exactBinomialCdf(19, 24, 22, 24)).toBeLessThan(0.05);
    const edge = judgeNoise(input({ train: { questions: 24, hits: 20 } }));
    expect(edge.band).toBe("With 24 train questions, losing up to 2 is within noise; losing 3 fails (one-sided binomial test at 95% against the recorded recall 0.92, 22 of 24).");
    expect(edge).toMatchObject({ method: "binomial", questions: 24, allowedLoss: 2, lost: 2, realDrop: false });
    expect(edge.outcome).toMatch(/^2 lost of 22 recorded hits: within noise \(p = 0\.\d{3}\)\.$/);
    const beyond = judgeNoise(input({ train: { questions: 24, hits: 19 } }));
    expect(beyond).toMatchObject({ lost: 3, realDrop: true });
    expect(beyond.outcome).toContain("a real drop");
  });

  it("gives the p-value of the exact lower tail", () => {
    const j = judgeNoise(input({ train: { questions: 24, hits: 18 } }));
    expect(j.pValue).toBeCloseTo(exactBinomialCdf(18, 24, 22, 24), 12);
  });

  it("agrees with the verdict judgeSource reaches, for any n, rate and hits", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 80 }), fc.integer({ min: 0, max: 80 }), fc.integer({ min: 0, max: 80 }), fc.constantFrom(0.9, 0.95, 0.99), (n, recorded, now, confidence) => {
        const baseline = Math.min(recorded, n) / n;
        const hits = Math.min(now, n);
        const j = judgeNoise(input({ train: { questions: n, hits }, baseline, noise: { method: "binomial", confidence } }));
        const verdict = judgeSource({
          train: metrics(hits, n),
          heldOut: metrics(0, 0),
          baseline: { measuredOn: "2026-11-03", recall: baseline, retriever: null, k: null, heldOutRecall: null, questions: null, corpus: null, line: 1 },
          confidence,
          overfitMargin: 0.1,
          requireBaseline: false,
          k: 3,
          retriever: { kind: "bm25", identity: "bm25" },
          corpus: { documents: 1, tokens: 1 },
        }).verdict;
        expect(j.realDrop).toBe(verdict === "fail");
        expect(j.allowedLoss).toBe(noiseBand({ baseline, questions: n, confidence }).allowedLoss);
      }),
      { numRuns: 300, seed: 10 },
    );
  });

  it("allows, in one pass, the smallest loss (at least 1) whose next loss isRealDrop calls real, for every n up to 150", () => {
    for (const baseline of [0, 0.3, 0.5, 0.8636, 0.91, 0.99, 1]) {
      for (const confidence of [0.9, 0.95, 0.99]) {
        for (let n = 0; n <= 150; n++) {
          const hits = Math.round(baseline * n);
          let expected = Math.min(1, hits);
          while (expected < hits && !isRealDrop(hits - expected - 1, { baseline, questions: n, confidence })) expected++;
          expect(noiseBand({ baseline, questions: n, confidence }), `p=${baseline} n=${n} c=${confidence}`).toMatchObject({ baselineHits: hits, allowedLoss: expected });
        }
      }
    }
  });

  it("says a source with 1 train question can never fail, and suggests a size that can", () => {
    const j = judgeNoise(input({ train: { questions: 1, hits: 0 }, baseline: 1 }));
    expect(j).toMatchObject({ allowedLoss: 1, lost: 1, realDrop: false });
    expect(j.band).toBe("With 1 train question, no loss can fail the gate: losing all 1 is within noise (one-sided binomial test at 95% against the recorded recall 1.00, 1 of 1).");
    expect(j.detection).toMatchObject({ smallestLoss: null, smallestDrop: null, tooSmall: true, suggestedTrain: 20, suggestedTotal: 29 });
    expect(j.detection.sentence).toBe("With 1 train question, no loss can fail the gate: this source is too small to gate on; about 20 train questions (29 questions for this source at split.train 0.7) would catch a drop of 0.10.");
  });

  it("finds the smallest failing drop, and the smallest train size that catches a drop of 0.10", () => {
    // at a recorded 1.0, losing 2 always fails: 2/20 is the first size with a drop ≤ 0.10
    const perfect = judgeNoise(input({ train: { questions: 13, hits: 13 }, baseline: 1 }));
    expect(perfect.detection).toMatchObject({ smallestLoss: 2, tooSmall: true, suggestedTrain: 20 });
    expect(perfect.detection.smallestDrop).toBeCloseTo(2 / 13, 12);
    expect(perfect.detection.sentence).toBe("With 13 train questions, the smallest drop that fails is 2 questions (0.15 in recall); about 20 train questions (29 questions for this source at split.train 0.7) would catch a drop of 0.10.");
    const m = perfect.detection.suggestedTrain!;
    const at = noiseBand({ baseline: 1, questions: m, confidence: 0.95 });
    expect((at.allowedLoss + 1) / m).toBeLessThanOrEqual(0.1);
    for (let smaller = 14; smaller < m; smaller++) {
      const there = noiseBand({ baseline: 1, questions: smaller, confidence: 0.95 });
      expect((there.allowedLoss + 1) / smaller).toBeGreaterThan(0.1);
    }
    const large = judgeNoise(input({ train: { questions: 400, hits: 360 }, baseline: 0.9 }));
    expect(large.detection).toMatchObject({ tooSmall: false, suggestedTrain: null, suggestedTotal: null });
    expect(large.detection.sentence).toMatch(/^With 400 train questions, the smallest drop that fails is \d+ questions \(0\.0\d in recall\)\.$/);
  });

  it("says when no golden set would help: a recorded recall of 0 has nothing to lose", () => {
    const j = judgeNoise(input({ train: { questions: 10, hits: 0 }, baseline: 0 }));
    expect(j.realDrop).toBe(false);
    expect(j.detection).toMatchObject({ smallestLoss: null, suggestedTrain: null });
    expect(j.detection.sentence).toContain("no golden set up to 5,000 train questions would catch a drop of 0.10");
  });

  it("reports gains as gains, and zero questions without dividing by zero", () => {
    expect(judgeNoise(input({ train: { questions: 24, hits: 24 } })).outcome).toBe("2 more than the 22 recorded hits.");
    const none = judgeNoise(input({ train: { questions: 0, hits: 0 } }));
    expect(none).toMatchObject({ questions: 0, allowedLoss: 0, lost: 0, realDrop: false });
    expect(none.detection.sentence).toMatch(/^No train question lands in this source, so nothing can fail/);
  });
});

describe("paired: the exact one-sided McNemar test on the questions a pull request flipped", () => {
  it("computes exact p-values", () => {
    for (const [lost, gained] of [[0, 0], [1, 0], [5, 0], [4, 0], [6, 1], [7, 2], [10, 10], [0, 9], [30, 3]] as const) {
      expect(mcnemarPValue({ lost, gained }), `${lost}/${gained}`).toBeCloseTo(exactMcnemar(lost, gained), 12);
    }
    expect(mcnemarPValue({ lost: 5, gained: 0 })).toBeCloseTo(1 / 32, 15);
    expect(mcnemarPValue({ lost: 6, gained: 1 })).toBeCloseTo(8 / 128, 15);
  });

  it("fails at 5 flips to miss and none back at 95%, not at 4: the questions that did not change do not count", () => {
    const four = judgeNoise(input({ noise: PAIRED, pairs: pairs({ n: 24, lost: 4, gained: 0 }) }));
    expect(four).toMatchObject({ method: "paired", questions: 24, lost: 4, gained: 0, allowedLoss: 4, realDrop: false });
    expect(four.pValue).toBeCloseTo(1 / 16, 15);
    const five = judgeNoise(input({ noise: PAIRED, pairs: pairs({ n: 24, lost: 5, gained: 0 }) }));
    expect(five).toMatchObject({ lost: 5, realDrop: true });
    expect(five.band).toBe("With 24 paired train questions, losing up to 4 is within noise; losing 5 fails (exact one-sided McNemar test at 95% on the questions the change flipped, 0 gained).");
    expect(five.outcome).toBe("The change lost 5 and gained 0: a real drop (p = 0.031).");
    // the same 5 flips among 200 paired questions are just as real: a rate test would call them noise
    expect(judgeNoise(input({ noise: PAIRED, pairs: pairs({ n: 200, lost: 5, gained: 0 }) })).realDrop).toBe(true);
  });

  it("widens the band by what the change gained, and never fails an improvement (one-sided)", () => {
    const mixed = judgeNoise(input({ noise: PAIRED, pairs: pairs({ n: 40, lost: 6, gained: 1 }) }));
    expect(mixed).toMatchObject({ lost: 6, gained: 1, realDrop: false });
    expect(mixed.allowedLoss).toBe(6); // 7 lost and 1 gained: p = 9/256 < 0.05
    expect(mcnemarPValue({ lost: 7, gained: 1 })).toBeLessThan(0.05);
    const better = judgeNoise(input({ noise: PAIRED, pairs: pairs({ n: 40, lost: 0, gained: 20 }) }));
    expect(better).toMatchObject({ realDrop: false, pValue: 1 });
    expect(judgeNoise(input({ noise: PAIRED, pairs: pairs({ n: 24, lost: 0, gained: 0 }) })).outcome).toBe("No train question changed.");
  });

  it("can never fail with fewer than 5 paired train questions at 95%, and says so", () => {
    const j = judgeNoise(input({ noise: PAIRED, pairs: pairs({ n: 4, lost: 4, gained: 0 }) }));
    expect(j).toMatchObject({ lost: 4, realDrop: false, allowedLoss: 4 });
    expect(j.band).toMatch(/^With 4 paired train questions, no loss can fail the gate: losing all 4 is within noise/);
    expect(j.detection).toMatchObject({ smallestLoss: null, tooSmall: true, suggestedTrain: 50, suggestedTotal: 72 });
  });

  it("needs more flips at a higher confidence", () => {
    const at99 = judgeNoise(input({ noise: { method: "paired", confidence: 0.99 }, pairs: pairs({ n: 24, lost: 6, gained: 0 }) }));
    expect(at99).toMatchObject({ allowedLoss: 6, realDrop: false }); // 2^-7 < 0.01 ≤ 2^-6
  });

  it("falls back to the binomial test without a base run, and says so", () => {
    const j = judgeNoise(input({ noise: PAIRED, pairs: null, train: { questions: 24, hits: 18 } }));
    expect(j).toMatchObject({ method: "binomial", realDrop: true });
    expect(j.fallback).toMatch(/^No base run to pair with/);
  });
});

describe("questions: more than N train questions lost fails", () => {
  it("passes at N lost and fails at N + 1, counted against the recorded baseline", () => {
    const at = judgeNoise(input({ noise: questions(2), train: { questions: 24, hits: 20 } }));
    expect(at).toMatchObject({ method: "questions", lost: 2, allowedLoss: 2, realDrop: false, pValue: null });
    expect(at.band).toBe("With 24 train questions, losing up to 2 is within noise; losing 3 fails (the registry's rule: more than 2 questions lost fails).");
    const beyond = judgeNoise(input({ noise: questions(2), train: { questions: 24, hits: 19 } }));
    expect(beyond).toMatchObject({ lost: 3, realDrop: true });
    expect(beyond.outcome).toBe("3 lost of 22 recorded hits: more than the 2 allowed.");
  });

  it("fails any loss at N = 0", () => {
    expect(judgeNoise(input({ noise: questions(0), train: { questions: 24, hits: 21 } })).realDrop).toBe(true);
    expect(judgeNoise(input({ noise: questions(0), train: { questions: 24, hits: 22 } })).realDrop).toBe(false);
  });

  it("can never fail when N reaches the recorded hits, and says so", () => {
    const j = judgeNoise(input({ noise: questions(5), train: { questions: 5, hits: 0 }, baseline: 1 }));
    expect(j).toMatchObject({ lost: 5, allowedLoss: 5, realDrop: false });
    expect(j.band).toMatch(/no loss can fail the gate/);
    expect(j.detection).toMatchObject({ smallestLoss: null, suggestedTrain: 60 });
  });
});
