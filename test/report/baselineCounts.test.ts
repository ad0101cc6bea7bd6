import { describe, expect, it } from "vitest";
import { baselineCounts } from "../../src/report/format.js";
import { renderPullRequestMarkdown } from "../../src/report/renderPullRequestMarkdown.js";
import { renderSourceMarkdown, renderSourceText } from "../../src/report/renderCheck.js";
import { buildCheckReport, buildPullRequestReport, buildSource, metricsOf } from "../helpers/pullRequestReport.js";

/** 28 of 33 now, against a baseline `chunkgate record` wrote for the same 28 of 33 (0.8485, four decimals). */
function level() {
  const source = buildSource({ train: metricsOf(28, 33) });
  return { ...source, baseline: { ...source.baseline!, recall: 0.8485, questions: { train: 33, heldOut: 13 } } };
}

describe("baseline and current recall from the same counts", () => {
  it("reads a recorded recall as the hits it stands for", () => {
    expect(baselineCounts(level())).toEqual({ hits: 28, questions: 33, recall: 28 / 33 });
    const handWritten = { ...level(), baseline: { ...level().baseline, recall: 0.85, questions: null } };
    expect(baselineCounts(handWritten)).toEqual({ hits: 28, questions: 33, recall: 28 / 33 });
    expect(baselineCounts({ ...level(), baseline: null })).toBeNull();
  });

  it("never prints 0.849 against 0.848 for the same 28 of 33, in text, Markdown or the comment's table", () => {
    const source = level();
    const text = renderSourceText(source, 3).join("\n");
    expect(text).toMatch(/train +33 +0\.848/);
    expect(text).toMatch(/baseline +33 +0\.848/);
    expect(text).not.toContain("0.849");
    const md = renderSourceMarkdown(source, { k: 3, runDepth: 100 });
    expect(md).toContain("| baseline | 33 | 0.848 | | | |");
    expect(md).not.toContain("0.849");
    const comment = renderPullRequestMarkdown(buildPullRequestReport({ check: buildCheckReport({ sources: [source] }) }));
    expect(comment).toContain("| 0.848 (28/33) vs 0.848 (28/33) |");
    expect(comment).not.toContain("0.849");
  });
});
