import { describe, expect, it } from "vitest";
import { HEAP_GROWING_PERCENT, limitHeapGrowth } from "../src/limitHeapGrowth.js";

describe("limitHeapGrowth", () => {
  it("keeps a heap-growing-percent the process was started with, in its arguments or NODE_OPTIONS", () => {
    expect(limitHeapGrowth(["--heap-growing-percent=300"], "")).toBe(false);
    expect(limitHeapGrowth(["--heap_growing_percent=50"], "")).toBe(false);
    expect(limitHeapGrowth([], "--max-old-space-size=4096 --heap-growing-percent=300")).toBe(false);
  });

  it("sets its own value otherwise", () => {
    expect(HEAP_GROWING_PERCENT).toBe(100);
    expect(limitHeapGrowth(["--enable-source-maps"], "--max-old-space-size=4096")).toBe(true);
  });
});
