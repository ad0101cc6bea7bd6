import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseRegistry } from "../../../src/config/parseRegistry.js";
import { readSweepReport } from "../../../src/usecases/sweep/readSweepReport.js";
import type { SweepReport } from "../../../src/usecases/sweep/types.js";
import { runCliInProcess } from "../../helpers/runCliCapture.js";
import { tempDir } from "../../helpers/tempDir.js";
import { tempFixture } from "../../helpers/tempRepo.js";

/** `chunkgate sweep --json` with the default grid (around the current parameters), read back. */
async function sweep(root: string, source: string, json: string): Promise<{ report: SweepReport; stdout: string }> {
  const run = await runCliInProcess(["sweep", "--source", source, "--json", json], root);
  expect(run.stderr).toBe("");
  expect(run.code).toBe(0);
  return { report: readSweepReport(await readFile(json, "utf8"), json), stdout: run.stdout };
}

async function chunking(root: string, source: string) {
  const registry = parseRegistry(await readFile(join(root, "chunkgate.yml"), "utf8"), "chunkgate.yml");
  const { strategy, size, overlap } = registry.sources.find((s) => s.id === source)!.chunking;
  return { strategy, size, overlap };
}

describe("sweep → record → sweep, on the command line with the default grid", () => {
  it.each([
    // every Lumen section is shorter than any window, so all cells tie: the old rule took the
    // smallest size in grid order and halved the size on every cycle (120 → 60 → 30 …)
    { fixture: "lumen", source: "product_docs", first: "current", firstCell: "structural 120/20" },
    // the current 120/20 is three questions below the best, outside the band: one move, then it stays
    { fixture: "policies", source: "policy_docs", first: "chunks", firstCell: "structural 480/0" },
  ])("$fixture: the second sweep keeps what the first chose, and recording it again changes no parameter", async ({ fixture, source, first, firstCell }) => {
    const root = await tempFixture(fixture);
    const out = await tempDir("cycle");
    const one = await sweep(root, source, join(out, "one.json"));
    expect(one.report.choice).toMatchObject({ cell: firstCell, decidedBy: first, band: { allowedLoss: 2 } });

    const record = await runCliInProcess(["record", "--source", source, "--from-sweep", join(out, "one.json"), "--write"], root);
    expect(record.code).toBe(0);
    const chosen = one.report.cells.find((c) => c.name === firstCell)!;
    expect(await chunking(root, source)).toEqual({ strategy: chosen.strategy, size: chosen.size, overlap: chosen.overlap });

    const two = await sweep(root, source, join(out, "two.json"));
    expect(two.report.current).toEqual({ strategy: chosen.strategy, size: chosen.size, overlap: chosen.overlap });
    expect(two.report.choice).toMatchObject({ cell: firstCell, decidedBy: "current" });
    expect(two.stdout).toContain(`Keep the current configuration, \`${firstCell}\``);
    expect(two.stdout).toMatch(/the choice band \(`sweep\.choice_band`: 2\) keeps the cells at most 2 questions below the best on the same \d+ train questions/);

    const again = await runCliInProcess(["record", "--source", source, "--from-sweep", join(out, "two.json")], root);
    expect(again.code).toBe(0);
    expect(again.stdout).not.toMatch(/^[-+] +(strategy|size|overlap):/m);
    expect(await chunking(root, source)).toEqual({ strategy: chosen.strategy, size: chosen.size, overlap: chosen.overlap });
  });
});
