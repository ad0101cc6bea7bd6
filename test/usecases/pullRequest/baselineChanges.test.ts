import { describe, expect, it } from "vitest";
import { parseRegistry } from "../../../src/config/parseRegistry.js";
import { baselineDigest } from "../../../src/gate/baselineDigest.js";
import { renderComment } from "../../../src/report/renderPullRequestMarkdown.js";
import { renderPullRequestText } from "../../../src/report/renderPullRequestText.js";
import { checkAgainstBase } from "../../../src/usecases/pullRequest/checkAgainstBase.js";
import { decidePullRequestOutcome } from "../../../src/usecases/pullRequest/runPullRequestCheck.js";
import { makePullRequestRepo, type Edits } from "../../helpers/pullRequestRepo.js";

/** The registry text with the digest `chunkgate record` would write for its first source, after its `corpus:` line. */
function withDigest(text: string): string {
  const source = parseRegistry(text, "chunkgate.yml").sources[0]!;
  const digest = baselineDigest({ sourceId: source.id, chunking: source.chunking, baseline: source.baseline! });
  return text.replace(/( {6}corpus: .*\n)/, `$1      digest: ${digest}\n`);
}

/** A second source over one page, with a hand-written baseline. */
const SECOND_SOURCE = `  - id: returns_docs
    include: ["docs/products/returns-policy.md"]
    chunking: { strategy: structural, unit: words, size: 120, overlap: 20 }
    baseline: { measured_on: 2026-11-29, recall: 1.0 }
`;

/**
 * Each tamper is one push on top of the one before, so each is compared with the commit it
 * changes: a base that has what the tamper removes or edits.
 */
const pushes: Array<[string, Edits]> = [
  ["a second source", { "chunkgate.yml": (t) => t + SECOND_SOURCE }],
  ["a removed source", { "chunkgate.yml": (t) => t.replace(SECOND_SOURCE, "") }],
  ["a lowered recall", { "chunkgate.yml": (t) => t.replace("recall: 1.0 ", "recall: 0.9231") }],
  ["a removed question", { "evals/retrieval.yaml": (t) => t.replace(/- question_id: lum-034\n[\s\S]*?(?=- question_id:)/, "") }],
  ["chunking changed without a new measurement", { "chunkgate.yml": (t) => t.replace("size: 120", "size: 480") }],
  ["a baseline recorded with its digest", { "chunkgate.yml": withDigest }],
  ["its held-out recall raised by hand", { "chunkgate.yml": (t) => t.replace("held_out_recall: 0.7 ", "held_out_recall: 0.8 ") }],
];

describe("a pull request that changes the yardstick, on real git history (fixtures/lumen)", async () => {
  const repo = await makePullRequestRepo({ fixtures: { "": "lumen" }, pushes: pushes.map(([, edits]) => edits) });
  const commits = [repo.baseSha, ...repo.heads];
  const check = (i: number, approvedBy?: string) =>
    checkAgainstBase({ root: repo.dir, base: commits[i]!, head: commits[i + 1]!, today: "2026-12-01", ...(approvedBy === undefined ? {} : { approvedBy }) });

  it.each([
    ["a removed source", 1, "source-removed", "sources[returns_docs]"],
    ["a lowered recall", 2, "recall-lowered", "sources[product_docs].baseline.recall"],
    ["a removed question", 3, "question-removed", "questions[lum-034]"],
    ["its held-out recall raised by hand", 6, "digest-mismatch", "sources[product_docs].baseline.digest"],
  ] as const)("fails %s without the approval label, lists it at the top, and passes it with the label, saying who applied it", async (_name, i, kind, key) => {
    const without = await check(i);
    const change = without.baselineChanges.changes.find((c) => c.kind === kind);
    expect(change).toMatchObject({ key, needsApproval: true });
    expect(without.baselineChanges.approval).toMatchObject({ label: "chunkgate:accept-baseline", approved: false, approvedBy: null });
    expect(without.check.verdict).toBe("fail");
    expect(decidePullRequestOutcome(without).exitCode).toBe(1);
    const text = renderPullRequestText(without);
    // the change is listed right under the header line, before any source's block, and the verdict line names what is missing
    expect(text.split("\n")[2]).toMatch(/^Baseline changes \(\d+\)/);
    expect(text).toMatch(/Verdict: FAIL — This pull request needs the "chunkgate:accept-baseline" label to pass/);
    expect(renderComment(without).split("\n").slice(0, 6).join("\n")).toMatch(/needs the &quot;chunkgate:accept-baseline&quot; label|needs the "chunkgate:accept-baseline" label/);

    const approved = await check(i, "docs-lead");
    expect(approved.baselineChanges.approval).toMatchObject({ approved: true, approvedBy: "docs-lead" });
    expect(approved.check.verdict).not.toBe("fail");
    expect(decidePullRequestOutcome(approved).exitCode).toBe(0);
    expect(renderPullRequestText(approved)).toContain(`Approved with the "chunkgate:accept-baseline" label by docs-lead: ${change!.sentence.replace(/\.$/, "")}`);
  });

  it("lists chunking changed without a new measurement without needing approval: the scores judge it", async () => {
    const report = await check(4);
    expect(report.baselineChanges.changes.map((c) => [c.kind, c.needsApproval])).toEqual([["chunking-changed", false]]);
    expect(report.baselineChanges.approval).toMatchObject({ required: 0, approved: true });
    expect(renderPullRequestText(report)).toMatch(/listed · chunkgate\.yml:\d+ · sources\[product_docs\]\.chunking: structural 120\/20 words → structural 480\/20 words/);
  });

  it("shows a baseline recorded in the pull request as before → after, and an added source needs nothing", async () => {
    const added = await check(0);
    expect(added.baselineChanges.changes).toEqual([]);
    expect(added.baselineChanges.recorded.map((r) => r.sentence)).toEqual(["This pull request records a new baseline for `returns_docs`: no baseline → recall 1, measured on 2026-11-29 (no digest)."]);
    const recorded = await check(5);
    expect(recorded.baselineChanges.changes).toEqual([]);
    expect(recorded.check.sources[0]!.provenance).toEqual({ status: "measured" });
    expect(recorded.baselineChanges.recorded[0]!.sentence).toBe(
      "This pull request records a new baseline for `product_docs`: recall 0.9231, held-out 0.7, measured on 2026-11-29 (no digest) → recall 0.9231, held-out 0.7, measured on 2026-11-29.",
    );
    expect(renderComment(recorded)).toContain("### Baselines recorded in this pull request (1)");
  });

  it("reports the hand-edited baseline as edited after it was measured, at head, whatever the pull request", async () => {
    const report = await check(6, "docs-lead");
    expect(report.check.sources[0]!.provenance).toMatchObject({ status: "edited" });
    expect(report.check.sources[0]!.notes.join("\n")).toContain("was edited after it was measured");
    expect(report.check.sources[0]!.verdict).toBe("warn");
  });
});
