import path from "node:path";
import { describe, expect, it } from "vitest";
import { describeCacheUse, type RunCache } from "../../../src/usecases/check/runCache.js";

/** A run cache as describeCacheUse reads it: its folder, its documents' counts and its failed writes. */
function cacheWith(stats: { reused: number; missing: number; stored: number }, failedWrites = 0): RunCache {
  return { dir: path.resolve("/repo/.chunkgate/cache"), prepared: { stats }, store: { stats: { failedWrites } } } as unknown as RunCache;
}

describe("describeCacheUse", () => {
  it("writes counts with comma thousands, as toLocaleString('en-US') does", () => {
    expect(describeCacheUse(cacheWith({ reused: 11_607, missing: 5, stored: 5 }), "/repo")).toBe("cache .chunkgate/cache: 11,607 of 11,612 documents reused, 5 prepared and stored");
    expect(describeCacheUse(cacheWith({ reused: 999, missing: 1_234_001, stored: 1_000 }), "/repo")).toBe("cache .chunkgate/cache: 999 of 1,235,000 documents reused, 1,000 prepared and stored");
    for (const n of [0, 7, 100, 1_000, 99_999, 100_000, 123_456_789]) {
      expect(describeCacheUse(cacheWith({ reused: n, missing: 1, stored: 0 }), "/repo")).toContain(`cache .chunkgate/cache: ${n.toLocaleString("en-US")} of ${(n + 1).toLocaleString("en-US")} documents reused`);
    }
  });

  it("says nothing when no document went through the cache, and says when it could not be written", () => {
    expect(describeCacheUse(cacheWith({ reused: 0, missing: 0, stored: 0 }), "/repo")).toBeNull();
    expect(describeCacheUse(cacheWith({ reused: 0, missing: 2, stored: 2 }, 1), "/repo")).toBe("cache .chunkgate/cache: 0 of 2 documents reused, 2 prepared and stored (the cache could not be written: is .chunkgate/cache writable?)");
  });
});
