import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatRecall } from "../../../src/usecases/record/baselineEntries.js";

describe("recall as written in a baseline", () => {
  it("uses four decimals, drops trailing zeros and keeps one", () => {
    expect(formatRecall(19, 22)).toBe("0.8636");
    expect(formatRecall(13, 13)).toBe("1.0");
    expect(formatRecall(7, 10)).toBe("0.7");
    expect(formatRecall(0, 5)).toBe("0.0");
  });

  it("always gives back the exact hit count the gate reads from it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200_000 }), fc.nat(), (questions, raw) => {
        const hits = raw % (questions + 1);
        expect(Math.round(Number(formatRecall(hits, questions)) * questions)).toBe(hits);
      }),
    );
  });
});
