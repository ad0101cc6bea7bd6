import { describe, expect, it } from "vitest";
import { parseRegistry } from "../../../src/config/parseRegistry.js";
import { loadWorkspace } from "../../../src/usecases/check/loadWorkspace.js";
import { runRecord } from "../../../src/usecases/record/runRecord.js";
import { resolveSweepGrid } from "../../../src/usecases/sweep/resolveSweepGrid.js";
import { tempFixture } from "../../helpers/tempRepo.js";

// the default grid of lumen's structural 120/20 (fixtures/lumen/chunkgate.yml has no sweep: block)
const AROUND_120 = { strategies: ["structural"], sizes: [60, 120, 240, 480], overlaps: [0, 0.1, 0.25, 20] };

describe("record keeps the grid a sweep chose from", () => {
  it("writes only the lists the next sweep would resolve differently, and the next sweep then measures that grid", async () => {
    const root = await tempFixture("lumen");
    const workspace = await loadWorkspace({ root });
    const result = await runRecord({ workspace, sourceId: "product_docs", chunking: { size: 240, overlap: 0 }, grid: AROUND_120, today: "2026-12-01" });
    // strategies stay [structural] by default: not written
    expect(result.diff).toContain("+    sweep:\n+      sizes: [60, 120, 240, 480]\n+      overlaps: [0, 0.1, 0.25, 20]\n");
    expect(result.diff).not.toContain("strategies");
    const registry = parseRegistry(result.after, "chunkgate.yml");
    expect(resolveSweepGrid({ registry, source: registry.sources[0]! })).toEqual(AROUND_120);
  });

  it("writes no sweep: block when the recorded chunking keeps the default grid where it was", async () => {
    const root = await tempFixture("lumen");
    const result = await runRecord({ workspace: await loadWorkspace({ root }), sourceId: "product_docs", grid: AROUND_120, today: "2026-12-01" });
    expect(result.diff).not.toMatch(/^\+.*(sweep|sizes|overlaps):/m);
    expect(parseRegistry(result.after, "chunkgate.yml").sources[0]!.sweep).toBeUndefined();
  });
});
