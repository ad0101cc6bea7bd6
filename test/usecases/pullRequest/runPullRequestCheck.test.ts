import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { gitChangedFiles } from "../../../src/changes/gitChangedFiles.js";
import { runPullRequestCheck } from "../../../src/usecases/pullRequest/runPullRequestCheck.js";
import { fixture } from "../../helpers/evaluateFixture.js";
import { gitRepoFrom } from "../../helpers/gitRepo.js";

/** Commits `edits` on top of the Lumen fixture and checks the pull request like the action would. */
async function pullRequest(edits: Record<string, (text: string) => string>, options: { scope?: "changed" | "all"; withBase?: boolean } = {}) {
  const { repo, first } = await gitRepoFrom(fixture("lumen"));
  const changes: Record<string, string> = {};
  for (const [path, edit] of Object.entries(edits)) changes[path] = edit(await readFile(join(repo.dir, path), "utf8"));
  const head = await repo.commit("the pull request", changes);
  const { mergeBase, files } = await gitChangedFiles({ cwd: repo.dir, base: first, head });
  const report = await runPullRequestCheck({
    root: repo.dir,
    scope: options.scope ?? "changed",
    headSha: head,
    baseCommit: options.withBase === false ? null : mergeBase,
    changes: files,
    onRegression: "fail",
  });
  return { report };
}

describe("runPullRequestCheck on a real git repository", () => {
  it("names a renamed supporting heading as a stale label at its new line, with the closest heading", async () => {
    const { report } = await pullRequest({
      "docs/products/ts-200-temperature-sensor.md": (t) => t.replace("### Operating temperature", "### Operating temperatures"),
    });
    expect(report.check.verdict).toBe("fail");
    const stale = report.regressions.filter((r) => r.cause === "stale-label");
    expect(stale).toHaveLength(1);
    expect(stale[0]).toMatchObject({
      questionId: "lum-001",
      location: { path: "docs/products/ts-200-temperature-sensor.md", line: 13 },
      suggestion: "Specifications > Operating temperatures",
      baseRank: 2,
      headRank: null,
    });
    expect(stale[0]!.message).toMatch(/did you mean `Specifications > Operating temperatures`\?/);
  });

  it("blames a registry change that stops indexing headings, at the source's line", async () => {
    const { report } = await pullRequest({ "chunkgate.yml": (t) => t.replace("overlap: 20", "overlap: 20\n      context_header: false") });
    expect(report.touched).toEqual([{ id: "product_docs", reason: "its entry in chunkgate.yml changed" }]);
    expect(report.check.verdict).toBe("fail");
    const lost = report.regressions.filter((r) => r.split === "train");
    expect(lost.length).toBe(7);
    expect(lost.every((r) => r.cause === "configuration" && r.location?.path === "chunkgate.yml")).toBe(true);
  });

  it("points at the edited lines of a supporting section", async () => {
    const { report } = await pullRequest({
      "docs/products/ts-200-temperature-sensor.md": (t) => t.replace("### Operating temperature", "### Ambient limits"),
      "evals/retrieval.yaml": (t) => t.replace('heading: ["Specifications", "Operating temperature"]', 'heading: ["Specifications", "Ambient limits"]'),
    });
    const lum001 = report.regressions.find((r) => r.questionId === "lum-001");
    expect(lum001).toMatchObject({ cause: "edited-section", location: { path: "docs/products/ts-200-temperature-sensor.md", line: 13 } });
  });

  it("lists untouched sources as skipped and passes when no source is touched", async () => {
    const { repo, first } = await gitRepoFrom(fixture("lumen"));
    const head = await repo.commit("unrelated", { "CONTRIBUTING.txt": "be kind" });
    const { mergeBase, files } = await gitChangedFiles({ cwd: repo.dir, base: first, head });
    const quiet = await runPullRequestCheck({ root: repo.dir, scope: "changed", headSha: head, baseCommit: mergeBase, changes: files, onRegression: "fail" });
    expect(quiet.touched).toEqual([]);
    expect(quiet.skipped).toEqual([{ id: "product_docs", reason: "no changed file matches its globs" }]);
    expect(quiet.check.sources).toEqual([]);
  });

  it("flags a new Markdown document that no source includes", async () => {
    const { repo, first } = await gitRepoFrom(fixture("lumen"));
    const head = await repo.commit("faq", { "docs/faq/shipping.md": "# Shipping FAQ\n\nWe ship worldwide.\n" });
    const { mergeBase, files } = await gitChangedFiles({ cwd: repo.dir, base: first, head });
    const report = await runPullRequestCheck({ root: repo.dir, scope: "changed", headSha: head, baseCommit: mergeBase, changes: files, onRegression: "comment" });
    expect(report.check.warnings.join("\n")).toMatch(/docs\/faq\/shipping\.md matches no source in chunkgate\.yml/);
  });

  it("still reports stale labels without a readable base, and downgrades a failure on request", async () => {
    const { repo, first } = await gitRepoFrom(fixture("lumen"));
    const path = "docs/products/returns-policy.md";
    const text = await readFile(join(repo.dir, path), "utf8");
    const head = await repo.commit("rename", { [path]: text.replace("## Damaged in transit", "## Damage claims") });
    const { files } = await gitChangedFiles({ cwd: repo.dir, base: first, head });
    const report = await runPullRequestCheck({ root: repo.dir, scope: "changed", headSha: head, baseCommit: null, changes: files, onRegression: "comment" });
    expect(report.baseSha).toBeNull();
    expect(report.regressions[0]).toMatchObject({ cause: "stale-label", questionId: "lum-034", suggestion: "Damage claims", baseRank: null });
    expect(report.failureDowngraded).toBe(true);
  });
});
