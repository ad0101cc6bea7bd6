import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fisherExactLower } from "../../src/gate/heldOutBelowTrain.js";
import { fuzzRuns } from "../helpers/fuzzRuns.js";

/** C(n, k) exactly. */
function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 1; i <= k; i++) result = (result * BigInt(n - k + i)) / BigInt(i);
  return result;
}

/** The oracle: P(X ≤ a) for the hypergeometric, summed in exact integers and divided once. */
function exactLower(a: number, n1: number, b: number, n2: number): number {
  const hits = a + b;
  let numerator = 0n;
  for (let x = 0; x <= a; x++) numerator += choose(n1, x) * choose(n2, hits - x);
  const denominator = choose(n1 + n2, hits);
  const scale = 10n ** 18n;
  return Number((numerator * scale) / denominator) / 1e18;
}

const counts = fc
  .tuple(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 60 }))
  .chain(([n1, n2]) => fc.tuple(fc.constant(n1), fc.integer({ min: 0, max: n1 }), fc.constant(n2), fc.integer({ min: 0, max: n2 })));

describe("fisherExactLower", () => {
  it("gives p ≈ 0.095 for 8 of 13 held-out against 28 of 33 train: not significant at 95%", () => {
    const p = fisherExactLower({ hits: 8, questions: 13 }, { hits: 28, questions: 33 });
    expect(p).toBeCloseTo(exactLower(8, 13, 28, 33), 12);
    expect(p).toBeCloseTo(0.0946, 4);
    expect(p).toBeGreaterThan(0.05);
  });

  it("matches hand-computed tables", () => {
    // all 3 misses of 23 in the held-out 10: C(10,3)/C(23,3) = 120/1771
    expect(fisherExactLower({ hits: 7, questions: 10 }, { hits: 13, questions: 13 })).toBeCloseTo(120 / 1771, 14);
    // Fisher's tea: 1 of 4 against 3 of 4, P(X ≤ 1) = 17/70
    expect(fisherExactLower({ hits: 1, questions: 4 }, { hits: 3, questions: 4 })).toBeCloseTo(17 / 70, 14);
  });

  it("is 1 for an empty group or the most hits the totals allow", () => {
    expect(fisherExactLower({ hits: 0, questions: 0 }, { hits: 5, questions: 9 })).toBe(1);
    expect(fisherExactLower({ hits: 3, questions: 5 }, { hits: 0, questions: 0 })).toBe(1);
    expect(fisherExactLower({ hits: 10, questions: 10 }, { hits: 2, questions: 9 })).toBe(1);
  });

  it("equals the exact integer sum for any table (property)", () => {
    fc.assert(
      fc.property(counts, ([n1, a, n2, b]) => {
        const p = fisherExactLower({ hits: a, questions: n1 }, { hits: b, questions: n2 });
        expect(Math.abs(p - exactLower(a, n1, b, n2))).toBeLessThan(1e-9);
        expect(p).toBeGreaterThan(0);
        expect(p).toBeLessThanOrEqual(1);
      }),
      { numRuns: fuzzRuns(300) },
    );
  });

  it("never rises when the lower group hits less (property)", () => {
    fc.assert(
      fc.property(counts, ([n1, a, n2, b]) => {
        fc.pre(a > 0);
        expect(fisherExactLower({ hits: a - 1, questions: n1 }, { hits: b, questions: n2 })).toBeLessThanOrEqual(fisherExactLower({ hits: a, questions: n1 }, { hits: b, questions: n2 }) + 1e-12);
      }),
      { numRuns: fuzzRuns(300) },
    );
  });

  it("stays finite for counts in the thousands", () => {
    const p = fisherExactLower({ hits: 2400, questions: 3000 }, { hits: 4200, questions: 5000 });
    const exact = exactLower(2400, 3000, 4200, 5000);
    expect(exact).toBeGreaterThan(0);
    expect(Math.abs(p - exact) / exact).toBeLessThan(1e-6);
  });
});
