import { describe, expect, it } from "vitest";
import { noiseBand } from "../../src/gate/noiseBand.js";

// Boundaries computed independently with exact rational sums (python's math.comb):
// baseline p, n questions → baselineHits, first hit count whose P(X ≤ x) < 0.05
const cases = [
  { baseline: 0.9, questions: 30, baselineHits: 27, firstFailing: 23 },
  { baseline: 0.91, questions: 24, baselineHits: 22, firstFailing: 18 },
  { baseline: 0.5, questions: 20, baselineHits: 10, firstFailing: 5 },
  { baseline: 0.75, questions: 12, baselineHits: 9, firstFailing: 5 },
];

describe("noise band (one-sided exact binomial, 95%)", () => {
  it.each(cases)("baseline $baseline on $questions questions allows losing down to the first significant count", (c) => {
    const band = noiseBand({ baseline: c.baseline, questions: c.questions, confidence: 0.95 });
    expect(band.baselineHits).toBe(c.baselineHits);
    expect(band.allowedLoss).toBe(c.baselineHits - c.firstFailing - 1);
    expect(band.floor).toBeCloseTo((c.firstFailing + 1) / c.questions, 12);
  });

  it("never counts the loss of a single question as real, even at a baseline of 1.0", () => {
    const band = noiseBand({ baseline: 1, questions: 23, confidence: 0.95 });
    expect(band.allowedLoss).toBe(1);
    expect(band.floor).toBeCloseTo(22 / 23, 12);
  });

  it("widens with higher confidence", () => {
    const at95 = noiseBand({ baseline: 0.9, questions: 30, confidence: 0.95 });
    const at99 = noiseBand({ baseline: 0.9, questions: 30, confidence: 0.99 });
    expect(at99.allowedLoss).toBeGreaterThan(at95.allowedLoss);
  });
});
