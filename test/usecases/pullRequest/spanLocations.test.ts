import { describe, expect, it } from "vitest";
import { gitChangedFiles } from "../../../src/changes/gitChangedFiles.js";
import { selectAnnotations } from "../../../src/report/selectAnnotations.js";
import { runPullRequestCheck } from "../../../src/usecases/pullRequest/runPullRequestCheck.js";
import { gitRepo } from "../../helpers/gitRepo.js";
import { RETURNS_PAGE, SPAN_REGISTRY } from "../../helpers/repeatedSpanDocs.js";

const golden = (span: string) => `- question_id: q1\n  question: How long do refunds take?\n  supporting:\n    - span: "${span}"\n`;
const OTHER = "# Shipping\n\nParcels leave the warehouse within two days.\n";

async function pullRequest(files: Record<string, string>, edits: Record<string, string>) {
  const repo = await gitRepo();
  const base = await repo.commit("base", files);
  const head = await repo.commit("the pull request", edits);
  const { mergeBase, files: changes } = await gitChangedFiles({ cwd: repo.dir, base, head });
  return runPullRequestCheck({ root: repo.dir, scope: "changed", headSha: head, baseCommit: mergeBase, changes, onRegression: "fail" });
}

describe("a pull request's report points span-keyed questions at the occurrence, found by offsets", () => {
  it("puts a stale span's annotation on the change that replaced its occurrence, not where the words first appear in the file", async () => {
    const report = await pullRequest(
      { "chunkgate.yml": SPAN_REGISTRY, "evals/retrieval.yaml": golden("Refunds take 14 days"), "docs/returns.md": RETURNS_PAGE, "docs/shipping.md": OTHER },
      { "docs/returns.md": RETURNS_PAGE.replace("Refunds take 14 days once", "Refunds take 10 days once").replace("Refunds take 14 days, even", "Refunds take 10 days, even") },
    );
    expect(report.staleLabels).toHaveLength(1);
    expect(report.staleLabels[0]).toMatchObject({ questionId: "q1", kind: "missing-span", location: { path: "docs/returns.md", line: 7, endLine: 7 } });
    const [annotation] = selectAnnotations(report).annotations;
    expect(annotation).toMatchObject({ level: "error", path: "docs/returns.md", startLine: 7 });
  });

  it("puts an edited span's regression on the edited occurrence of repeated text, not on the document's first change", async () => {
    const faq = "# Refunds FAQ\n\nHow long do refunds take? How long refunds take depends on how refunds are sent, and refunds take long.\n";
    // no heading-only section here: its chunk (the words alone) would outrank both bodies at the base
    const returns = RETURNS_PAGE.replace("## Refunds take 14 days\n\n", "");
    const edited = returns.replace("# Returns\n", "# Returns\n\nThe returns desk is open on weekdays.\n").replace("Refunds take 14 days, even late.", "Refunds take 14 days, even when late.");
    const report = await pullRequest(
      { "chunkgate.yml": SPAN_REGISTRY, "evals/retrieval.yaml": golden("Refunds take 14 days"), "docs/returns.md": returns, "docs/shipping.md": OTHER },
      { "docs/returns.md": edited, "docs/refunds-faq.md": faq },
    );
    expect(report.staleLabels).toEqual([]);
    const [regression] = report.regressions;
    expect(regression).toMatchObject({ questionId: "q1", cause: "edited-section", location: { path: "docs/returns.md", line: 12, endLine: 12 } });
    expect(regression!.message).toMatch(/^The supporting section was edited at docs\/returns\.md:12;/);
    expect(selectAnnotations(report).annotations[0]).toMatchObject({ path: "docs/returns.md", startLine: 12 });
  });
});
