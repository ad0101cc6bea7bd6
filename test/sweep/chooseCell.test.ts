import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { noiseBand } from "../../src/gate/noiseBand.js";
import { chooseCell } from "../../src/sweep/chooseCell.js";
import { buildCell } from "./buildCell.js";

const confidence = 0.95;
// The band of a best cell with 21 of 22 train hits, computed by the gate's own function.
const band = noiseBand({ baseline: 21 / 22, questions: 22, confidence });
const floor = band.baselineHits - band.allowedLoss;

describe("the choice rule: the simplest cell inside the noise band of the best", () => {
  it("uses the gate's band, which on 21 of 22 allows losing more than one question", () => {
    expect(band.baselineHits).toBe(21);
    expect(band.allowedLoss).toBeGreaterThanOrEqual(1);
  });

  it("takes a simpler cell that lost exactly as many questions as the band allows", () => {
    const best = buildCell({ size: 480, overlap: 48, hits: 21, context: 900 });
    const edge = buildCell({ size: 120, hits: floor, context: 300 });
    const { chosen, best: found, inBand } = chooseCell([edge, best], { confidence });
    expect(found).toBe(best);
    expect(inBand).toEqual([edge, best]);
    expect(chosen).toBe(edge);
  });

  it("refuses the same cell one question further down, outside the band", () => {
    const best = buildCell({ size: 480, overlap: 48, hits: 21, context: 900 });
    const outside = buildCell({ size: 120, hits: floor - 1, context: 300 });
    const { chosen, inBand, decidedBy } = chooseCell([outside, best], { confidence });
    expect(inBand).toEqual([best]);
    expect(chosen).toBe(best);
    expect(decidedBy).toBe("only-cell");
  });

  it("prefers no overlap to overlap inside the band, even at more context tokens", () => {
    const overlapped = buildCell({ size: 240, overlap: 24, hits: 21, context: 400 });
    const plain = buildCell({ size: 480, overlap: 0, hits: 20, context: 700 });
    const { chosen, decidedBy } = chooseCell([overlapped, plain], { confidence });
    expect(chosen).toBe(plain);
    expect(decidedBy).toBe("no-overlap");
  });

  it("then takes the fewest context tokens per query", () => {
    const a = buildCell({ size: 240, hits: 21, context: 700 });
    const b = buildCell({ size: 120, hits: 20, context: 350 });
    const { chosen, decidedBy } = chooseCell([a, b], { confidence });
    expect(chosen).toBe(b);
    expect(decidedBy).toBe("context-tokens");
  });

  it("breaks a tie on context tokens by the fewest stored tokens", () => {
    const a = buildCell({ size: 240, hits: 21, context: 500, stored: 15_500 });
    const b = buildCell({ size: 480, hits: 21, context: 500, stored: 14_900 });
    const { chosen, decidedBy } = chooseCell([a, b], { confidence });
    expect(chosen).toBe(b);
    expect(decidedBy).toBe("stored-tokens");
  });

  it("breaks a full tie by grid order", () => {
    const a = buildCell({ size: 240, hits: 21, context: 500, stored: 15_000 });
    const b = buildCell({ size: 480, hits: 21, context: 500, stored: 15_000 });
    expect(chooseCell([a, b], { confidence })).toMatchObject({ chosen: a, decidedBy: "grid-order" });
    expect(chooseCell([b, a], { confidence })).toMatchObject({ chosen: b, decidedBy: "grid-order" });
  });

  it("names the first cell in grid order as the best among equal recalls", () => {
    const a = buildCell({ size: 120, overlap: 12, hits: 21 });
    const b = buildCell({ size: 240, hits: 21 });
    expect(chooseCell([a, b], { confidence }).best).toBe(a);
  });

  it("always chooses a cell inside the band that no other cell inside beats on simplicity", () => {
    const cellArb = fc.record({
      size: fc.constantFrom(60, 120, 240, 480),
      overlap: fc.constantFrom(0, 0, 6, 12),
      hits: fc.integer({ min: 0, max: 22 }),
      context: fc.integer({ min: 100, max: 120 }),
      stored: fc.integer({ min: 14_000, max: 14_010 }),
    });
    fc.assert(
      fc.property(fc.array(cellArb, { minLength: 1, maxLength: 12 }), (specs) => {
        const cells = specs.map((s) => buildCell(s));
        const { chosen, best, band: b, inBand } = chooseCell(cells, { confidence });
        const key = (c: (typeof cells)[number]) => [Number(c.overlap > 0), c.train.contextTokensPerQuery, c.cost.storedTokens];
        const lessThan = (x: number[], y: number[]) => {
          const i = x.findIndex((v, j) => v !== y[j]);
          return i !== -1 && x[i]! < y[i]!;
        };
        expect(cells.every((c) => c.train.hits <= best.train.hits)).toBe(true);
        expect(inBand).toContain(chosen);
        expect(chosen.train.hits).toBeGreaterThanOrEqual(b.baselineHits - b.allowedLoss);
        expect(inBand.some((c) => lessThan(key(c), key(chosen)))).toBe(false);
        expect(cells.filter((c) => !inBand.includes(c)).every((c) => c.train.hits < b.baselineHits - b.allowedLoss)).toBe(true);
      }),
    );
  });
});
