import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { kendallTauB } from "../../bench/harness/kendallTauB.js";

/** Lists of 2 to 30 distinct values: rankings without ties. */
const distinct = fc.uniqueArray(fc.integer({ min: -1000, max: 1000 }), { minLength: 2, maxLength: 30 });
/** Two paired lists of recall-like values drawn from a few levels, so ties are common. */
const paired = fc.integer({ min: 2, max: 30 }).chain((n) => fc.tuple(fc.array(fc.integer({ min: 0, max: 4 }), { minLength: n, maxLength: n }), fc.array(fc.integer({ min: 0, max: 4 }), { minLength: n, maxLength: n })));

describe("kendallTauB", () => {
  it("gives the hand-computed value on a worked example with ties in both lists", () => {
    // Pairs of positions (i, j), i < j, of x = recall of 5 cells under real questions and y under drafts:
    // concordant (0,2) (0,3) (0,4) (1,3) (2,3); none discordant; tied in x (0,1) (3,4); tied in y
    // (1,2) (1,4) (2,4). τ-b = (5 − 0) / √((10 − 2)(10 − 3)) = 5 / √56.
    const result = kendallTauB([0.5, 0.5, 0.75, 1, 1], [0.4, 0.6, 0.6, 0.8, 0.6]);
    expect(result).toEqual({ tau: expect.closeTo(5 / Math.sqrt(56), 12), pairs: 10, concordant: 5, discordant: 0, tiedX: 2, tiedY: 3 });
    expect(result.tau).toBeCloseTo(0.668153, 6);
  });

  it("counts a pair ordered opposite ways against the ranking", () => {
    // concordant (0,1) (0,2) (0,3); discordant (1,3); tied in x (1,2); tied in y (2,3): (3 − 1) / √(5 · 5)
    expect(kendallTauB([1, 2, 2, 3], [1, 3, 2, 2])).toEqual({ tau: 0.4, pairs: 6, concordant: 3, discordant: 1, tiedX: 1, tiedY: 1 });
  });

  it("is null when a list has a single value, since it ranks nothing", () => {
    expect(kendallTauB([0.5, 0.5, 0.5], [0.1, 0.2, 0.3]).tau).toBeNull();
    expect(kendallTauB([], []).tau).toBeNull();
    expect(kendallTauB([1], [1]).tau).toBeNull();
  });

  it("refuses lists of different lengths and values that are not finite numbers", () => {
    expect(() => kendallTauB([1, 2], [1])).toThrow("kendallTauB: the lists differ in length (2 and 1)");
    expect(() => kendallTauB([1, Number.NaN], [1, 2])).toThrow("finite");
  });

  it("is 1 for a ranking against itself and −1 against its reverse, without ties", () => {
    fc.assert(
      fc.property(distinct, (x) => {
        expect(kendallTauB(x, x).tau).toBe(1);
        expect(kendallTauB(x, x.map((v) => -v)).tau).toBe(-1);
        const order = [...x].sort((a, b) => a - b);
        expect(kendallTauB(order, [...order].reverse()).tau).toBe(-1);
      }),
    );
  });

  it("is 1 for a list against itself even with ties (τ-b, unlike τ-a)", () => {
    fc.assert(
      fc.property(paired, ([x]) => {
        fc.pre(new Set(x).size > 1);
        expect(kendallTauB(x, x).tau).toBe(1);
      }),
    );
  });

  it("is symmetric, lies in [−1, 1] and its pair counts add up", () => {
    fc.assert(
      fc.property(paired, ([x, y]) => {
        const xy = kendallTauB(x, y);
        const yx = kendallTauB(y, x);
        expect(yx.tau).toBe(xy.tau);
        if (xy.tau !== null) {
          expect(xy.tau).toBeGreaterThanOrEqual(-1);
          expect(xy.tau).toBeLessThanOrEqual(1);
        }
        let tiedBoth = 0;
        for (let i = 0; i < x.length; i++) for (let j = i + 1; j < x.length; j++) if (x[i] === x[j] && y[i] === y[j]) tiedBoth++;
        expect(xy.concordant + xy.discordant + xy.tiedX + xy.tiedY - tiedBoth).toBe(xy.pairs);
      }),
    );
  });

  it("depends only on the orders: a strictly increasing transform of either list changes nothing", () => {
    fc.assert(
      fc.property(paired, ([x, y]) => {
        expect(kendallTauB(x.map((v) => 3 * v + 1), y.map((v) => v ** 3)).tau).toBe(kendallTauB(x, y).tau);
      }),
    );
  });
});
