import { describe, expect, it } from "vitest";
import { HEAP_GROWING_PERCENT, limitHeapGrowth } from "../src/limitHeapGrowth.js";

describe("limitHeapGrowth", () => {
  it("keeps a heap-growing-percent the process was started with, in its arguments or NODE_OPTIONS", () => {
    const set: string[] = [];
    expect(limitHeapGrowth(["--heap-growing-percent=300"], "", (f) => set.push(f))).toBe(false);
    expect(limitHeapGrowth(["--heap_growing_percent=50"], "", (f) => set.push(f))).toBe(false);
    expect(limitHeapGrowth([], "--max-old-space-size=4096 --heap-growing-percent=300", (f) => set.push(f))).toBe(false);
    expect(set).toEqual([]);
  });

  it("sets its own value otherwise", () => {
    expect(HEAP_GROWING_PERCENT).toBe(100);
    const set: string[] = [];
    expect(limitHeapGrowth(["--enable-source-maps"], "--max-old-space-size=4096", (f) => set.push(f))).toBe(true);
    expect(set).toEqual(["--heap-growing-percent=100"]);
  });
});
