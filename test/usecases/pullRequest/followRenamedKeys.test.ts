import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { gitChangedFiles } from "../../../src/changes/gitChangedFiles.js";
import { renderComment } from "../../../src/report/index.js";
import { runPullRequestCheck } from "../../../src/usecases/pullRequest/runPullRequestCheck.js";
import { fixture } from "../../helpers/evaluateFixture.js";
import { gitRepo, gitRepoFrom, type GitRepo } from "../../helpers/gitRepo.js";
import { OTEL_GOLDEN, OTEL_REGISTRY, otelRepo } from "../../helpers/otelRepo.js";

const RETURNS = "docs/products/returns-policy.md";
const SHIPPING = "docs/products/shipping-and-delivery.md";
const DAMAGED = "## Damaged in transit\n\nReport visible transport damage within 5 days of delivery, with photos of the parcel. We collect the goods at our cost and ship a replacement immediately.\n\n";

/** Commits `edits` (functions of the old text; null deletes) on top of the repository's first commit and checks the pull request as the action does. */
async function check(repo: GitRepo, first: string, edits: Record<string, ((text: string) => string) | null>) {
  const changes: Record<string, string | null> = {};
  for (const [path, edit] of Object.entries(edits)) changes[path] = edit === null ? null : edit(await readFile(join(repo.dir, path), "utf8"));
  const head = await repo.commit("the pull request", changes);
  const { mergeBase, files } = await gitChangedFiles({ cwd: repo.dir, base: first, head });
  return runPullRequestCheck({ root: repo.dir, scope: "changed", headSha: head, baseCommit: mergeBase, changes: files, onRegression: "fail" });
}

async function lumen(edits: Record<string, ((text: string) => string) | null>) {
  const { repo, first } = await gitRepoFrom(fixture("lumen"));
  return check(repo, first, edits);
}

