import { describe, expect, it } from "vitest";
import { runCheck } from "../../src/usecases/check/runCheck.js";
import { renderCheckMarkdown } from "../../src/report/renderCheck.js";
import { fixture } from "../helpers/evaluateFixture.js";
import { buildCheckReport, buildQuestion, buildSource } from "../helpers/pullRequestReport.js";
import { expectGolden as expectGoldenIn } from "../helpers/expectGolden.js";
import { descendants, expectSafeReport, textOf } from "./markdownTree.js";

const expectGolden = (name: string, actual: string) => expectGoldenIn(import.meta.dirname, name, actual);

describe("renderCheckMarkdown", () => {
  it("renders the Lumen fixture's real report", async () => {
    const { report } = await runCheck({ root: fixture("lumen"), today: "2026-12-01", commit: "1fcfd01e1b441033531ae8f1942e3d30314fd194" });
    const md = renderCheckMarkdown(report);
    const tree = expectSafeReport(md);
    // Held-out 7 of 10 against train 13 of 13 is a gap chance explains (one-sided Fisher p = 0.068): no note, a pass.
    expect(md.split("\n")[0]).toBe("✅ **pass**: `product_docs` is within its noise band");
    // One metrics table per source: train, held-out and baseline rows under the header.
    const tables = descendants(tree).filter((n) => n.type === "table");
    expect(tables.map((t) => t.children!.map((row) => textOf(row.children![0]!)))).toEqual([["", "train", "held-out", "baseline"]]);
    // The held-out look: one sentence with the command that records it, no raw ledger line.
    expect(md).toContain("`chunkgate check --ledger` records this look in `chunkgate.ledger.jsonl`.");
    expect(md).not.toContain("\"held_out\":");
    await expectGolden("check-lumen.md", md);
  });

  it("lists stale labels with their fix and escapes what the golden set holds", () => {
    const hostile = "</details><img src=x onerror=alert(1)> @octocat #1 | pipe";
    const md = renderCheckMarkdown(
      buildCheckReport({
        sources: [buildSource({ hits: 9, questions: [buildQuestion({ id: "lum-001", question: hostile })] })],
        labelProblems: [
          { questionId: "lum-034", file: "evals/retrieval.yaml", line: 40, key: "supporting[0]", kind: "missing-heading", message: `heading "${hostile}" matches no section`, suggestions: ["Damage claims"], hint: "did you mean `Damage claims`?" },
        ],
        unanswerable: [{ id: "lum-003", question: "Do you ship to Antarctica?" }],
        warnings: [`docs/${hostile}.mdx is not valid MDX; parsed as Markdown`],
      }),
    );
    expectSafeReport(md);
    expect(md.split("\n")[0]).toBe(
      "⛔ **error** and ❌ **fail**: 1 golden-set label no longer fits the corpus (stale label), so its question was not scored; `product_docs` also lost 4 questions against its baseline (band allows 1). `chunkgate relabel --write` applies its fix to the golden set, keeping its comments and formatting (`chunkgate relabel` alone shows the diff first).",
    );
    expect(md).toContain("\n\n`chunkgate relabel --write` applies its fix to the golden set");
    expect(md).toContain("- **lum-034** at `evals/retrieval.yaml:40`: heading \"&lt;/details&gt;&lt;img src=x onerror=alert(1)&gt; @&#8203;octocat \\#&#8203;1 \\| pipe\" matches no section. Fix: did you mean `Damage claims`?");
    expect(md).toContain("1 question has `supporting: []` and is kept out of the metrics: lum-003.");
  });
});
