import { describe, expect, it } from "vitest";
import { fisherExactLower, heldOutBelowTrain } from "../../src/gate/heldOutBelowTrain.js";

describe("heldOutBelowTrain", () => {
  it("says nothing about 8 of 13 held-out against 28 of 33 train at 95%: a 0.23 gap chance explains", () => {
    expect(heldOutBelowTrain({ train: { hits: 28, questions: 33 }, heldOut: { hits: 8, questions: 13 }, confidence: 0.95, margin: 0.1 })).toBeNull();
    expect(fisherExactLower({ hits: 8, questions: 13 }, { hits: 28, questions: 33 })).toBeCloseTo(0.0946, 4);
  });

  it("takes the registry's confidence: the same gap is a note at 90%", () => {
    expect(heldOutBelowTrain({ train: { hits: 28, questions: 33 }, heldOut: { hits: 8, questions: 13 }, confidence: 0.9, margin: 0.1 })).toBe(
      "Held-out recall 0.62 (8 of 13) is below train 0.85 (28 of 33) by more than chance (one-sided Fisher exact test at 90%, p = 0.095): the configuration may have been chosen on noise.",
    );
  });

  it("notes a gap beyond chance", () => {
    const gap = heldOutBelowTrain({ train: { hits: 30, questions: 33 }, heldOut: { hits: 5, questions: 13 }, confidence: 0.95, margin: 0.1 });
    expect(fisherExactLower({ hits: 5, questions: 13 }, { hits: 30, questions: 33 })).toBeLessThan(0.05);
    expect(gap).toContain("(5 of 13) is below train 0.91 (30 of 33)");
  });

  it("keeps the margin as the smallest gap worth a note, however significant", () => {
    expect(fisherExactLower({ hits: 1700, questions: 2000 }, { hits: 4500, questions: 5000 })).toBeLessThan(0.001);
    expect(heldOutBelowTrain({ train: { hits: 4500, questions: 5000 }, heldOut: { hits: 1700, questions: 2000 }, confidence: 0.95, margin: 0.1 })).toBeNull();
  });

  it("says nothing without questions on either side", () => {
    expect(heldOutBelowTrain({ train: { hits: 0, questions: 0 }, heldOut: { hits: 0, questions: 5 }, confidence: 0.95, margin: 0.1 })).toBeNull();
    expect(heldOutBelowTrain({ train: { hits: 9, questions: 9 }, heldOut: { hits: 0, questions: 0 }, confidence: 0.95, margin: 0.1 })).toBeNull();
  });
});
