import { describe, expect, it } from "vitest";
import { renderPatchCoverageMarkdown } from "../../src/report/pullRequestParts.js";
import type { PatchCoverage } from "../../src/usecases/index.js";

const uncovered = (n: number): PatchCoverage["uncovered"] =>
  Array.from({ length: n }, (_, i) => ({ sourceId: "docs", path: "docs/a.md", line: 10 * (i + 1), headingPath: ["Guide", `Step ${i + 1}`], draft: null }));

describe("renderPatchCoverageMarkdown", () => {
  it("says nothing when the change adds or changes no section with text", () => {
    expect(renderPatchCoverageMarkdown({ patch: "fail", min: 0.5, sections: 0, covered: 0, uncovered: [], yaml: "" }, "evals/q.yaml")).toBeNull();
  });

  it("lists up to ten uncovered sections under the line, and collapses more", () => {
    const ten = renderPatchCoverageMarkdown({ patch: "note", min: 0.5, sections: 12, covered: 2, uncovered: uncovered(10), yaml: "" }, "evals/q.yaml")!;
    expect(ten.head.split("\n").filter((l) => l.startsWith("- "))).toHaveLength(10);
    expect(ten.blocks).toEqual([]);
    const eleven = renderPatchCoverageMarkdown({ patch: "note", min: 0.5, sections: 12, covered: 1, uncovered: uncovered(11), yaml: "" }, "evals/q.yaml")!;
    expect(eleven.head).toBe("**Patch coverage:** 8.3% · 1 of 12 new or changed sections keyed by a golden-set question.");
    expect(eleven.blocks).toHaveLength(1);
    expect(eleven.blocks[0]!.summary).toBe("11 uncovered sections this change adds or changes");
    expect(eleven.blocks[0]!.body.split("\n")[10]).toBe("- `docs/a.md:110` Guide &gt; Step 11 (`docs`)");
  });

  it("names `coverage.min` and the verdict only when `coverage.patch` gates and the share is below it", () => {
    const at = (patch: PatchCoverage["patch"], covered: number) => renderPatchCoverageMarkdown({ patch, min: 0.5, sections: 4, covered, uncovered: uncovered(4 - covered), yaml: "" }, "q.yaml")!.head.split("\n")[0];
    expect(at("warn", 1)).toBe("**Patch coverage:** 25% · 1 of 4 new or changed sections keyed by a golden-set question. Below `coverage.min` 50%: **warn**.");
    expect(at("warn", 2)).not.toContain("coverage.min");
    expect(at("note", 0)).not.toContain("coverage.min");
  });
});
