import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { ActionReport } from "../../src/action/actionReport.js";
import { commentMarker, headMarker } from "../../src/report/commentMarkers.js";
import { ACTION_BUNDLE, messagesOf, RUNNERS, type ActionRun } from "../helpers/actionHarness.js";
import { ACTIONS_TOKEN, PAT_TOKEN, READ_ONLY_TOKEN } from "../helpers/fakeGitHub.js";
import { restFilesFromGit, shallowClone, type Edits } from "../helpers/pullRequestRepo.js";
import { emptyWorkspace, OWNER, PR_NUMBER, REPO, scenario, workflowRunEvent } from "./scenario.js";
import { trackFakeGitHub } from "../helpers/trackFakeGitHub.js";

const IN_PROCESS = RUNNERS.slice(0, 1);

const LUMEN_MARKER = commentMarker("chunkgate.yml");
const TS200 = "docs/products/ts-200-temperature-sensor.md";

const edits = {
  /** A harmless edit: a sentence added to the warranty page's claims section. */
  harmless: { "docs/products/warranty-terms.md": (t: string) => t.replace("## Extended warranty", "Keep the original invoice with the claim.\n\n## Extended warranty") },
  /** The heading lum-001 is keyed to, renamed: a stale label, not worse retrieval. */
  staleHeading: { [TS200]: (t: string) => t.replace("### Operating temperature", "### Operating temperatures") },
  /** Indexing stops carrying headings: train recall drops from 13/13 to 6/13. */
  noContextHeader: { "chunkgate.yml": (t: string) => t.replace("overlap: 20", "overlap: 20\n      context_header: false") },
  /** A typo in the registry: a configuration error with file and line. */
  registryTypo: { "chunkgate.yml": (t: string) => t.replace("questions: evals", "questons: evals") },
} satisfies Record<string, Edits>;

// every request the action made must be one GitHub's OpenAPI description knows, well formed
const track = trackFakeGitHub();

async function reportFile(run: ActionRun): Promise<ActionReport> {
  return JSON.parse(await readFile(run.outputs["report-path"]!, "utf8")) as ActionReport;
}

function expectNoStack(text: string): void {
  expect(text).not.toMatch(/\n\s+at .+:\d+:\d+/);
}

