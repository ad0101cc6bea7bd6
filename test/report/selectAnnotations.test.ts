import { describe, expect, it } from "vitest";
import type { Regression, StaleLabel } from "../../src/usecases/pullRequest/types.js";
import { selectAnnotations } from "../../src/report/selectAnnotations.js";
import { buildCheckReport, buildPullRequestReport, buildRegression, buildSource, buildStaleLabel } from "../helpers/pullRequestReport.js";

function reportWith(regressions: Regression[], staleLabels: StaleLabel[] = []) {
  const check = buildCheckReport({ sources: [buildSource({ id: "failing", hits: 9 }), buildSource({ id: "passing" })] });
  return buildPullRequestReport({ check, regressions, staleLabels });
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

  it("keeps the most important per level: train first, stale labels, deleted and edited sections before outranked, then path and line", () => {
    const at = (questionId: string, overrides: Partial<Regression>) => buildRegression({ sourceId: "failing", questionId, ...overrides });
    const regressions = [
      at("outranked", { cause: "outranked", location: { path: "a.md", line: 1 } }),
      at("edited-b", { cause: "edited-section", location: { path: "b.md", line: 1 } }),
      at("deleted", { cause: "deleted-section", location: { path: "y.md", line: 4 }, deleted: { path: "y.md", line: 5 } }),
      at("edited-a-7", { cause: "edited-section", location: { path: "a.md", line: 7 } }),
      at("edited-a-3", { cause: "edited-section", location: { path: "a.md", line: 3 } }),
    ];
    const stale = [buildStaleLabel({ questionId: "held-out-stale", split: "held_out", sourceId: "passing", location: { path: "a.md", line: 1 } }), buildStaleLabel({ questionId: "stale", sourceId: "passing", location: { path: "z.md", line: 9 } })];
    const { annotations, omitted } = selectAnnotations(reportWith(regressions, stale), 4);
    expect(annotations.map((a) => a.title.split(" ")[1])).toEqual(["stale", "deleted", "edited-a-3", "edited-a-7"]);
    expect(omitted).toBe(3);
    // a stale label fails the check whatever its source's verdict, so it is an error
    expect(annotations[0]).toMatchObject({ level: "error", title: "chunkgate: stale lost its support (stale label)" });
    expect(annotations[0]!.message).toContain("Stale label at evals/retrieval.yaml:229: heading \"Damaged in transit\" matches no section of docs/products/returns-policy.md (\"Returns Policy\"). Fix: did you mean `Damage claims`?");
    expect(annotations[0]!.message).toContain("rank 2 → not scored (at z.md:9).");
    // The order of the input does not matter.
    expect(selectAnnotations(reportWith([...regressions].reverse(), [...stale].reverse()), 4)).toEqual({ annotations, omitted });
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
