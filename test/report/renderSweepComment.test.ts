import { describe, expect, it } from "vitest";
import { renderSweepComment, type SweepCommentLimits } from "../../src/report/renderSweepComment.js";
import { commentMarker, headMarker, parseHeadMarker, sweepCommentMarker } from "../../src/report/commentMarkers.js";
import { renderSweepMarkdown } from "../../src/report/renderSweep.js";
import { descendants, parseGfm } from "./markdownTree.js";
import { actionSweep, lumenSweep } from "../action/lumenSweep.js";

const COMMENT: SweepCommentLimits = { maxLength: 65_000, limit: "GitHub's comment size limit", elsewhere: "the job summary and the sweep JSON" };
const CHOSEN_ROW = "| **chosen** | **structural 60/0** |";

describe("renderSweepComment", () => {
  it("holds the markers, what was swept and why, and each source's sweep exactly as `chunkgate sweep --format md` renders it", async () => {
    const report = await actionSweep(["product_docs"]);
    const body = renderSweepComment(report, COMMENT);
    expect(body.startsWith(`${sweepCommentMarker("chunkgate.yml")}\n${headMarker("a".repeat(40))}\n\n## chunkgate sweep: \`chunkgate.yml\`\n`)).toBe(true);
    expect(body).not.toContain(commentMarker("chunkgate.yml"));
    expect(parseHeadMarker(body)).toBe("a".repeat(40));
    expect(body).toContain("Asked for with `mode: sweep`.");
    expect(body).toContain("Swept: **product\\_docs** (docs/product\\_docs/a.md changed).");
    expect(body).toContain(renderSweepMarkdown(await lumenSweep()).trimEnd());
    expect(body).toContain(CHOSEN_ROW);
    expect(body).toMatch(/```mermaid\n%%\{init[^\n]*\nxychart-beta\n/);
    expect(body).toMatch(/<sub>chunkgate sweep · head `aaaaaaa` · `chunkgate.yml` · 1 source swept · 16 cells<\/sub>\n$/);
  });

  it("says when every source was swept because the pull request touches none, and names the label that asked", async () => {
    const report = await actionSweep(["product_docs"], { everySource: true, trigger: { by: "label", label: "chunkgate:sweep" } });
    const body = renderSweepComment(report, COMMENT);
    expect(body).toContain("Asked for with the label `chunkgate:sweep`: this pull request is swept on every push until the label is removed.");
    expect(body).toContain("This pull request touches no source of the registry, so every source is swept: **product\\_docs**.");
  });

  it("lists the sources not touched, and the sources that could not be swept as an alert", async () => {
    const report = await actionSweep(["a"], {
      skipped: [{ id: "b", reason: "no changed file matches its globs" }],
      errors: [{ sourceId: "c", message: 'chunkgate.yml:9: no train question is answered by source "c"\n  fix: add questions' }],
    });
    const body = renderSweepComment(report, COMMENT);
    expect(body).toContain("Not swept, because this pull request does not touch it: **b** (`scope: all` sweeps every source).");
    expect(body).toContain('> [!CAUTION]\n> One source could not be swept:\n> - **c**: chunkgate.yml:9: no train question is answered by source "c" fix: add questions');
  });

  it("warns that stale labels shrink the questions, with the list in a collapsed section", async () => {
    const problem = { questionId: "lum-001", file: "evals/retrieval.yaml", line: 12, key: "supporting[0]", kind: "missing-heading" as const, message: "no heading `Operating temperature`", suggestions: [], hint: "did you mean `Operating temperatures`?" };
    const body = renderSweepComment(await actionSweep(["product_docs"], { labelProblems: [problem] }), COMMENT);
    expect(body).toContain("> [!CAUTION]\n> One golden-set label no longer fits the corpus, so this sweep ranks its cells on the questions that still fit.");
    expect(body).toMatch(/<details>\n<summary>Stale labels \(1\)<\/summary>\n\n- \*\*lum-001\*\* at `evals\/retrieval.yaml:12`/);
  });

  it("stays under the limit by leaving out whole source sections from the last, naming each one's choice", async () => {
    const ids = Array.from({ length: 40 }, (_, i) => `source_${String(i).padStart(2, "0")}`);
    const report = await actionSweep(ids);
    const full = renderSweepComment(report, { ...COMMENT, maxLength: 10_000_000 });
    expect(full.length).toBeGreaterThan(65_000);

    const body = renderSweepComment(report, COMMENT);
    expect(body.length).toBeLessThanOrEqual(65_000);
    const shown = body.match(/^### Sweep: /gm)!.length;
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(40);
    expect(body).toContain(`### Sweep: source\\_${String(shown - 1).padStart(2, "0")}\n`);
    expect(body).toContain(`… ${40 - shown} more swept sources not shown here, to stay under GitHub's comment size limit; their tables are in the job summary and the sweep JSON. The choice of each:`);
    const lines = body.match(/^- \*\*source\\_\d+\*\*: `structural 60\/0` chosen, train recall@3 1\.000 \(13\/13\) at 130 context tokens per query, held-out 0\.700 \(7\/10\)$/gm)!;
    expect(lines).toHaveLength(40 - shown);
    expect(body).toMatch(/<\/sub>\n$/);
    // Every block is whole: each shown section keeps its table and its chart.
    expect(body.match(/^xychart-beta$/gm)).toHaveLength(shown);
    const tables = descendants(parseGfm(body)).filter((n) => n.type === "table");
    expect(tables).toHaveLength(shown);
  });

  it("cuts the one-line choices, then the footer, and keeps the markers and the title under any limit that holds them", async () => {
    const ids = Array.from({ length: 300 }, (_, i) => `s${i}`);
    const report = await actionSweep(ids);
    for (const maxLength of [200, 600, 2_000, 8_000, 30_000]) {
      const body = renderSweepComment(report, { ...COMMENT, maxLength });
      expect(body.length).toBeLessThanOrEqual(maxLength);
      expect(body.startsWith(sweepCommentMarker("chunkgate.yml"))).toBe(true);
    }
    const body = renderSweepComment(report, { ...COMMENT, maxLength: 8_000 });
    expect(body).toMatch(/^- … and \d+ more$/m);
    expect(body).toContain("300 swept sources not shown here");
  });

  it("is deterministic", async () => {
    const report = await actionSweep(["a", "b"]);
    expect(renderSweepComment(report, COMMENT)).toBe(renderSweepComment(report, COMMENT));
  });
});
