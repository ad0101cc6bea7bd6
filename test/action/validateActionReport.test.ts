import { beforeAll, describe, expect, it } from "vitest";
import type { BaselineChange } from "../../src/gate/baselineChanges.js";
import type { ActionReport } from "../../src/action/actionReport.js";
import { validateActionReport } from "../../src/action/validateActionReport.js";
import { runPullRequestCheck } from "../../src/usecases/pullRequest/runPullRequestCheck.js";
import { UserError } from "../../src/errors.js";
import { LABEL_PROBLEM_KINDS } from "../../src/evaluation/resolveQuestions.js";
import { VERDICTS } from "../../src/gate/verdict.js";
import { REGRESSION_CAUSES } from "../../src/usecases/pullRequest/types.js";
import { fixture } from "../helpers/evaluateFixture.js";
import { buildLabelProblem, buildStaleLabel } from "../helpers/pullRequestReport.js";

const FILE = "/runner/_temp/chunkgate/chunkgate-report.json";
let genuine: ActionReport;

beforeAll(async () => {
  // What a `mode: check` run of the Lumen fixture writes: every source, one with a baseline and a band.
  const report = await runPullRequestCheck({ root: fixture("lumen"), scope: "all", headSha: "a".repeat(40), baseCommit: null, changes: [], onRegression: "fail" });
  genuine = JSON.parse(JSON.stringify({ ...report, pullRequest: { owner: "octo-org", repo: "docs", number: 7 } })) as ActionReport;
});

/** The genuine report with `edit` applied to a deep copy. */
/** A lowered recall, as compareRegistries lists it. */
const CHANGE: BaselineChange = {
  kind: "recall-lowered",
  sourceId: "product_docs",
  key: "sources[product_docs].baseline.recall",
  before: "1",
  after: "0.9",
  at: { file: "chunkgate.yml", line: 20, side: "head" },
  needsApproval: true,
  sentence: "The train recall baseline of product_docs is lowered from 1 to 0.9.",
};

function edited(edit: (report: ActionReport & Record<string, unknown>) => void): unknown {
  const copy = structuredClone(genuine) as ActionReport & Record<string, unknown>;
  edit(copy);
  return copy;
}

function problemsOf(value: unknown): string {
  try {
    validateActionReport(value, FILE);
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    expect(error.file).toBe(FILE);
    expect(error.hint).toMatch(/`report-path` output/);
    return error.message;
  }
  throw new Error("the report was accepted");
}

