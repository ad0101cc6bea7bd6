import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { gitChangedFiles } from "../../../src/changes/gitChangedFiles.js";
import { runPullRequestCheck } from "../../../src/usecases/pullRequest/runPullRequestCheck.js";
import { fixture } from "../../helpers/evaluateFixture.js";
import { gitRepoFrom } from "../../helpers/gitRepo.js";

/** Commits `edits` (null deletes the file) on top of the Lumen fixture and checks the pull request like the action would. */
async function pullRequest(edits: Record<string, ((text: string) => string) | null>, options: { scope?: "changed" | "all"; withBase?: boolean } = {}) {
  const { repo, first } = await gitRepoFrom(fixture("lumen"));
  const changes: Record<string, string | null> = {};
  for (const [path, edit] of Object.entries(edits)) changes[path] = edit === null ? null : edit(await readFile(join(repo.dir, path), "utf8"));
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
  it("names a renamed supporting heading once, as a stale label at its new line with the closest heading, and calls the check an error", async () => {
    const { report } = await pullRequest({
      "docs/products/ts-200-temperature-sensor.md": (t) => t.replace("### Operating temperature", "### Operating temperatures"),
    });
    expect(report.check.verdict).toBe("error");
    expect(report.staleLabels).toHaveLength(1);
    expect(report.staleLabels[0]).toMatchObject({
      questionId: "lum-001",
      key: "supporting[0]",
      sourceId: "product_docs",
      location: { path: "docs/products/ts-200-temperature-sensor.md", line: 13 },
      suggestions: ["Specifications > Operating temperatures"],
      hint: "did you mean `Specifications > Operating temperatures`? The section's text is there now (100 % of it), so it was renamed: key the question there",
      movedTo: { path: "docs/products/ts-200-temperature-sensor.md", heading: ["Specifications", "Operating temperatures"], line: 13, share: 1 },
      baseRank: 2,
    });
    // a stale label is no regression: the question was not scored at head
    expect(report.regressions).toEqual([]);
    expect(report.check.sources[0]).toMatchObject({ id: "product_docs", verdict: "error" });
    expect(report.check.sources[0]!.summary).toMatch(/^1 golden-set label on this source's documents no longer fits the corpus \(`lum-001`\)/);
  });

  it("counts a deleted section as a content regression: the question misses, with the line the section was at", async () => {
    const { report } = await pullRequest({
      "docs/products/returns-policy.md": (t) => t.replace(/## Standard returns\n\n[^\n]+\n\n/, ""),
    });
    expect(report.check.labelProblems).toEqual([]);
    expect(report.staleLabels).toEqual([]);
    const lost = report.regressions.find((r) => r.questionId === "lum-002");
    expect(lost).toMatchObject({ cause: "deleted-section", sourceId: "product_docs", deleted: { path: "docs/products/returns-policy.md", line: 9 }, headRank: null });
    expect(lost!.message).toMatch(/^The section that answered it was deleted at docs\/products\/returns-policy\.md:9 \(`Standard returns`\), and nothing like it is left/);
    // the annotation goes where the lines were removed at head
    expect(lost!.location).toEqual({ path: "docs/products/returns-policy.md", line: 8 });
    const run = report.check.sources[0]!.questions.find((q) => q.id === "lum-002");
    expect(run).toMatchObject({ hit: false, relevantChunks: 0 });
    expect(report.regressions.every((r) => r.cause !== "deleted-section" || r.baseRank !== null)).toBe(true);
  });

  it("lists only questions that hit at the base: a deleted section whose question already missed is a miss, not a regression", async () => {
    // lum-034 (a hard paraphrase) misses at the base already
    const { report } = await pullRequest({
      "docs/products/returns-policy.md": (t) => t.replace(/## Damaged in transit\n\n[^\n]+\n\n/, ""),
    });
    expect(report.staleLabels).toEqual([]);
    expect(report.regressions.map((r) => r.questionId)).not.toContain("lum-034");
    expect(report.check.sources[0]!.questions.find((q) => q.id === "lum-034")).toMatchObject({ hit: false, relevantChunks: 0 });
  });

  it("counts a deleted document as a content regression of the source that held it", async () => {
    const { report } = await pullRequest({ "docs/products/ts-200-temperature-sensor.md": null });
    expect(report.staleLabels).toEqual([]);
    const lost = report.regressions.find((r) => r.questionId === "lum-001");
    expect(lost).toMatchObject({ cause: "deleted-section", sourceId: "product_docs", deleted: { path: "docs/products/ts-200-temperature-sensor.md", line: 13 } });
    expect(lost).not.toHaveProperty("location");
    expect(lost!.message).toMatch(/^Its document, docs\/products\/ts-200-temperature-sensor\.md, was deleted/);
  });

  it("keeps a document replaced by one under a close title a stale label: a rename, not a deletion", async () => {
    const ts200 = "docs/products/ts-200-temperature-sensor.md";
    const { repo, first } = await gitRepoFrom(fixture("lumen"));
    const text = await readFile(join(repo.dir, ts200), "utf8");
    const head = await repo.commit("replace", { [ts200]: null, "docs/products/ts-210.md": text.replace(/TS-200 Temperature Sensor/g, "TS-210 Temperature Sensor").replace(/\n\n[^\n]*operating[^\n]*\n/i, "\n\nA new sensor, other text.\n") });
    const { mergeBase, files } = await gitChangedFiles({ cwd: repo.dir, base: first, head });
    const report = await runPullRequestCheck({ root: repo.dir, scope: "changed", headSha: head, baseCommit: mergeBase, changes: files, onRegression: "fail" });
    expect(report.staleLabels.find((l) => l.questionId === "lum-001")).toMatchObject({ kind: "missing-document", suggestions: ["TS-210 Temperature Sensor"] });
    expect(report.regressions.filter((r) => r.cause === "deleted-section")).toEqual([]);
  });

  it("keeps a heading renamed in the same change a stale label, even when the rest of its section went", async () => {
    const { report } = await pullRequest({
      "docs/products/returns-policy.md": (t) => t.replace("## Standard returns\n\nUnused items", "## Standard return window\n\nItems"),
    });
    expect(report.staleLabels.map((l) => [l.questionId, l.suggestions[0]])).toEqual([
      ["lum-002", "Standard return window"],
      ["lum-024", "Standard return window"],
    ]);
    expect(report.regressions.filter((r) => r.cause === "deleted-section")).toEqual([]);
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
    expect(report.check.unregistered).toEqual([{ glob: "docs/faq/**/*.md", paths: ["docs/faq/shipping.md"] }]);
  });

  it("still reports stale labels without a readable base, and downgrades a failure on request", async () => {
    const { repo, first } = await gitRepoFrom(fixture("lumen"));
    const path = "docs/products/returns-policy.md";
    const text = await readFile(join(repo.dir, path), "utf8");
    const head = await repo.commit("rename", { [path]: text.replace("## Damaged in transit", "## Damage claims") });
    const { files } = await gitChangedFiles({ cwd: repo.dir, base: first, head });
    const report = await runPullRequestCheck({ root: repo.dir, scope: "changed", headSha: head, baseCommit: null, changes: files, onRegression: "comment" });
    expect(report.baseSha).toBeNull();
    expect(report.staleLabels).toEqual([expect.objectContaining({ questionId: "lum-034", suggestions: ["Damage claims"], baseRank: null, sourceId: "" })]);
    expect(report.regressions).toEqual([]);
    expect(report.failureDowngraded).toBe(true);
  });
});
