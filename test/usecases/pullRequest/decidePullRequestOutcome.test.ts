import { describe, expect, it } from "vitest";
import { renderComment, renderPullRequestText, renderVerdictLine, renderVerdictText } from "../../../src/report/index.js";
import { COST_RISE_SHARE, decidePullRequestOutcome, type PullRequestReport } from "../../../src/usecases/index.js";
import { findCostRises } from "../../../src/usecases/pullRequest/pullRequestFloors.js";
import { buildCheckReport, buildPullRequestReport, buildRegression, buildSource } from "../../helpers/pullRequestReport.js";

/** A report whose check verdict is the one the pull request's decision gives, as runPullRequestCheck sets it. */
function decided(overrides: Partial<PullRequestReport>): PullRequestReport {
  const report = buildPullRequestReport(overrides);
  report.check.verdict = decidePullRequestOutcome(report).verdict;
  return report;
}

describe("certain losses first", () => {
  it("a question hit at the base and missed at head makes a passing source's pull request warn, with the count and ids first on the verdict line", () => {
    const report = decided({ check: buildCheckReport({ sources: [buildSource()] }), regressions: [buildRegression({ questionId: "lum-002" }), buildRegression({ questionId: "lum-009", split: "held_out" })] });
    expect(report.check.verdict).toBe("warn");
    expect(decidePullRequestOutcome(report).exitCode).toBe(0);
    expect(renderVerdictLine(report.check, report)).toBe("⚠️ **warn**: 2 questions hit at the base miss at head (`lum-002`, `lum-009`), inside the noise band");
    expect(renderVerdictText(report.check, report)).toBe("Verdict: WARN — 2 questions hit at the base miss at head (`lum-002`, `lum-009`), inside the noise band");
  });

  it("the noise band still decides fail, and the failing line names the lost questions too", () => {
    const report = decided({ check: buildCheckReport({ sources: [buildSource({ verdict: "fail", hits: 10 })] }), regressions: [buildRegression({ questionId: "lum-002" })] });
    expect(report.check.verdict).toBe("fail");
    expect(renderVerdictText(report.check, report)).toMatch(/^Verdict: FAIL — `product_docs` lost 3 questions against its baseline \(band allows \d+\); 1 question hit at the base misses at head \(`lum-002`\)$/);
  });

  it("a pull request with no lost question, no cost rise and no unfit key keeps its sources' verdict", () => {
    expect(decided({}).check.verdict).toBe("pass");
  });
});

describe("keys that fit nothing after the merge", () => {
  const unfit = { questionId: "lum-002", file: "evals/retrieval.yaml", line: 20, key: "supporting[0]", kind: "missing-heading" as const, document: "docs/products/returns-policy.md", message: "heading `Standard returns` is not in docs/products/returns-policy.md", suggestions: [], hint: "mark it unanswerable" };

  it("make the pull request an error that says why main would stop, and are listed in the comment and the text", () => {
    const report = decided({ unfitAfterMerge: [unfit] });
    const outcome = decidePullRequestOutcome(report);
    expect(outcome).toMatchObject({ verdict: "error", exitCode: 2 });
    expect(outcome.reasons[0]).toMatch(/^1 golden-set key names what this pull request deletes \(`lum-002` supporting\[0\]\), so after the merge it fits nothing/);
    expect(renderVerdictText(report.check, report)).toMatch(/^Verdict: ERROR — 1 golden-set key names what this pull request deletes, so after the merge it fits nothing and main's `chunkgate check` stops with an error\. Key each such question/);
    expect(renderComment(report)).toContain("### Keys that fit nothing after the merge (1)");
    expect(renderPullRequestText(report)).toContain("evals/retrieval.yaml:20 (supporting[0]) · lum-002");
  });

  it("a report an earlier version wrote, without the new fields, is decided as before", () => {
    const { unfitAfterMerge: _u, costRises: _c, ...older } = buildPullRequestReport({});
    expect(decidePullRequestOutcome(older).verdict).toBe("pass");
  });
});

describe("cost rises", () => {
  it("a rise over the share is at least warn and names both numbers; one at the share is not", () => {
    const over = decided({ costRises: [{ sourceId: "product_docs", measure: "context tokens per query", base: 458, head: 876 }] });
    expect(over.check.verdict).toBe("warn");
    expect(renderVerdictLine(over.check, over)).toBe("⚠️ **warn**: `product_docs`: context tokens per query rose from 458 to 876 (+91%), more than the 25% a change may add without a second look");
    expect(renderComment(over)).toContain("Cost: `product_docs`: context tokens per query rose from 458 to 876 (+91%)");
  });

  it("findCostRises: a rise of exactly the share is not one, a token more is; a base result without its cost is not compared", () => {
    const head = buildSource();
    const stored = head.cost.storedTokens;
    const ctx = head.train.contextTokensPerQuery;
    const result = (cost: { storedTokens: number; contextTokensPerQuery: number } | undefined) => [{ sourceId: head.id, chunking: head.chunking, retriever: "bm25", runs: [], ...(cost ? { cost } : {}) }];
    expect(findCostRises([head], result({ storedTokens: stored / (1 + COST_RISE_SHARE), contextTokensPerQuery: ctx / (1 + COST_RISE_SHARE) }))).toEqual([]);
    expect(findCostRises([head], result({ storedTokens: (stored - 1) / (1 + COST_RISE_SHARE), contextTokensPerQuery: ctx }))).toEqual([{ sourceId: head.id, measure: "stored tokens", base: (stored - 1) / (1 + COST_RISE_SHARE), head: stored }]);
    expect(findCostRises([head], result(undefined))).toEqual([]);
  });
});
