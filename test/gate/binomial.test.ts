import { describe, expect, it } from "vitest";
import { binomialCdf } from "../../src/gate/noiseBand.js";

describe("binomialCdf", () => {
  it("matches exact sums computed with integer binomial coefficients", () => {
    // P(X ≤ 23 | 30, 0.9) and P(X ≤ 5 | 20, 0.5) = 21700/1048576
    expect(binomialCdf(23, 30, 0.9)).toBeCloseTo(0.025826788661909846, 12);
    expect(binomialCdf(5, 20, 0.5)).toBeCloseTo(21700 / 1048576, 14);
  });

  it("handles the edges of the distribution", () => {
    expect(binomialCdf(-1, 10, 0.5)).toBe(0);
    expect(binomialCdf(10, 10, 0.3)).toBe(1);
    expect(binomialCdf(9, 10, 1)).toBe(0);
    expect(binomialCdf(0, 10, 0)).toBe(1);
  });

  it("stays finite and monotone for large n", () => {
    let previous = 0;
    for (let x = 0; x <= 5000; x += 250) {
      const value = binomialCdf(x, 5000, 0.8);
      expect(Number.isFinite(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
    expect(binomialCdf(4000, 5000, 0.8)).toBeGreaterThan(0.5);
  });
});
