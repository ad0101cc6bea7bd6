import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RunStarts } from "../../../src/usecases/check/runStarts.js";

describe("RunStarts", () => {
  it("finds for every position the run that holds it, never an empty one, and each run's start", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(4), { maxLength: 12 }), (counts) => {
        const places = new RunStarts(counts.map((count) => ({ count })));
        const owner = counts.flatMap((count, r) => Array.from({ length: count }, () => r));
        expect(places.length).toBe(owner.length);
        owner.forEach((r, i) => expect(places.runOf(i)).toBe(r));
        counts.forEach((_, r) => expect(places.start(r)).toBe(counts.slice(0, r).reduce((a, b) => a + b, 0)));
        expect(places.start(counts.length)).toBe(owner.length);
      }),
    );
  });

  it("refuses more chunks than a 32-bit position can name", () => {
    expect(() => new RunStarts([{ count: 2 ** 30 }, { count: 2 ** 30 }])).toThrow(RangeError);
    expect(new RunStarts([{ count: 2 ** 30 }, { count: 2 ** 30 - 1 }]).length).toBe(2 ** 31 - 1);
  });
});