describe("the action on a pull request", () => {
  it("has a built bundle to run (npm run package)", () => {
    expect(existsSync(ACTION_BUNDLE)).toBe(true);
  });

  describe.each(RUNNERS)("%s", (_name, runAction) => {
    it("passes a harmless docs change: outputs, JSON report, summary and one new comment", async () => {
      const { github, pullRequestRun, repo } = await track(scenario([edits.harmless]));
      const run = await runAction(pullRequestRun());

      expect(run.exitCode).toBe(0);
      expect(messagesOf(run, "error")).toEqual([]);
      expect(run.outputs).toEqual({
        verdict: "pass",
        recall: "1",
        "held-out-recall": "0.7",
        "failed-sources": "",
        "report-path": join(run.runnerTemp, "chunkgate-report.json"),
      });
      const report = await reportFile(run);
      expect(report.pullRequest).toEqual({ owner: OWNER, repo: REPO, number: PR_NUMBER });
      expect(report.check.schemaVersion).toBe(3);
      expect(report).toMatchObject({ headSha: repo.heads[0], baseSha: repo.baseSha, registryPath: "chunkgate.yml", changedFiles: 1 });
      expect(report.touched).toEqual([{ id: "product_docs", reason: "docs/products/warranty-terms.md changed" }]);
      // the edited claims section is the patch; by default its coverage is a note beside the verdict
      expect(report.patchCoverage).toMatchObject({ patch: "note", min: 0.5, sections: 1 });
      const patchLine = `**Patch coverage:** ${report.patchCoverage!.covered === 1 ? "100%" : "0%"} · ${report.patchCoverage!.covered} of 1 new or changed section keyed by a golden-set question.`;

      expect(run.summary).toContain(LUMEN_MARKER);
      expect(run.summary).toMatch(/product_docs/);
      expect(github.comments).toHaveLength(1);
      expect(github.comments[0]!.body).toContain(LUMEN_MARKER);
      expect(github.comments[0]!.body).toContain(headMarker(repo.heads[0]!));
      expect(github.comments[0]!.body).toContain(patchLine);
      expect(run.summary).toContain(patchLine);
      expect(github.comments[0]!.user.login).toBe("github-actions[bot]");
      expect(github.calls).toEqual([
        "GET /user",
        "GET /repos/{owner}/{repo}/issues/{issue_number}/comments",
        "POST /repos/{owner}/{repo}/issues/{issue_number}/comments",
      ]);
    });

    it("fails a renamed supporting heading as a stale label naming the file and line: verdict error, the source among the failed ones", async () => {
      const { github, pullRequestRun } = await track(scenario([edits.staleHeading]));
      const run = await runAction(pullRequestRun());

      expect(run.exitCode).toBe(1);
      expect(run.outputs).toMatchObject({ verdict: "error", "failed-sources": "product_docs" });
      const failure = messagesOf(run, "error").find((m) => m.startsWith("chunkgate: ERROR"));
      expect(failure).toMatch(/golden-set label no longer fits the corpus/);
      const report = await reportFile(run);
      expect(report.regressions).toEqual([]);
      expect(report.staleLabels.map((l) => [l.questionId, l.suggestions[0]])).toEqual([["lum-001", "Specifications > Operating temperatures"]]);
      expect(github.comments[0]!.body).toContain("`chunkgate relabel --base origin/main --write` (your base branch as `--base`) applies its fix");
      const annotation = run.commands.find((c) => c.properties["file"] === TS200);
      expect(annotation?.properties).toMatchObject({ file: TS200, line: "13", title: expect.stringMatching(/lum-001/) });
      expect(annotation?.message).toMatch(/Operating temperatures/);
      expect(run.summary).toMatch(/lum-001/);
      expect(github.comments[0]!.body).toMatch(/lum-001/);
    });

    it("fails a chunking change in the registry that lowers recall", async () => {
      const { github, pullRequestRun } = await track(scenario([edits.noContextHeader]));
      const run = await runAction(pullRequestRun());

      expect(run.exitCode).toBe(1);
      expect(run.outputs).toMatchObject({ verdict: "fail", recall: "0.4615", "failed-sources": "product_docs" });
      expect(messagesOf(run, "error").join("\n")).toMatch(/product_docs: .*below the baseline/);
      const report = await reportFile(run);
      expect(report.check.sources[0]!.train).toMatchObject({ hits: 6, questions: 13 });
      expect(report.regressions.some((r) => r.cause === "configuration")).toBe(true);
      expect(github.comments).toHaveLength(1);
    });

    it("fails the step with a registry error's file, line and fix, in the summary too, without a stack trace", async () => {
      const { github, pullRequestRun } = await track(scenario([edits.registryTypo]));
      const run = await runAction(pullRequestRun());

      expect(run.exitCode).toBe(1);
      const [message] = messagesOf(run, "error");
      expect(message).toMatch(/^chunkgate: chunkgate\.yml:\d+: /);
      expect(message).toMatch(/^chunkgate\.yml:3: unknown key `questons`$/m);
      expect(message).toMatch(/did you mean `questions`/);
      expectNoStack(message!);
      expect(run.summary).toMatch(/## chunkgate: error/);
      expect(run.summary).toMatch(/chunkgate\.yml:3: unknown key `questons`/);
      expectNoStack(run.summary);
      expect(github.comments).toEqual([]);
    });

    it("fails with a message naming the path and the input when `json-report` names a folder, never a stack", async () => {
      const { pullRequestRun } = await track(scenario([edits.harmless]));
      const setup = pullRequestRun();
      const folder = setup.workspace;
      const run = await runAction({ ...setup, with: { ...setup.with, "json-report": folder } });

      expect(run.exitCode).toBe(1);
      const [message] = messagesOf(run, "error");
      expect(message).toContain(`${folder}: is a directory, so the output cannot be written there (EISDIR)`);
      expect(message).toMatch(/the path comes from input `json-report`/);
      expectNoStack(message!);
    });

    it("keeps a passing check green when the API refuses the comment (403), with a warning naming the permission", async () => {
      const { github, pullRequestRun } = await track(scenario([edits.harmless]));
      github.commentWriteStatus = 403;
      const run = await runAction(pullRequestRun({ token: PAT_TOKEN }));

      expect(run.exitCode).toBe(0);
      expect(run.outputs["verdict"]).toBe("pass");
      const warning = messagesOf(run, "warning").find((m) => m.includes("could not write its comment"));
      expect(warning).toMatch(/`pull-requests: write`/);
      expect(warning).toMatch(/workflow_run/);
      expect(run.summary).toContain(LUMEN_MARKER);
      expect(github.comments).toEqual([]);
    });
  });

  describe.each(IN_PROCESS)("%s", (_name, runAction) => {
    it("updates the same comment on a second push (found past the first page), never adding one", async () => {
      const { github, pullRequestRun, repo } = await track(scenario([edits.harmless, { [TS200]: (t: string) => t.replace("## Warranty", "Mount the probe upright.\n\n## Warranty") }]));
      for (let i = 0; i < 120; i++) github.addComment(`Review note ${i}`, "reviewer");
      github.addComment(`Quoting the bot: ${LUMEN_MARKER}`, "reviewer");
      github.headSha = repo.heads[0]!;
      await repo.checkout(repo.heads[0]!);
      const first = await runAction(pullRequestRun({ head: repo.heads[0] }));
      expect(first.exitCode).toBe(0);

      github.headSha = repo.heads[1]!;
      await repo.checkout(repo.heads[1]!);
      const second = await runAction(pullRequestRun({ head: repo.heads[1] }));
      expect(second.exitCode).toBe(0);

      const own = github.comments.filter((c) => c.user.login === "github-actions[bot]");
      expect(own).toHaveLength(1);
      expect(own[0]!.body).toContain(headMarker(repo.heads[1]!));
      expect(github.comments.find((c) => c.body.startsWith("Quoting the bot"))!.body).toBe(`Quoting the bot: ${LUMEN_MARKER}`);
      expect(github.calls.filter((c) => c.startsWith("POST"))).toHaveLength(1);
      expect(github.calls.filter((c) => c.startsWith("PATCH"))).toHaveLength(1);
      const pages = github.requests.filter((r) => r.method === "GET" && r.path.endsWith("/comments")).map((r) => r.query["page"] ?? "1");
      expect(pages).toEqual(["1", "2", "1", "2"]);
    });

    it("never lets a run for an older head overwrite the comment of a newer one", async () => {
      const { github, pullRequestRun, repo } = await track(scenario([edits.noContextHeader, {}]));
      const newer = await runAction(pullRequestRun({ head: repo.heads[1] }));
      expect(newer.exitCode).toBe(1);
      const written = github.comments[0]!.body;

      await repo.checkout(repo.heads[0]!);
      const older = await runAction(pullRequestRun({ head: repo.heads[0] }));
      expect(older.exitCode).toBe(1); // its own verdict still stands
      expect(github.comments).toHaveLength(1);
      expect(github.comments[0]!.body).toBe(written);
      expect(github.calls.filter((c) => c.startsWith("PATCH"))).toEqual([]);
      expect(github.calls).toContain("GET /repos/{owner}/{repo}/pulls/{pull_number}");
      expect(older.stdout).toMatch(/already describes the pull request's current head/);
    });

    it("warns with a clear message when the API answers 404 to the comment", async () => {
      const { github, pullRequestRun } = await track(scenario([edits.harmless]));
      github.commentWriteStatus = 404;
      const run = await runAction(pullRequestRun());
      expect(run.exitCode).toBe(0);
      expect(messagesOf(run, "warning").join("\n")).toMatch(/answered 404 .*the token cannot see the repository/);
      expect(run.summary).toContain(LUMEN_MARKER);
    });

    it("keeps the verdict of a fork's pull request when its read-only token cannot comment", async () => {
      const { github, pullRequestRun } = await track(scenario([edits.noContextHeader]));
      const run = await runAction(pullRequestRun({ token: READ_ONLY_TOKEN, fork: true }));

      expect(run.exitCode).toBe(1);
      const failure = run.commands.filter((c) => c.command === "error" && !c.properties["file"]).map((c) => c.message);
      expect(failure).toEqual([expect.stringMatching(/^chunkgate: FAIL\n- product_docs: /)]);
      expect(messagesOf(run, "warning").join("\n")).toMatch(/`pull-requests: write`.*two-workflow pattern/s);
      expect(run.summary).toMatch(/product_docs/);
      expect(github.comments).toEqual([]);
    });

    it("reports a failing verdict without failing the step with on-regression: comment", async () => {
      const { github, pullRequestRun } = await track(scenario([edits.noContextHeader]));
      const run = await runAction(pullRequestRun({ with: { "on-regression": "comment" } }));

      expect(run.exitCode).toBe(0);
      expect(run.outputs).toMatchObject({ verdict: "fail", "failed-sources": "product_docs" });
      expect(messagesOf(run, "warning").join("\n")).toMatch(/on-regression: comment/);
      expect(github.comments[0]!.body).toMatch(/on-regression: comment/);
      expect((await reportFile(run)).failureDowngraded).toBe(true);
    });

    it("falls back to the REST API's paginated file list when the clone lacks the base", async () => {
      const generated: Edits = Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`assets/data-${String(i).padStart(3, "0")}.txt`, `row ${i}\n`]));
      const { github, pullRequestRun, repo } = await track(scenario([{ ...edits.staleHeading, ...generated }]));
      github.files = await restFilesFromGit(repo.dir, repo.baseSha, repo.heads[0]!);
      const clone = await shallowClone(repo);
      const run = await runAction(pullRequestRun({ workspace: clone }));

      expect(run.exitCode).toBe(1);
      const listed = github.requests.filter((r) => r.path.endsWith("/pulls/7/files"));
      expect(listed.map((r) => [r.query["per_page"], r.query["page"] ?? "1"])).toEqual([
        ["100", "1"],
        ["100", "2"],
      ]);
      const report = await reportFile(run);
      expect(report).toMatchObject({ baseSha: null, changedFiles: 151 });
      expect(report.touched).toEqual([{ id: "product_docs", reason: `${TS200} changed` }]);
      const annotation = run.commands.find((c) => c.properties["file"] === TS200);
      expect(annotation?.properties["line"]).toBe("13");
    });

    it("annotates at most 10 errors and lists the ones left out in the summary", async () => {
      const smallWindows = { "chunkgate.yml": (t: string) => t.replace("size: 120", "size: 30").replace("overlap: 20", "overlap: 0") };
      const { pullRequestRun } = await track(scenario([smallWindows], { "": "policies" }));
      const run = await runAction(pullRequestRun());

      expect(run.exitCode).toBe(1);
      const annotations = run.commands.filter((c) => c.properties["file"]);
      expect(annotations).toHaveLength(10);
      expect(annotations.every((a) => a.command === "error" && a.properties["file"] === "chunkgate.yml")).toBe(true);
      const report = await reportFile(run);
      const located = report.regressions.filter((r) => r.location).length;
      expect(located).toBeGreaterThan(10);
      const section = run.summary.slice(run.summary.indexOf("### Annotations not shown on the diff"));
      expect(section).toMatch(new RegExp(`^### Annotations not shown on the diff \\(${located - 10}\\)`));
      expect(section.match(/^- error at `chunkgate\.yml:\d+`: /gm)).toHaveLength(located - 10);
    });

    it("gives each registry of a matrix its own comment, keyed by its path from the repository's top", async () => {
      const { github, pullRequestRun } = await track(
        scenario([{ "fixtures/lumen/docs/products/warranty-terms.md": edits.harmless["docs/products/warranty-terms.md"], "fixtures/policies/evals/retrieval.yaml": (t: string) => `${t}\n` }], {
          "fixtures/lumen": "lumen",
          "fixtures/policies": "policies",
        }),
      );
      const lumen = await runAction(pullRequestRun({ with: { root: "fixtures/lumen" } }));
      const policies = await runAction(pullRequestRun({ with: { root: "fixtures/policies" } }));
      await runAction(pullRequestRun({ with: { root: "fixtures/lumen" } }));

      expect(lumen.exitCode).toBe(0);
      expect(policies.exitCode).toBe(0);
      expect(github.comments).toHaveLength(2);
      expect(github.comments[0]!.body).toContain(commentMarker("fixtures/lumen/chunkgate.yml"));
      expect(github.comments[1]!.body).toContain(commentMarker("fixtures/policies/chunkgate.yml"));
      const report = await reportFile(lumen);
      expect(report.touched).toEqual([{ id: "product_docs", reason: "docs/products/warranty-terms.md changed" }]);
      // The base side is read from git at the root's folder too, so questions are paired with their base results.
      expect(report.check.warnings.join("\n")).not.toMatch(/could not be (evaluated|scored)/);
    });

    it("posts the comment from an earlier run's JSON report in mode: report, reading no pull request code", async () => {
      const { github, pullRequestRun, repo } = await track(scenario([edits.noContextHeader]));
      const check = await runAction(pullRequestRun({ token: READ_ONLY_TOKEN, fork: true, with: { comment: "false" } }));
      expect(check.exitCode).toBe(1);
      expect(github.comments).toEqual([]);
      const artifact = check.outputs["report-path"]!;

      const workspace = await emptyWorkspace();
      const report = await runAction({
        workspace,
        eventName: "workflow_run",
        payload: workflowRunEvent({ head: repo.heads[0]! }),
        sha: repo.baseSha,
        github,
        token: ACTIONS_TOKEN,
        with: { mode: "report", "json-report": artifact },
      });
      expect(report.exitCode).toBe(0);
      expect(report.outputs).toMatchObject({ verdict: "fail", recall: "0.4615", "report-path": artifact });
      expect(github.comments).toHaveLength(1);
      expect(github.comments[0]!.body).toContain(LUMEN_MARKER);
      expect(github.comments[0]!.body).toContain(headMarker(repo.heads[0]!));
      expect(report.summary).toContain(LUMEN_MARKER);
      expect(report.commands.filter((c) => c.properties["file"])).toEqual([]);
    });

    it("refuses in mode: report a report about another head than the triggering run's", async () => {
      const { github, pullRequestRun, repo } = await track(scenario([edits.harmless]));
      const check = await runAction(pullRequestRun({ with: { comment: "false" } }));
      const report = await runAction({
        workspace: await emptyWorkspace(),
        eventName: "workflow_run",
        payload: workflowRunEvent({ head: repo.baseSha }),
        sha: repo.baseSha,
        github,
        token: ACTIONS_TOKEN,
        with: { mode: "report", "json-report": check.outputs["report-path"]! },
      });
      expect(report.exitCode).toBe(1);
      expect(messagesOf(report, "error")[0]).toMatch(/describes head .* but the workflow run that triggered this one checked/);
      expect(report.summary).toMatch(/## chunkgate: error/);
      expect(github.comments).toEqual([]);
    });

    it("evaluates every source on a push, where there is no pull request to compare with or comment on", async () => {
      const { github, repo } = await track(scenario([edits.harmless]));
      const run = await runAction({
        workspace: repo.dir,
        eventName: "push",
        payload: { ref: "refs/heads/feature", before: repo.baseSha, after: repo.heads[0], repository: { full_name: `${OWNER}/${REPO}`, name: REPO, owner: { login: OWNER } } },
        sha: repo.heads[0]!,
        github,
        token: ACTIONS_TOKEN,
      });
      expect(run.exitCode).toBe(0);
      expect(run.stdout).toMatch(/nothing to compare with, so every source is evaluated/);
      const report = await reportFile(run);
      expect(report).toMatchObject({ pullRequest: null, baseSha: null, touched: [{ id: "product_docs", reason: "scope: all" }] });
      expect(github.requests).toEqual([]);
    });

    it("names the input, the value and the fix for a bad input", async () => {
      const { github, pullRequestRun } = await track(scenario([edits.harmless]));
      const run = await runAction(pullRequestRun({ with: { "on-regression": "fial" } }));
      expect(run.exitCode).toBe(1);
      expect(messagesOf(run, "error")).toEqual(['chunkgate: input `on-regression` is "fial"; use fail or comment']);
      expect(run.summary).toContain('input `on-regression` is "fial"; use fail or comment');
      expect(github.requests).toEqual([]);
    });
  });
});
