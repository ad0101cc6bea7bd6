import { describe, expect, it } from "vitest";
import { actionOutputs } from "../../src/action/actionOutputs.js";
import { buildLabelProblem, metrics, pullRequestReport, sourceReport } from "../helpers/pullRequestReport.js";

describe("actionOutputs", () => {
  it("gives one source's recall and held-out recall, rounded to four decimals", () => {
    const report = pullRequestReport([sourceReport("product_docs", { train: metrics(6, 13), heldOut: metrics(7, 10), verdict: "fail" })]);
    report.check.verdict = "fail";
    expect(actionOutputs(report, "/tmp/r.json")).toEqual({
      verdict: "fail",
      recall: "0.4615",
      "held-out-recall": "0.7",
      "failed-sources": "product_docs",
      "report-path": "/tmp/r.json",
    });
  });

  it("gives the lowest recall over several sources and lists every source that did not pass, whatever the reason", () => {
    const report = pullRequestReport([
      sourceReport("a", { train: metrics(9, 10), heldOut: metrics(4, 4), verdict: "fail" }),
      sourceReport("b", { train: metrics(10, 10), heldOut: metrics(1, 2) }),
      sourceReport("c", { train: metrics(0, 0), heldOut: metrics(0, 0), verdict: "error" }),
      sourceReport("d", { train: metrics(5, 10), verdict: "fail" }),
      sourceReport("e", { verdict: "skipped" }),
      sourceReport("f", { verdict: "warn" }),
    ]);
    report.check.verdict = "error";
    const outputs = actionOutputs(report, "r.json");
    expect(outputs.recall).toBe("0.5");
    expect(outputs["held-out-recall"]).toBe("0.5");
    expect(outputs["failed-sources"]).toBe("a,c,d,e");
    expect(outputs.verdict).toBe("error");
  });

  it("leaves the recalls empty when no source was evaluated", () => {
    const outputs = actionOutputs(pullRequestReport([]), "r.json");
    expect(outputs).toMatchObject({ verdict: "pass", recall: "", "held-out-recall": "", "failed-sources": "" });
  });

  it("is error, never pass, when a golden-set label is stale, even with every source passing", () => {
    const report = pullRequestReport([sourceReport("a")]);
    report.check.labelProblems = [buildLabelProblem()];
    report.check.verdict = "error";
    expect(actionOutputs(report, "r.json")).toMatchObject({ verdict: "error" });
  });
});
