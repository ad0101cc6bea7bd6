import { describe, expect, it } from "vitest";
import { gitChangedFiles } from "../../../src/changes/index.js";
import { severityOf } from "../../../src/gate/index.js";
import { COST_RISE_SHARE, decidePullRequestOutcome, runCheck, runPullRequestCheck } from "../../../src/usecases/index.js";
import { formatCount } from "../../../src/formatCount.js";
import { renderComment, renderPullRequestText, renderVerdictLine, renderVerdictText } from "../../../src/report/index.js";
import { makePullRequestRepo, type Edits } from "../../helpers/pullRequestRepo.js";

const TODAY = "2026-12-05";

/**
 * The pull request's verdict (as the action and `check --base` decide it) and a plain
 * `chunkgate check` of its head, which is what the push workflow on main runs once it is merged.
 */
async function bothChecks(edits: Edits, noise: "binomial" | "paired" = "binomial") {
  const base: Edits = noise === "binomial" ? {} : { "chunkgate.yml": (t) => t.replace("method: binomial", `method: ${noise}`) };
  const repo = await makePullRequestRepo({ fixtures: { "": "lumen" }, base, pushes: [edits] });
  const head = repo.heads[0]!;
  const { mergeBase, files } = await gitChangedFiles({ cwd: repo.dir, base: repo.baseSha, head });
  const pullRequest = await runPullRequestCheck({ root: repo.dir, scope: "changed", headSha: head, baseCommit: mergeBase, changes: files, onRegression: "fail", today: TODAY });
  const main = await runCheck({ root: repo.dir, today: TODAY, ledger: "report" });
  return { pullRequest, main: main.report };
}

const products = "docs/products";
/** Ten of the fixture's thirty documents, the supporting one of lum-002 (returns-policy.md) among them. */
const aThird = ["calibration-service", "compat-fieldbus", "compat-modbus", "en-series-enclosures", "firmware-update-procedure", "hmi-7-touch-panel", "m12-cables", "psu-24-power-supply", "returns-policy", "warranty-terms"];

