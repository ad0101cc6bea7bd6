import { beforeAll, describe, expect, it } from "vitest";
import { chooseCell } from "../../src/usecases/sweep/chooseCell.js";
import { renderSweepChart, renderSweepMarkdown, renderSweepText } from "../../src/report/renderSweep.js";
import { runSweep } from "../../src/usecases/sweep/runSweep.js";
import { sweepReport } from "../../src/usecases/sweep/sweepReport.js";
import type { SweepReport } from "../../src/usecases/sweep/types.js";
import { buildCell } from "../helpers/buildCell.js";
import { expectGolden as expectGoldenIn } from "../helpers/expectGolden.js";
import { GRID, policiesWorkspace } from "../helpers/policiesWorkspace.js";

const expectGolden = (name: string, actual: string) => expectGoldenIn(import.meta.dirname, name, actual);

let policies: SweepReport;
let shard: SweepReport;

beforeAll(async () => {
  const workspace = await policiesWorkspace();
  // The commit and day are pinned: they are in the ledger line the report shows.
  policies = await runSweep({ workspace, sourceId: "policy_docs", flags: GRID, commit: "c0ffee0000000000000000000000000000000000", today: "2026-12-01" });
  shard = await runSweep({ workspace, sourceId: "policy_docs", flags: GRID, shard: { index: 1, count: 3 } });
});

/**
 * A made-up sweep of two strategies where an absolute overlap of 40 does not fit size 40 (a gap in
 * its line) and a ratio repeats another overlap at size 10, with a registry row outside the grid and
 * an overfit warning: the cases the policies sweep does not reach.
 */
function synthetic(): SweepReport {
  const cells = [
    buildCell({ size: 10, hits: 12 }),
    buildCell({ size: 10, overlap: 2, hits: 13 }),
    buildCell({ size: 40, hits: 19, context: 300, stored: 14_000 }),
    buildCell({ size: 40, overlap: 8, hits: 20 }),
    buildCell({ size: 80, hits: 21, context: 520 }),
    buildCell({ size: 80, overlap: 16, hits: 21 }),
    buildCell({ size: 80, overlap: 40, hits: 21 }),
    buildCell({ strategy: "fixed", size: 10, hits: 8 }),
    buildCell({ strategy: "fixed", size: 10, overlap: 2, hits: 9 }),
    buildCell({ strategy: "fixed", size: 40, hits: 15 }),
    buildCell({ strategy: "fixed", size: 40, overlap: 8, hits: 18 }),
    buildCell({ strategy: "fixed", size: 80, hits: 16 }),
    buildCell({ strategy: "fixed", size: 80, overlap: 16, hits: 19 }),
    buildCell({ strategy: "fixed", size: 80, overlap: 40, hits: 19 }),
  ];
  cells[1]!.overlapSpec = 0.2;
  cells[3]!.overlapSpec = 0.2;
  cells[5]!.overlapSpec = 0.2;
  cells[8]!.overlapSpec = 0.2;
  cells[10]!.overlapSpec = 0.2;
  cells[12]!.overlapSpec = 0.2;
  const current = { strategy: "structural", size: 256, overlap: 32 };
  const { chosen, best, band, inBand, decidedBy } = chooseCell(cells, { band: 2 });
  const report = sweepReport({
    header: {
      schemaVersion: 4,
      kind: "chunkgate-sweep",
      registry: "chunkgate.yml",
      goldenSet: "evals/retrieval.yaml",
      source: "faq_pages",
      fingerprints: { goldenSet: "sha256:0", documents: "sha256:1" },
      settings: { retriever: "bm25(k1=1.2,b=0.75)", k: 3, runDepth: 100, split: { train: 0.7, seed: 42 }, confidence: 0.95, choiceBand: 2, overfitMargin: 0.1, unit: "tokens", contextHeader: true, tokenizer: "o200k_base" },
      current,
      corpus: { documents: 40, sections: 210, tokens: 13_702 },
      questions: { train: 22, heldOut: 9, spans: 0 },
    },
    grid: { strategies: ["structural", "fixed"], sizes: [10, 40, 80], overlaps: [0, 0.2, 40] },
    skipped: [
      { strategy: "structural", size: 10, overlapSpec: 40, reason: "overlap 40 is not below size 10" },
      { strategy: "structural", size: 40, overlapSpec: 40, reason: "overlap 40 is not below size 40" },
      { strategy: "fixed", size: 10, overlapSpec: 40, reason: "overlap 40 is not below size 10" },
      { strategy: "fixed", size: 40, overlapSpec: 40, reason: "overlap 40 is not below size 40" },
    ],
    shard: null,
    cells: cells.map((c) => ({ ...c, integrity: { ...c.integrity, spans: { total: 0, whole: 0 } } })),
    choice: {
      cell: chosen.name,
      best: best.name,
      band,
      inBand: inBand.map((c) => c.name),
      decidedBy,
      heldOut: { questions: 9, hits: 4, recall: 4 / 9, mrr: 0.5, precision: 0.3, contextTokensPerQuery: 290 },
      heldOutLook: null,
      overfit: true,
    },
  });
  return report;
}

describe("rendering a sweep", () => {
  it("renders the policies sweep as Markdown: table, reason, held-out line, chart", async () => {
    await expectGolden("sweep-policies.md", renderSweepMarkdown(policies));
  });

  it("renders the policies sweep as text for a terminal", async () => {
    await expectGolden("sweep-policies.txt", renderSweepText(policies));
  });

  it("renders a shard as its table and a note, with nothing chosen and no chart", async () => {
    const md = renderSweepMarkdown(shard);
    expect(md).not.toContain("**chosen**");
    expect(md).not.toContain("```mermaid");
    await expectGolden("sweep-shard.md", md);
  });

  it("renders gaps, duplicates, several strategies and the overfit warning", async () => {
    await expectGolden("sweep-synthetic.md", renderSweepMarkdown(synthetic()));
  });

  it("writes charts GitHub's Mermaid accepts: xychart-beta, quoted categories, a fixed 0–1 y-axis, a value per size", () => {
    const chart = renderSweepChart(policies);
    const body = chart.split("```mermaid\n")[1]!.split("\n```")[0]!.split("\n");
    expect(body[0]).toMatch(/^%%\{init: \{"themeVariables": \{"xyChart": \{"plotColorPalette": "#[0-9a-f]{6}(, #[0-9a-f]{6})*"\}\}\}\}%%$/);
    expect(body[1]).toBe("xychart-beta");
    expect(body).toContain('    x-axis "size (words)" ["60", "120", "240"]');
    expect(body).toContain('    y-axis "recall@3" 0 --> 1');
    const lines = body.filter((l) => l.startsWith("    line "));
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).toMatch(/^ {4}line \[\d\.\d{3}, \d\.\d{3}, \d\.\d{3}\]$/);
  });

  it("leaves out of the chart an overlap that has no cell at some size, and says so", () => {
    const chart = renderSweepChart(synthetic());
    expect(chart.match(/```mermaid/g)).toHaveLength(2);
    expect(chart).toContain("overlap 40 not drawn (no cell at size 10, 40)");
    expect(chart).toContain("Lines for structural: overlap 0 blue; overlap 0.2 orange; overlap 40 not drawn");
  });
});
