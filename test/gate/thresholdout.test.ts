import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mulberry32 } from "../../src/gate/mulberry32.js";
import { laplace, thresholdout, thresholdoutRandom, type ThresholdoutParameters } from "../../src/gate/thresholdout.js";

const DEFAULTS: ThresholdoutParameters = { threshold: 0.1, sigma: 0.025, budget: 10 };
const random = (query: string, spent = 0) => thresholdoutRandom({ seed: "test", source: "docs", spent, query });

describe("thresholdout: the reusable holdout", () => {
  it("shows train recall in place of a held-out score that agrees with it, and spends nothing", () => {
    const outcome = thresholdout({ train: 0.86, heldOut: 0.86, parameters: { ...DEFAULTS, sigma: 1e-9 }, spent: 3, random: random("a") });
    expect(outcome).toMatchObject({ kind: "withheld", value: 0.86, spent: 3, remaining: 7 });
    expect(outcome.sentence).toBe("Held-out recall is within thresholdout's threshold of train, so train recall (0.86) is shown for it and the held-out score stays unseen; 7 of 10 reveals left.");
  });

  it("reveals a held-out score far from train with noise of scale sigma, spending one reveal", () => {
    const outcome = thresholdout({ train: 0.9, heldOut: 0.5, parameters: { ...DEFAULTS, sigma: 1e-6 }, spent: 3, random: random("b") });
    expect(outcome).toMatchObject({ kind: "revealed", spent: 4, remaining: 6 });
    expect(outcome.value).toBeCloseTo(0.5, 4);
    expect(outcome.sentence).toBe("Held-out recall differs from train (0.90) by more than thresholdout's threshold, so it is shown with noise: 0.50. This used 1 of 10 reveals; 6 left.");
  });

  it("says the held-out split needs new questions on the last reveal and once the budget is spent", () => {
    const last = thresholdout({ train: 0.9, heldOut: 0.5, parameters: { ...DEFAULTS, sigma: 1e-6 }, spent: 9, random: random("c") });
    expect(last).toMatchObject({ kind: "revealed", spent: 10, remaining: 0 });
    expect(last.sentence).toContain("That was the last one: the held-out split now needs new questions.");
    const spent = thresholdout({ train: 0.9, heldOut: 0.9, parameters: DEFAULTS, spent: 10, random: random("d") });
    expect(spent).toEqual({
      kind: "exhausted",
      value: null,
      spent: 10,
      remaining: 0,
      sentence: "Thresholdout's budget of 10 held-out reveals is spent: the held-out split has been looked at as often as it can honestly answer and needs new questions (add a fresh batch of held-out questions to the golden set; its budget starts again).",
    });
  });

  it("never reveals more than its budget, whatever is asked", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ train: fc.double({ min: 0, max: 1, noNaN: true }), heldOut: fc.double({ min: 0, max: 1, noNaN: true }) }), { maxLength: 60 }),
        fc.integer({ min: 1, max: 8 }),
        fc.double({ min: 0.001, max: 0.5, noNaN: true }),
        (queries, budget, sigma) => {
          let spent = 0;
          let revealed = 0;
          queries.forEach((q, i) => {
            const outcome = thresholdout({ ...q, parameters: { threshold: 0.1, sigma, budget }, spent, random: random(`q${i}`, spent) });
            if (outcome.kind === "revealed") revealed++;
            if (outcome.kind === "exhausted") expect(spent).toBe(budget);
            if (outcome.value !== null) expect(outcome.value >= 0 && outcome.value <= 1).toBe(true);
            spent = outcome.spent;
          });
          expect(revealed).toBeLessThanOrEqual(budget);
          expect(spent).toBe(revealed);
        },
      ),
      { numRuns: 200, seed: 7 },
    );
  });

  it("reveals about half the time when the gap sits exactly on the threshold, and nearly always far beyond it", () => {
    let onThreshold = 0;
    let farBeyond = 0;
    const trials = 2000;
    for (let i = 0; i < trials; i++) {
      const r = random(`gap${i}`, i); // a new threshold draw each time, as after a reveal
      if (thresholdout({ train: 0.6, heldOut: 0.7, parameters: DEFAULTS, spent: 0, random: r }).kind === "revealed") onThreshold++;
      if (thresholdout({ train: 0.3, heldOut: 0.9, parameters: DEFAULTS, spent: 0, random: random(`far${i}`, i) }).kind === "revealed") farBeyond++;
    }
    expect(onThreshold / trials).toBeGreaterThan(0.4);
    expect(onThreshold / trials).toBeLessThan(0.6);
    // a gap of 0.6 stays hidden only when the threshold's and the comparison's noise add up to 0.5
    expect(farBeyond / trials).toBeGreaterThan(0.99);
  });

  it("is deterministic: the same seeds give the same outcome", () => {
    const a = thresholdout({ train: 0.8, heldOut: 0.66, parameters: DEFAULTS, spent: 2, random: random("same", 2) });
    const b = thresholdout({ train: 0.8, heldOut: 0.66, parameters: DEFAULTS, spent: 2, random: random("same", 2) });
    expect(a).toEqual(b);
  });
});

describe("thresholdout's noise", () => {
  it("keeps the threshold's noise between reveals and redraws it after one; each query draws its own", () => {
    const first = thresholdoutRandom({ seed: "s", source: "docs", spent: 2, query: "commit-a" });
    const second = thresholdoutRandom({ seed: "s", source: "docs", spent: 2, query: "commit-b" });
    const afterReveal = thresholdoutRandom({ seed: "s", source: "docs", spent: 3, query: "commit-b" });
    const otherSource = thresholdoutRandom({ seed: "s", source: "faq", spent: 2, query: "commit-a" });
    expect(first.threshold()).toBe(second.threshold());
    expect(first.query()).not.toBe(second.query());
    expect(afterReveal.threshold()).not.toBe(thresholdoutRandom({ seed: "s", source: "docs", spent: 2, query: "x" }).threshold());
    expect(otherSource.threshold()).not.toBe(thresholdoutRandom({ seed: "s", source: "docs", spent: 2, query: "x" }).threshold());
  });

  it("draws Laplace noise with mean 0 and mean absolute value equal to the scale, always finite", () => {
    const r = mulberry32(123);
    const draws = Array.from({ length: 40_000 }, () => laplace(0.05, r));
    const mean = draws.reduce((a, b) => a + b, 0) / draws.length;
    const meanAbs = draws.reduce((a, b) => a + Math.abs(b), 0) / draws.length;
    expect(Math.abs(mean)).toBeLessThan(0.002);
    expect(meanAbs).toBeCloseTo(0.05, 2);
    expect(Number.isFinite(laplace(1, () => 0))).toBe(true);
    expect(Number.isFinite(laplace(1, () => 1 - 2 ** -53))).toBe(true);
    expect(laplace(1, () => 0.5) === 0).toBe(true);
  });
});