describe("a renamed heading is a rename, whatever its new name (found by the section's text)", () => {
  it("follows a heading renamed to an unrelated name: a stale label whose fix is the new heading, not a deleted section", async () => {
    const report = await lumen({ [RETURNS]: (t) => t.replace("## Damaged in transit", "## Transport incidents") });
    expect(report.regressions.filter((r) => r.cause === "deleted-section")).toEqual([]);
    const label = report.staleLabels.find((l) => l.questionId === "lum-034");
    expect(label).toMatchObject({
      kind: "missing-heading",
      suggestions: ["Transport incidents"],
      movedTo: { path: RETURNS, document: "Returns Policy", heading: ["Transport incidents"], line: 17, share: 1 },
      location: { path: RETURNS, line: 17 },
    });
    expect(label!.hint).toMatch(/^did you mean `Transport incidents`\? The section's text is there now \(100 % of it\), so it was renamed/);
    expect(report.check.verdict).toBe("error");
  });

  it("follows a section moved to another document under a new heading, with the document to write", async () => {
    const report = await lumen({
      [RETURNS]: (t) => t.replace(DAMAGED, ""),
      [SHIPPING]: (t) => `${t.trimEnd()}\n\n${DAMAGED.replace("## Damaged in transit", "## Broken on arrival").trimEnd()}\n`,
    });
    expect(report.regressions.filter((r) => r.cause === "deleted-section")).toEqual([]);
    const label = report.staleLabels.find((l) => l.questionId === "lum-034");
    expect(label).toMatchObject({ movedTo: { path: SHIPPING, document: "Shipping and Delivery", heading: ["Broken on arrival"], share: 1 }, location: { path: SHIPPING } });
    expect(label!.hint).toBe('the section\'s text moved to `Broken on arrival` in docs/products/shipping-and-delivery.md (100 % of it): key the question to document "Shipping and Delivery", heading `Broken on arrival`');
  });

  it("keys the text, not the name: OTEL_TRACES_SAMPLER_ARG renamed to Sampler arguments beside an unchanged OTEL_TRACES_SAMPLER follows its text", async () => {
    const { repo, first } = await otelRepo();
    const report = await check(repo, first, { "docs/sdk/environment.md": (t) => t.replace("## OTEL_TRACES_SAMPLER_ARG", "## Sampler arguments") });
    expect(report.staleLabels).toHaveLength(1);
    const label = report.staleLabels[0]!;
    expect(label).toMatchObject({ questionId: "otel-001", movedTo: { heading: ["Sampler arguments"], line: 7 } });
    // by name alone the neighbour is the closest spelling; the text says otherwise
    expect(label.suggestions[0]).toBe("Sampler arguments");
    expect(label.suggestions).toContain("OTEL_TRACES_SAMPLER");
    expect(label.hint).toMatch(/^did you mean `Sampler arguments`\?/);
    // the comment names the relabel that follows the text, not the one that goes by name
    const comment = renderComment(report);
    expect(comment).toContain("`chunkgate relabel --base origin/main --write` (your base branch as `--base`) applies its fix");
    expect(comment).toContain("Fix: did you mean `Sampler arguments`?");
  });

  it("calls a section deleted only when its text is gone: a heading renamed to a close name with its text rewritten is a deleted section, not a rename", async () => {
    const report = await lumen({
      [RETURNS]: (t) => t.replace(DAMAGED, "## Damage claims\n\nCall us and we will sort it out.\n\n"),
    });
    expect(report.staleLabels.map((l) => l.questionId)).not.toContain("lum-034");
    const question = report.check.sources[0]!.questions.find((q) => q.id === "lum-034");
    expect(question).toMatchObject({ hit: false, relevantChunks: 0 });
  });

  it("does not take text a neighbour already had at the base for a move: only text the change brought counts", async () => {
    const repo = await gitRepo();
    const shared = "Invalid or unrecognized input is logged as an error and ignored, and the default is used instead.";
    const page = `# SDK environment variables\n\n## OTEL_TRACES_SAMPLER_ARG\n\n${shared}\n\n## OTEL_TRACES_SAMPLER\n\nSampler to be used for traces, always_on by default.\n\n${shared}\n`;
    const first = await repo.commit("docs", { "chunkgate.yml": OTEL_REGISTRY, "evals/retrieval.yaml": OTEL_GOLDEN, "docs/sdk/environment.md": page });
    const report = await check(repo, first, { "docs/sdk/environment.md": (t) => t.replace(`## OTEL_TRACES_SAMPLER_ARG\n\n${shared}\n\n`, "") });
    // OTEL_TRACES_SAMPLER holds all of the deleted section's words, but held them at the base too
    expect(report.staleLabels).toEqual([]);
    expect(report.check.sources[0]!.questions.find((q) => q.id === "otel-001")).toMatchObject({ hit: false, relevantChunks: 0 });
  });
});

describe("a span key whose text is gone gets advice that fits", () => {
  it("says the text is gone, and to key the question elsewhere or mark it unanswerable, when its section was deleted", async () => {
    const report = await lumen({ [RETURNS]: (t) => t.replace(/## Restocking fee\n\n[^\n]+\n\n/, "") });
    const label = report.staleLabels.find((l) => l.questionId === "lum-022");
    expect(label).toMatchObject({ kind: "missing-span" });
    expect(label!.hint).toMatch(/^its text is gone from the corpus: the section that held it at the base \(docs\/products\/returns-policy\.md:15, under `Returns Policy > Restocking fee`\)/);
    expect(label!.hint).toContain("mark it unanswerable (`supporting: []`)");
    expect(label!.hint).not.toMatch(/copy the gold text again/);
  });

  it("says to copy the gold text again from its section when the span was edited in place", async () => {
    const report = await lumen({ [RETURNS]: (t) => t.replace("restocking fee of 15 %", "restocking fee of 20 %") });
    const label = report.staleLabels.find((l) => l.questionId === "lum-022");
    expect(label!.hint).toMatch(/^the text it quoted at the base \(docs\/products\/returns-policy\.md:15, under `Returns Policy > Restocking fee`\) was edited there: copy the gold text again from that section/);
  });

  it("says where the span's section went when it moved to another document", async () => {
    const report = await lumen({
      [RETURNS]: (t) => t.replace(/## Restocking fee\n\n[^\n]+\n\n/, ""),
      [SHIPPING]: (t) => `${t.trimEnd()}\n\n## Fees for opened items\n\nOpened but unused items are accepted with a restocking fee of 15 percent of the invoice value. Custom cable lengths and calibrated instruments with a certificate cannot be returned.\n`,
    });
    const label = report.staleLabels.find((l) => l.questionId === "lum-022");
    expect(label).toMatchObject({ document: SHIPPING });
    expect(label!.hint).toMatch(/moved to `Shipping and Delivery > Fees for opened items` in docs\/products\/shipping-and-delivery\.md: copy the gold text again from there$/);
  });
});