describe("validateActionReport", () => {
  it("accepts what a check run writes, as it is", () => {
    expect(genuine.check.sources[0]!.baseline).not.toBeNull();
    expect(validateActionReport(genuine, FILE)).toEqual(genuine);
  });

  it("accepts every variant the engine writes: a skipped source with its fix, a no-text label, missing baseline keys, embedding cost", () => {
    const report = edited((r) => {
      const source = r.check.sources[0]!;
      source.verdict = "skipped";
      source.fix = "set OPENAI_API_KEY from a secret";
      source.baselineMissing = ["held_out_recall", "corpus"];
      r.check.embeddings = { texts: 3, hits: 1, misses: 2, embedded: 2, requests: 1, retries: 0, tokens: null };
      r.check.labelProblems = [buildLabelProblem({ questionId: "q1", line: 4, kind: "no-text", message: "no text", suggestions: ["A > B"], hint: "point it at a subsection" })];
      r.staleLabels = [buildStaleLabel({ questionId: "q1", line: 4, kind: "no-text", sourceId: "" })];
      r.check.verdict = "error";
    }) as ActionReport;
    expect(validateActionReport(report, FILE)).toEqual(report);
  });

  // The schema only checks that its output is assignable to ActionReport, so a picklist missing a
  // name would still compile: each name the engine can write is tried here.
  it.each(VERDICTS)("accepts the verdict %s wherever the engine writes one", (verdict) => {
    const report = edited((r) => {
      r.check.sources[0]!.verdict = verdict;
      r.check.verdict = verdict;
      r.failureDowngraded = verdict === "fail" || verdict === "skipped" || verdict === "error";
    }) as ActionReport;
    expect(validateActionReport(report, FILE)).toEqual(report);
  });

  it.each(LABEL_PROBLEM_KINDS)("accepts a label problem of kind %s, in the check and as a stale label", (kind) => {
    const report = edited((r) => {
      r.check.labelProblems = [buildLabelProblem({ kind })];
      r.staleLabels = [buildStaleLabel({ kind })];
      r.check.verdict = "error";
    }) as ActionReport;
    expect(validateActionReport(report, FILE)).toEqual(report);
  });

  it.each(REGRESSION_CAUSES)("accepts a regression caused by %s", (cause) => {
    // A question lost for certain makes the verdict at least warn (pullRequestFloors), whatever the band says.
    const report = edited((r) => {
      r.regressions.push({ ...regression(), cause, location: { path: "docs/a.md", line: 3 }, deleted: { path: "docs/a.md", line: 4 } });
      r.check.verdict = "warn";
    }) as ActionReport;
    expect(validateActionReport(report, FILE)).toEqual(report);
  });

  it("keeps patch coverage and its drafts, and holds the verdict to the floor `coverage.patch` sets", () => {
    const draft = { id: "draft-0123456789ab", question: "Returns › Exchanges — swap?", document: "docs/a.md", heading: ["Returns", "Exchanges"], span: "Swap it.", line: 12 };
    const uncovered = [{ sourceId: "product_docs", path: "docs/a.md", line: 12, headingPath: ["Returns", "Exchanges"], draft }];
    const failing = edited((r) => {
      r.patchCoverage = { patch: "fail", min: 0.5, sections: 2, covered: 0, uncovered, yaml: "- question_id: x\n" };
      r.check.verdict = "fail";
      r.failureDowngraded = true;
    }) as ActionReport;
    expect(validateActionReport(failing, FILE)).toEqual(failing);
    const claimsPass = edited((r) => {
      r.patchCoverage = { patch: "fail", min: 0.5, sections: 2, covered: 0, uncovered, yaml: "" };
    });
    expect(problemsOf(claimsPass)).toMatch(/`check\.verdict` is "pass", but .* give "fail"/);
    expect(problemsOf(edited((r) => void (r.patchCoverage = { patch: "block", min: 2, sections: 0, covered: 0, uncovered: [], yaml: "" } as never)))).toMatch(/patchCoverage\.patch/);
  });

  it("drops keys the schema does not declare, so nothing unchecked is passed on", () => {
    const report = validateActionReport(
      edited((r) => {
        r["injected"] = "<!-- chunkgate:registry=chunkgate.yml -->";
        (r.check.sources[0] as unknown as Record<string, unknown>)["extra"] = { a: 1 };
      }),
      FILE,
    );
    expect(report).not.toHaveProperty("injected");
    expect(report.check.sources[0]).not.toHaveProperty("extra");
    expect(report).toEqual(genuine);
  });

  it.each<[string, (r: ActionReport & Record<string, unknown>) => void, string]>([
    ["an unknown verdict", (r) => ((r.check as { verdict: string }).verdict = "great"), '`check.verdict` is "great"; expected one of pass, no-baseline, warn, skipped, fail or error'],
    ["the verdict of an older report", (r) => ((r.check as { verdict: string }).verdict = "not-evaluated"), '`check.verdict` is "not-evaluated"; expected one of pass'],
    ["a label problem without its key", (r) => r.check.labelProblems.push({ ...buildLabelProblem(), key: "questions[0]" }), '`check.labelProblems[0].key` is "questions[0]"; expected a key path such as `supporting[0]`'],
    ["a recall above 1", (r) => (r.check.sources[0]!.train.recall = 1.5), "`check.sources[0].train.recall` is 1.5; expected a number in [0, 1]"],
    ["a recall given as text", (r) => ((r.check.sources[0]!.heldOut as { recall: unknown }).recall = "0.9"), '`check.sources[0].heldOut.recall` is "0.9"; expected a number in [0, 1]'],
    ["a count that is not whole", (r) => (r.check.sources[0]!.cost.chunks = 2.5), "`check.sources[0].cost.chunks` is 2.5; expected a whole number ≥ 0"],
    ["a negative count", (r) => (r.changedFiles = -1), "`changedFiles` is -1; expected a whole number ≥ 0"],
    ["a rank of 0", (r) => (r.check.sources[0]!.questions[0]!.firstRelevantRank = 0), "`check.sources[0].questions[0].firstRelevantRank` is 0; expected a whole number ≥ 1"],
    ["sources that are not a list", (r) => ((r.check as { sources: unknown }).sources = { product_docs: {} }), "`check.sources` is an object; expected a list"],
    ["a missing head", (r) => delete (r as Partial<ActionReport>).headSha, "`headSha` is missing"],
    ["a head that is not a full SHA", (r) => (r.headSha = "main"), '`headSha` is "main"; expected a full commit SHA (40 or 64 lowercase hex digits)'],
    ["another schema version", (r) => ((r.check as { schemaVersion: number }).schemaVersion = 1), "`check.schemaVersion` is 1; expected 3, the version this action reads"],
    ["a source id no registry allows", (r) => (r.check.sources[0]!.id = "a b\n::error::x"), '`check.sources[0].id` is "a b\\n::error::x"; expected a source id'],
    ["a pull request number that is not one", (r) => (r.pullRequest!.number = 7.5), "`pullRequest.number` is 7.5; expected a whole number ≥ 1"],
    ["a digest that is not one", (r) => (r.check.sources[0]!.baseline!.digest = "sha256:edited"), '`check.sources[0].baseline.digest` is "sha256:edited"; expected `sha256:` and 64 lowercase hex digits'],
    ["an unknown kind of baseline change", (r) => r.baselineChanges.changes.push({ ...CHANGE, kind: "recall-raised" as never }), '`baselineChanges.changes[0].kind` is "recall-raised"; expected one of recall-lowered'],
    ["an unknown noise method", (r) => (r.check.sources[0]!.noise = { ...r.check.sources[0]!.noise!, method: "vibes" as never }), '`check.sources[0].noise.method` is "vibes"; expected binomial, paired or questions'],
    ["an unknown cause", (r) => r.regressions.push({ ...regression(), cause: "sabotage" as never }), "`regressions[0].cause` is \"sabotage\"; expected one of edited-section, deleted-section"],
    ["a stale label as a regression, as older reports wrote them", (r) => r.regressions.push({ ...regression(), cause: "stale-label" as never }), "`regressions[0].cause` is \"stale-label\"; expected one of edited-section"],
  ])("refuses %s, naming the key path, the value and what was expected", (_what, edit, problem) => {
    expect(problemsOf(edited(edit))).toContain(`\n- ${problem}`);
  });

  it.each<[string, (r: ActionReport & Record<string, unknown>) => void, string]>([
    ["a source it did not touch", (r) => r.check.sources.push({ ...r.check.sources[0]!, id: "extra_source" }), '`check.sources[1].id` is "extra_source", a source that `touched` does not list'],
    ["a touched source it did not evaluate", (r) => r.touched.push({ id: "ghost", reason: "scope: all" }), '`touched[1].id` is "ghost", which `check.sources` does not hold'],
    ["a source twice", (r) => r.check.sources.push(r.check.sources[0]!), '`check.sources` lists "product_docs" more than once'],
    ["a source both touched and skipped", (r) => r.skipped.push({ id: "product_docs", reason: "x" }), '`skipped[0].id` is "product_docs", which is also in `touched`'],
    ["more hits than questions", (r) => (r.check.sources[0]!.train.hits = 99), "`check.sources[0].train.hits` is 99, more than its 13 questions"],
    ["a verdict its sources do not give", (r) => (r.check.verdict = "warn"), '`check.verdict` is "warn", but its sources, stale labels and baseline changes give "pass"'],
    ["a regression with a verdict that ignores it", (r) => r.regressions.push(regression()), '`check.verdict` is "pass", but its sources, stale labels and baseline changes give "warn"'],
    ["a regression in a source it did not touch", (r) => r.regressions.push({ ...regression(), sourceId: "elsewhere" }), '`regressions[0].sourceId` is "elsewhere", which is not a touched source'],
    ["a downgrade without a failure", (r) => (r.failureDowngraded = true), '`failureDowngraded` is true, but the verdict is "pass", which passes'],
    ["an unapproved baseline change with a verdict that ignores it", (r) => {
      r.baselineChanges.changes.push(CHANGE);
      r.baselineChanges.approval = { ...r.baselineChanges.approval, required: 1, approved: false, sentence: "This pull request needs the label." };
    }, '`check.verdict` is "pass", but its sources, stale labels and baseline changes give "fail"'],
    ["an approval count that is not the changes'", (r) => (r.baselineChanges.approval.required = 2), "`baselineChanges.approval.required` is 2, but 0 of `baselineChanges.changes` need approval"],
    ["a refusal with nothing to approve", (r) => (r.baselineChanges.approval.approved = false), "`baselineChanges.approval.approved` is false, but no change needs approval"],
    ["stale labels the check does not have", (r) => r.staleLabels.push(buildStaleLabel()), "`staleLabels` holds 1, but `check.labelProblems` 0: each stale label is listed once in both"],
    ["stale labels with a verdict that ignores them", (r) => {
      r.check.labelProblems.push(buildLabelProblem());
      r.staleLabels.push(buildStaleLabel());
    }, '`check.verdict` is "pass", but its sources, stale labels and baseline changes give "error"'],
  ])("refuses a report holding %s", (_what, edit, problem) => {
    expect(problemsOf(edited(edit))).toContain(`\n- ${problem}`);
  });

  it("keeps a baseline's digest and fingerprints rather than stripping them", () => {
    const digest = `sha256:${"a".repeat(64)}`;
    const report = edited((r) => Object.assign(r.check.sources[0]!.baseline!, { digest, goldenSet: digest, corpusFingerprint: digest }));
    expect(validateActionReport(report, FILE).check.sources[0]!.baseline).toMatchObject({ digest, goldenSet: digest, corpusFingerprint: digest });
  });

  it("says what the file holds when it is no report at all", () => {
    expect(problemsOf([])).toContain("\n- the file holds a list; expected a JSON object");
    expect(problemsOf(null)).toContain("\n- the file holds null; expected a JSON object");
    expect(problemsOf({ check: {} })).toContain("\n- `check.schemaVersion` is missing\n");
  });

  it("lists ten problems and counts the rest", () => {
    const message = problemsOf(edited((r) => r.check.sources[0]!.questions.forEach((q) => ((q as { hit: unknown }).hit = "yes"))));
    expect(message.match(/\n- `check\.sources\[0\]\.questions\[\d+\]\.hit` is "yes"; expected true or false/g)).toHaveLength(10);
    expect(message).toMatch(new RegExp(`\\n- … and ${genuine.check.sources[0]!.questions.length - 10} more$`));
  });
});

function regression(): ActionReport["regressions"][number] {
  return { sourceId: "product_docs", questionId: "lum-001", question: "q", split: "train", cause: "edited-section", message: "m", baseRank: 1, headRank: null };
}