const cases: Array<{ name: string; edits: Edits }> = [
  { name: "a typo fixed", edits: { [`${products}/returns-policy.md`]: (t) => t.replace("Sending products back", "Sending products bakc") } },
  { name: "a keyed heading renamed", edits: { [`${products}/ts-200-temperature-sensor.md`]: (t) => t.replace("### Operating temperature", "### Operating temperatures") } },
  { name: "a keyed section deleted", edits: { [`${products}/returns-policy.md`]: (t) => t.replace(/## Standard returns\n\n[^\n]+\n\n/, "") } },
  {
    name: "a distractor page added",
    edits: {
      [`${products}/ts-300-temperature-probe.md`]:
        "---\ntitle: TS-300 Temperature Probe\n---\n\n# TS-300 Temperature Probe\n\n## Operating temperature\n\nThe TS-200 temperature sensor operating temperature range is not this probe's: the TS-300 operating temperature range is wider, its temperature sensor operating range is -60 °C to 200 °C.\n\n## Returns\n\nReturned within 30 days of delivery for a full refund, unused items in their original packaging.\n",
    },
  },
  { name: "a third of the documents deleted", edits: Object.fromEntries(aThird.map((name) => [`${products}/${name}.md`, null])) },
  { name: "the chunk size cut in the registry", edits: { "chunkgate.yml": (t) => t.replace("size: 120\n      overlap: 20", "size: 12\n      overlap: 0") } },
  { name: "the baseline lowered in the registry", edits: { "chunkgate.yml": (t) => t.replace("recall: 1.0 ", "recall: 0.5 ") } },
  { name: "a question keyed to a heading that never existed", edits: { "evals/retrieval.yaml": (t) => t.replace('heading: ["Standard returns"]', 'heading: ["Standard return"]') } },
];

describe("a pull request is never greener than main after it", () => {
  const table = (["binomial", "paired"] as const).flatMap((noise) => cases.map((c) => ({ ...c, noise })));
  it.each(table)("$name ($noise): the pull request's verdict is at least as severe as a plain check of its head, and names every key that will not fit", async ({ edits, noise }) => {
    const { pullRequest, main } = await bothChecks(edits, noise);
    const verdict = decidePullRequestOutcome(pullRequest).verdict;
    expect(pullRequest.check.verdict).toBe(verdict);
    expect(severityOf(verdict), `pull request ${verdict}, main after it ${main.verdict}`).toBeGreaterThanOrEqual(severityOf(main.verdict));
    const reported = new Set([...pullRequest.check.labelProblems, ...pullRequest.unfitAfterMerge].map((p) => `${p.questionId} ${p.key}`));
    for (const problem of main.labelProblems) expect(reported, `${problem.questionId} ${problem.key}`).toContain(`${problem.questionId} ${problem.key}`);
  });

  it("a deleted keyed section is a miss on the pull request and, since main's check will call its key stale, an error that names it", async () => {
    const { pullRequest, main } = await bothChecks(cases[2]!.edits);
    expect(main.verdict).toBe("error");
    expect(pullRequest.check.verdict).toBe("error");
    expect(pullRequest.unfitAfterMerge.map((p) => [p.questionId, p.key])).toContainEqual(["lum-002", "supporting[0]"]);
    expect(pullRequest.regressions.find((r) => r.questionId === "lum-002")).toMatchObject({ cause: "deleted-section" });
    expect(pullRequest.staleLabels).toEqual([]);
  });
});

describe("what the pull request says when it is worse than one reason", () => {
  it("a third of the documents deleted: the verdict line and the headline say ERROR and FAIL, the keys, the drop beyond the band and the questions lost for certain", async () => {
    const { pullRequest } = await bothChecks(cases[4]!.edits);
    expect(pullRequest.check.verdict).toBe("error");
    const text = renderVerdictText(pullRequest.check, pullRequest);
    expect(text).toMatch(/^Verdict: ERROR and FAIL — 19 golden-set keys name what this pull request deletes, so after the merge they fit nothing/);
    expect(text).toContain("2 golden-set labels no longer fit the corpus (stale labels)");
    expect(text).toContain("`product_docs` also lost 4 questions against its baseline (band allows 1); 7 questions hit at the base miss at head (`lum-010`, `lum-013`, `lum-009`, `lum-026`, `lum-019` and 2 more)");
    const headline = renderVerdictLine(pullRequest.check, pullRequest);
    expect(headline).toMatch(/^⛔ \*\*error\*\* and ❌ \*\*fail\*\*: /);
    expect(headline).toContain("also lost 4 questions against its baseline (band allows 1); 7 questions hit at the base miss at head");
    const comment = renderComment(pullRequest);
    expect(comment).toContain("### Keys that fit nothing after the merge (19)");
    expect(comment).toContain("- **lum-002** · key `evals/retrieval.yaml:20` (`supporting[0]`)");
  });

  it("a chunk size doubled without re-measuring: both cost numbers are said, and the verdict is at least warn", async () => {
    const repo = await makePullRequestRepo({ fixtures: { "": "policies" }, pushes: [{ "chunkgate.yml": (t) => t.replace("size: 120\n      overlap: 20", "size: 480\n      overlap: 20") }] });
    const head = repo.heads[0]!;
    const { mergeBase, files } = await gitChangedFiles({ cwd: repo.dir, base: repo.baseSha, head });
    const pullRequest = await runPullRequestCheck({ root: repo.dir, scope: "changed", headSha: head, baseCommit: mergeBase, changes: files, onRegression: "fail", today: TODAY });
    const rise = pullRequest.costRises.find((r) => r.measure === "context tokens per query");
    expect(rise).toBeDefined();
    expect(rise!.head).toBeGreaterThan(rise!.base * (1 + COST_RISE_SHARE));
    expect(severityOf(pullRequest.check.verdict)).toBeGreaterThanOrEqual(severityOf("warn"));
    const said = `context tokens per query rose from ${formatCount(Math.round(rise!.base))} to ${formatCount(Math.round(rise!.head))}`;
    expect(renderComment(pullRequest)).toContain(said);
    expect(renderPullRequestText(pullRequest)).toContain(said);
  });
});
