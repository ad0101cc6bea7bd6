import { describe, expect, it } from "vitest";
import { renderVerdictLine, renderVerdictText } from "../../src/report/index.js";
import { buildCheckReport, buildSource } from "../helpers/pullRequestReport.js";

describe("the verdict line: files left out and optional sources", () => {
  it("counts the files left out of the index on the line, whatever the verdict", () => {
    const passing = buildCheckReport({ skippedFiles: ["docs/logo.md", "docs/notes.md"] });
    expect(renderVerdictText(passing)).toBe("Verdict: PASS (2 files were left out of the index: see the warnings)");
    expect(renderVerdictLine(passing)).toContain("(2 files were left out of the index: see the warnings)");
    const failing = buildCheckReport({ sources: [buildSource({ verdict: "error", summary: "Could not be evaluated: boom." })], skippedFiles: ["a.md"] });
    expect(renderVerdictText(failing)).toBe("Verdict: ERROR — `product_docs`: Could not be evaluated: boom. (1 file was left out of the index: see the warnings)");
    expect(renderVerdictText(buildCheckReport())).toBe("Verdict: PASS");
  });

  it("names an optional source that could not be evaluated without counting it as passing", () => {
    const report = buildCheckReport({ sources: [buildSource(), buildSource({ id: "extra", verdict: "error", optional: true, summary: "Could not be evaluated." })] });
    expect(report.verdict).toBe("pass");
    expect(renderVerdictLine(report)).toContain("is within its noise band; optional `extra` could not be evaluated");
  });
});
