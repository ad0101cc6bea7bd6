import { describe, expect, it } from "vitest";
import { verdictFailure } from "../../src/action/verdictFailure.js";
import { pullRequestReport, sourceReport } from "../helpers/pullRequestReport.js";

describe("verdictFailure", () => {
  it("passes pass, warn and no-baseline, and a pull request that touches no source", () => {
    for (const verdict of ["pass", "warn", "no-baseline"] as const) {
      expect(verdictFailure(pullRequestReport([sourceReport("a", { verdict })]))).toBeNull();
    }
    expect(verdictFailure(pullRequestReport([]))).toBeNull();
  });

  it("fails a failed or unevaluated source with its summary", () => {
    const report = pullRequestReport([sourceReport("a", { verdict: "fail", summary: "Train recall@3 0.46 is 7 questions below the baseline." }), sourceReport("b", { verdict: "not-evaluated", summary: "No train question lands here." })]);
    report.check.verdict = "fail";
    expect(verdictFailure(report)).toBe("chunkgate: FAIL\n- a: Train recall@3 0.46 is 7 questions below the baseline.\n- b: No train question lands here.");
  });

  it("fails a skipped source, never passes it, and names the fix", () => {
    const report = pullRequestReport([sourceReport("a", { verdict: "skipped", summary: "Not scored: the key is missing.", fix: "set `KEY`." }), sourceReport("b")]);
    report.check.verdict = "skipped";
    expect(verdictFailure(report)).toBe("chunkgate: SKIPPED\n- a: Not scored: the key is missing. Fix: set `KEY`.");
  });

  it("fails on stale labels", () => {
    const report = pullRequestReport([sourceReport("a")]);
    report.check.verdict = "fail";
    report.check.labelProblems = [{ questionId: "q", file: "evals/retrieval.yaml", line: 3, kind: "missing-heading", message: "m", suggestions: [], hint: "h" }];
    expect(verdictFailure(report)).toMatch(/1 golden-set label no longer fits the corpus/);
  });
});
