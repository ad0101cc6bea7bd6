import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ChunkingParams } from "../../../src/chunking/types.js";
import { defaultSweepGrid } from "../../../src/usecases/sweep/resolveSweepGrid.js";
import { planCells, resolveOverlap, shardCells } from "../../../src/usecases/sweep/planCells.js";

const CURRENT: ChunkingParams = { strategy: "structural", unit: "words", size: 120, overlap: 20, contextHeader: true, tokenizer: "o200k_base" };

describe("overlaps in a grid", () => {
  it("reads a value below 1 as a ratio of the size, rounded down to a whole unit", () => {
    expect(resolveOverlap(0.1, 125)).toBe(12);
    expect(resolveOverlap(0.25, 60)).toBe(15);
    expect(resolveOverlap(0.29, 100)).toBe(29); // 28.999999999999996 in floating point
    expect(resolveOverlap(0, 480)).toBe(0);
  });

  it("reads a value from 1 up as an absolute count", () => {
    expect(resolveOverlap(1, 60)).toBe(1);
    expect(resolveOverlap(20, 60)).toBe(20);
  });
});

describe("planning a grid's cells", () => {
  it("lists cells in grid order: strategies as given, then sizes, then overlaps", () => {
    const { cells, skipped } = planCells({ strategies: ["structural", "fixed"], sizes: [60, 120], overlaps: [0, 0.1] });
    expect(cells.map((c) => c.name)).toEqual([
      "structural 60/0",
      "structural 60/6",
      "structural 120/0",
      "structural 120/12",
      "fixed 60/0",
      "fixed 60/6",
      "fixed 120/0",
      "fixed 120/12",
    ]);
    expect(skipped).toEqual([]);
  });

  it("skips, with a note, an overlap that is not below the size instead of failing", () => {
    const { cells, skipped } = planCells({ strategies: ["structural"], sizes: [20, 60], overlaps: [0, 20] });
    expect(cells.map((c) => c.name)).toEqual(["structural 20/0", "structural 60/0", "structural 60/20"]);
    expect(skipped).toEqual([{ strategy: "structural", size: 20, overlapSpec: 20, reason: "overlap 20 is not below size 20" }]);
  });

  it("measures once a configuration two overlaps resolve to", () => {
    const { cells, skipped } = planCells({ strategies: ["structural"], sizes: [5, 10], overlaps: [0, 0.1, 1] });
    expect(cells.map((c) => c.name)).toEqual(["structural 5/0", "structural 5/1", "structural 10/0", "structural 10/1"]);
    expect(skipped.map((s) => s.reason)).toEqual(["overlap 0.1 gives 0 at size 5, as overlap 0 does", "overlap 1 gives 1 at size 10, as overlap 0.1 does"]);
  });
});

describe("the default grid around the current parameters", () => {
  it("doubles sizes from half to four times the current size, with overlaps 0, 0.1, 0.25 and the current one", () => {
    expect(defaultSweepGrid(CURRENT)).toEqual({ strategies: ["structural"], sizes: [60, 120, 240, 480], overlaps: [0, 0.1, 0.25, 20] });
  });

  it("does not add the current overlap when a ratio already gives it at the current size", () => {
    expect(defaultSweepGrid({ ...CURRENT, size: 100, overlap: 10 }).overlaps).toEqual([0, 0.1, 0.25]);
  });

  it("always contains the current configuration as a cell", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2000 }), fc.nat(), (size, raw) => {
        const overlap = raw % size;
        const { cells } = planCells(defaultSweepGrid({ ...CURRENT, size, overlap }));
        expect(cells.some((c) => c.size === size && c.overlap === overlap)).toBe(true);
      }),
    );
  });
});

describe("sharding", () => {
  it("deals cells round-robin: cell j goes to shard j mod N + 1", () => {
    const cells = ["a", "b", "c", "d", "e", "f", "g"];
    expect(shardCells(cells, { index: 1, count: 3 })).toEqual(["a", "d", "g"]);
    expect(shardCells(cells, { index: 2, count: 3 })).toEqual(["b", "e"]);
    expect(shardCells(cells, { index: 3, count: 3 })).toEqual(["c", "f"]);
  });

  it("puts every cell in exactly one shard, in grid order", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 9 }), (n, count) => {
        const cells = Array.from({ length: n }, (_, i) => i);
        const shards = Array.from({ length: count }, (_, i) => shardCells(cells, { index: i + 1, count }));
        expect(shards.flat().sort((a, b) => a - b)).toEqual(cells);
        for (const s of shards) expect(s).toEqual([...s].sort((a, b) => a - b));
        const sizes = shards.map((s) => s.length);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      }),
    );
  });
});
