import { describe, expect, it } from "vitest";
import type { Regression } from "../../src/usecases/pullRequest/types.js";
import { selectAnnotations } from "../../src/report/selectAnnotations.js";
import { buildCheckReport, buildPullRequestReport, buildRegression, buildSource } from "../helpers/pullRequestReport.js";

function reportWith(regressions: Regression[]) {
  const check = buildCheckReport({ sources: [buildSource({ id: "failing", hits: 9 }), buildSource({ id: "passing" })] });
  return buildPullRequestReport({ check, regressions });
}

describe("selectAnnotations", () => {
  it("annotates located regressions: error in a failing source, warning otherwise, none without a location", () => {
    const { annotations, omitted } = selectAnnotations(
      reportWith([
        buildRegression({ sourceId: "failing", questionId: "a", location: { path: "docs/a.md", line: 4, endLine: 9 } }),
        buildRegression({ sourceId: "passing", questionId: "b", location: { path: "docs/b.md", line: 2 } }),
        buildRegression({ sourceId: "failing", questionId: "c", location: undefined, cause: "unexplained" }),
      ]),
    );
    expect(omitted).toBe(0);
    expect(annotations.map((a) => [a.level, a.path, a.startLine, a.endLine])).toEqual([
      ["error", "docs/a.md", 4, 9],
      ["warning", "docs/b.md", 2, undefined],
    ]);
    expect(annotations[1]).not.toHaveProperty("endLine");
    expect(annotations[0]!.title).toBe("chunkgate: a lost its support (section edited)");
    expect(annotations[0]!.message).toBe(
      "a (failing, train): How long is the TS-200 warranty?\nThe supporting section was edited at docs/products/ts-200.md:41-44; its chunk fell from rank 1 → rank 6.\nrank 1 → rank 6 (caused at docs/a.md:4-9).",
    );
  });

  it("keeps the most important per level: train first, stale labels and edited sections before outranked, then path and line", () => {
    const at = (questionId: string, overrides: Partial<Regression>) => buildRegression({ sourceId: "failing", questionId, ...overrides });
    const regressions = [
      at("held-out-stale", { split: "held_out", cause: "stale-label", location: { path: "a.md", line: 1 } }),
      at("outranked", { cause: "outranked", location: { path: "a.md", line: 1 } }),
      at("edited-b", { cause: "edited-section", location: { path: "b.md", line: 1 } }),
      at("stale", { cause: "stale-label", location: { path: "z.md", line: 9 }, suggestion: "Returns > Damage claims" }),
      at("edited-a-7", { cause: "edited-section", location: { path: "a.md", line: 7 } }),
      at("edited-a-3", { cause: "edited-section", location: { path: "a.md", line: 3 } }),
    ];
    const { annotations, omitted } = selectAnnotations(reportWith(regressions), 4);
    expect(annotations.map((a) => a.title.split(" ")[1])).toEqual(["stale", "edited-a-3", "edited-a-7", "edited-b"]);
    expect(omitted).toBe(2);
    expect(annotations[0]!.message).toContain("Did you mean `Returns > Damage claims`?");
    // The order of the input does not matter.
    expect(selectAnnotations(reportWith([...regressions].reverse()), 4)).toEqual({ annotations, omitted });
  });

  it("applies the limit to each level separately and counts what it left out", () => {
    const many = (sourceId: string) => Array.from({ length: 15 }, (_, i) => buildRegression({ sourceId, questionId: `${sourceId}-${i}`, location: { path: "docs/a.md", line: i + 1 } }));
    const { annotations, omitted } = selectAnnotations(reportWith([...many("failing"), ...many("passing")]));
    expect(annotations.filter((a) => a.level === "error")).toHaveLength(10);
    expect(annotations.filter((a) => a.level === "warning")).toHaveLength(10);
    expect(omitted).toBe(10);
    expect(selectAnnotations(reportWith(many("failing")), 0)).toEqual({ annotations: [], omitted: 15 });
  });
});
