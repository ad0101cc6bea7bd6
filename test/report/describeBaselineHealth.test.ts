import { describe, expect, it } from "vitest";
import { judgeSource } from "../../src/gate/judgeSource.js";
import { describeBaselineHealth } from "../../src/report/describe.js";
import { renderSourceText } from "../../src/report/renderCheck.js";
import { buildSource, metricsOf } from "../helpers/pullRequestReport.js";

describe("describeBaselineHealth", () => {
  it("says what the golden set could detect before a baseline is recorded", () => {
    const train = metricsOf(28, 33);
    const judged = judgeSource({ train, heldOut: metricsOf(9, 13), baseline: null, confidence: 0.95, overfitMargin: 0.1, requireBaseline: false, k: 3, retriever: { kind: "bm25", identity: "bm25" }, corpus: { documents: 1, tokens: 1 } });
    const source = { ...buildSource({ train }), baseline: null, band: null, noise: null, verdict: judged.verdict, summary: judged.summary, detection: judged.detection! };
    const lines = describeBaselineHealth(source);
    expect(lines[0]).toMatch(/^Detection: Once train recall 0\.85 \(28 of 33\) is recorded as the baseline: with 33 train questions, the smallest drop that fails is/);
    expect(renderSourceText(source, 3).join("\n")).toContain("  detection: Once train recall 0.85 (28 of 33)");
  });
});
