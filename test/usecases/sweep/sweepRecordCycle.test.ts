import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseRegistry } from "../../../src/config/parseRegistry.js";
import { readSweepReport } from "../../../src/usecases/sweep/readSweepReport.js";
import type { SweepReport } from "../../../src/usecases/sweep/types.js";
import { runCliInProcess } from "../../helpers/runCliCapture.js";
import { tempDir } from "../../helpers/tempDir.js";
import { tempFixture } from "../../helpers/tempRepo.js";

/** `chunkgate sweep --json` with no grid flag (the registry's, else the default around the current parameters), read back. */
async function sweep(root: string, source: string, json: string): Promise<{ report: SweepReport; stdout: string }> {
  const run = await runCliInProcess(["sweep", "--source", source, "--json", json], root);
  expect(run.stderr).toBe("");
  expect(run.code).toBe(0);
  return { report: readSweepReport(await readFile(json, "utf8"), json), stdout: run.stdout };
}

async function registered(root: string, source: string) {
  const registry = parseRegistry(await readFile(join(root, "chunkgate.yml"), "utf8"), "chunkgate.yml");
  const found = registry.sources.find((s) => s.id === source)!;
  const { strategy, size, overlap } = found.chunking;
  return { chunking: { strategy, size, overlap }, sweep: found.sweep };
}

describe("sweep → record → sweep, on the command line with the default grid", () => {
  it.each([
    // every Lumen section is shorter than any window, so all cells tie: no overlap, then grid order
    // takes 60/0 over the starting 120/20, although that one is inside the band too
    { fixture: "lumen", source: "product_docs", decidedBy: "grid-order", cell: "structural 60/0" },
    // the starting 120/20 is three questions below the best, outside the band
    { fixture: "policies", source: "policy_docs", decidedBy: "chunks", cell: "structural 480/0" },
  ])("$fixture: the second sweep picks what the first chose, and recording it again changes nothing but the date", async ({ fixture, source, decidedBy, cell }) => {
    const root = await tempFixture(fixture);
    const out = await tempDir("cycle");
    const one = await sweep(root, source, join(out, "one.json"));
    expect(one.report.choice).toMatchObject({ cell, decidedBy, band: { allowedLoss: 2 } });
    expect(one.report.current).toEqual({ strategy: "structural", size: 120, overlap: 20 });

    const record = await runCliInProcess(["record", "--source", source, "--from-sweep", join(out, "one.json"), "--write"], root);
    expect(record.code).toBe(0);
    const chosen = one.report.cells.find((c) => c.name === cell)!;
    const after = await registered(root, source);
    expect(after.chunking).toEqual({ strategy: chosen.strategy, size: chosen.size, overlap: chosen.overlap });
    // the default grid moves with the size: record keeps the one the choice was made on
    expect(after.sweep).toMatchObject({ sizes: one.report.grid.sizes, overlaps: one.report.grid.overlaps });
    expect(record.stdout).toContain(`+    sweep:\n+      sizes: [${one.report.grid.sizes.join(", ")}]\n+      overlaps: [${one.report.grid.overlaps.join(", ")}]\n`);

    const two = await sweep(root, source, join(out, "two.json"));
    expect(two.report.grid).toEqual(one.report.grid);
    expect(two.report.current).toEqual({ strategy: chosen.strategy, size: chosen.size, overlap: chosen.overlap });
    expect(two.report.choice).toMatchObject({ cell, decidedBy, inBand: one.report.choice!.inBand });
    expect(two.stdout).toContain(`\`${cell}\` is chosen: `);
    expect(two.stdout).not.toContain("The current configuration,");

    const again = await runCliInProcess(["record", "--source", source, "--from-sweep", join(out, "two.json")], root);
    expect(again.code).toBe(0);
    expect(again.stdout).not.toMatch(/^[-+] +(strategy|size|overlap|sweep|sizes|overlaps|strategies):/m);
    expect(await registered(root, source)).toEqual(after);
  });
});
