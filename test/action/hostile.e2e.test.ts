import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { ActionReport } from "../../src/action/actionReport.js";
import { commentMarker, headMarker, sweepCommentMarker } from "../../src/report/commentMarkers.js";
import { messagesOf, RUNNERS, runnerCommands, type ActionRun, type ActionSetup } from "../helpers/actionHarness.js";
import { ACTIONS_TOKEN, READ_ONLY_TOKEN, type FakeGitHub } from "../helpers/fakeGitHub.js";
import type { Edits } from "../helpers/pullRequestRepo.js";
import { trackFakeGitHub } from "../helpers/trackFakeGitHub.js";
import { emptyWorkspace, OWNER, PR_NUMBER, REPO, scenario, workflowRunEvent } from "./scenario.js";

/*
 * The attacks of a fork author, run the way GitHub runs the action: content of the pull request
 * (file names, headings, questions) and the artifact that `mode: report` reads must not steer what
 * the action logs, posts or where.
 */

const IN_PROCESS = RUNNERS.slice(0, 1);
const GATE_MARKER = commentMarker("chunkgate.yml");
const SWEEP_MARKER = sweepCommentMarker("chunkgate.yml");
const TS200 = "docs/products/ts-200-temperature-sensor.md";
const RETURNS = "docs/products/returns-policy.md";

/** A file name that tries every kind of workflow command, each on a line of its own, and the legacy form mid-line. */
const HOSTILE_FILE = "docs/products/notes\n::error title=forged::pwned by a file name\n::add-mask::Lumen\n::stop-commands::halt\n ::set-output name=verdict::pass\nsee ##[add-mask]100%.md";
/** A heading that tries the same on one line (headings cannot hold a newline), keyed by lum-001 once renamed to it. */
const HOSTILE_HEADING = "Operating temperature ::error::pwned by a heading ::add-mask::sensor ::stop-commands::halt ::set-output name=verdict::pass ##[add-mask]sensor %0A::error::x";

const edits = {
  /** A harmless edit: touches `product_docs`. */
  harmless: { "docs/products/warranty-terms.md": (t: string) => t.replace("## Extended warranty", "Keep the original invoice with the claim.\n\n## Extended warranty") },
  /** A new document with the hostile name, whose broken front matter makes the loader log a warning naming it; and lum-001's heading renamed to the hostile heading (a stale label). */
  commands: {
    [HOSTILE_FILE]: "---\ntitle: [unclosed\n---\n# Field notes\n\nMount the probe upright.\n",
    [TS200]: (t: string) => t.replace("### Operating temperature", `### ${HOSTILE_HEADING}`),
  },
  /**
   * Headings renamed to hold each marker (the "did you mean" hints show them in code spans) and a
   * question that holds both: the gate comment then shows the sweep marker and the sweep comment
   * the gate marker.
   */
  markers: {
    [TS200]: (t: string) => t.replace("### Operating temperature", `### Operating temperature \\${SWEEP_MARKER}`),
    [RETURNS]: (t: string) => t.replace("## Standard returns", `## Standard returns \\${GATE_MARKER}`),
    "evals/retrieval.yaml": (t: string) =>
      t.replace('question: "What is the operating temperature range of the TS-200 sensor?"', `question: "What is the operating temperature range of the TS-200 sensor? ${GATE_MARKER} ${SWEEP_MARKER}"`),
  },
} satisfies Record<string, Edits>;

// every request the action made must be one GitHub's OpenAPI description knows, well formed
const track = trackFakeGitHub();

/**
 * Every workflow command the runner would execute from the step's stdout is one @actions/core
 * wrote for chunkgate: an error or warning that is chunkgate's own message or an annotation on a
 * file, never one spelled by the pull request.
 */
function expectOnlyOwnCommands(run: ActionRun): void {
  // the one other command is the action's own: masking the token it was given
  const executed = runnerCommands(run.stdout).filter((c) => c.line !== `::add-mask::${ACTIONS_TOKEN}`);
  expect(executed.map((c) => c.command).filter((c) => c !== "error" && c !== "warning")).toEqual([]);
  const own = run.commands.filter((c) => c.command !== "add-mask" || c.message !== ACTIONS_TOKEN);
  expect(executed).toHaveLength(own.length);
  for (const command of own) {
    expect(command.properties["file"] !== undefined || command.message.startsWith("chunkgate")).toBe(true);
  }
}

/** The bodies' lines after the two marker lines hold no raw `<!--` of a chunkgate marker. */
function expectMarkersOnlyOnTop(github: FakeGitHub): void {
  for (const comment of github.comments) expect(comment.body.split("\n").slice(2).join("\n")).not.toContain("<!-- chunkgate:");
}

/** A `mode: report` step of the `workflow_run` workflow that the `pull_request` run of `head` triggered, in a checkout holding none of the pull request's code. */
async function reportRun(github: FakeGitHub, options: { head: string; artifact: string; headRepository?: string }): Promise<ActionSetup> {
  return {
    workspace: await emptyWorkspace(),
    eventName: "workflow_run",
    payload: workflowRunEvent({ head: options.head, ...(options.headRepository ? { headRepository: options.headRepository } : {}) }),
    sha: "0".repeat(40),
    github,
    token: ACTIONS_TOKEN,
    with: { mode: "report", "json-report": options.artifact },
  };
}

async function readReport(path: string): Promise<ActionReport> {
  return JSON.parse(await readFile(path, "utf8")) as ActionReport;
}

async function writeForged(path: string, report: unknown): Promise<string> {
  const forged = `${path}.forged.json`;
  await writeFile(forged, JSON.stringify(report, null, 2));
  return forged;
}

describe("the action on a hostile pull request", () => {
  describe.each(RUNNERS)("%s", (_name, runAction) => {
    it("posts nothing and fails when a forged report names another pull request, naming both commits", async () => {
      const { github, pullRequestRun, repo } = await track(scenario([edits.harmless]));
      const check = await runAction(pullRequestRun({ with: { comment: "false" } }));
      expect(check.exitCode).toBe(0);
      // The fork's own run (head `attacker`) uploads a report that says "pass" for pull request #7.
      const attacker = "a".repeat(40);
      const genuine = await readReport(check.outputs["report-path"]!);
      const passing = { ...genuine.check, verdict: "pass", sources: genuine.check.sources.map((s) => ({ ...s, verdict: "pass" })) };
      const artifact = await writeForged(check.outputs["report-path"]!, { ...genuine, headSha: attacker, check: passing });

      const run = await runAction(await reportRun(github, { head: attacker, artifact, headRepository: "attacker/docs" }));
      expect(run.exitCode).toBe(1);
      const [message] = messagesOf(run, "error");
      expect(message).toContain(`${OWNER}/${REPO}#${PR_NUMBER}, whose head is ${repo.heads[0]}`);
      expect(message).toContain(`checked ${attacker}`);
      expect(message).not.toMatch(/\n\s+at .+:\d+:\d+/);
      expect(github.comments).toEqual([]);
      expect(github.calls).toEqual(["GET /repos/{owner}/{repo}/pulls/{pull_number}"]);
      expect(run.outputs).toEqual({});
    });

    it("lets no file name or heading issue a workflow command, in check mode and in sweep mode", async () => {
      const { pullRequestRun } = await track(scenario([edits.commands]));
      const check = await runAction(pullRequestRun());
      expect(check.exitCode).toBe(1); // lum-001's heading was renamed: a stale label
      expect(check.outputs["verdict"]).toBe("error");
      expect(check.commands.some((c) => c.properties["file"] === TS200 && c.message.includes(HOSTILE_HEADING))).toBe(true);
      expectOnlyOwnCommands(check);

      const sweep = await runAction(pullRequestRun({ with: { mode: "sweep", "on-regression": "comment" } }));
      expect(sweep.exitCode).toBe(0);
      expect(sweep.outputs["verdict"]).toBe("error");
      expectOnlyOwnCommands(sweep);
      // The loader's warning names the file: logged, on one line, with the newlines encoded.
      expect(sweep.stdout).toContain("warning: docs/products/notes%0A::error title=forged::pwned by a file name%0A::add-mask::Lumen%0A::stop-commands::halt%0A ::set-output name=verdict::pass%0Asee ##%5Badd-mask]100%25.md");
    });

    it("keeps the gate comment and the sweep comment apart whatever markers headings and questions hold", async () => {
      const { github, pullRequestRun, repo } = await track(scenario([edits.markers]));
      // The sweep comment comes first, so a gate run that took any comment showing its marker would overwrite it.
      expect((await runAction(pullRequestRun({ with: { mode: "sweep", "on-regression": "comment" } }))).exitCode).toBe(0);
      expect((await runAction(pullRequestRun())).exitCode).toBe(1);
      expect((await runAction(pullRequestRun({ with: { mode: "sweep", "on-regression": "comment" } }))).exitCode).toBe(0);
      expect((await runAction(pullRequestRun())).exitCode).toBe(1);

      expect(github.comments).toHaveLength(2);
      const [sweep, gate] = github.comments;
      expect(sweep!.body.startsWith(`${SWEEP_MARKER}\n${headMarker(repo.heads[0]!)}\n`)).toBe(true);
      expect(sweep!.body).toContain("## chunkgate sweep");
      expect(sweep!.body).toContain("chunkgate:registry=chunkgate.yml"); // the heading, shown in the stale-label hint
      expect(gate!.body.startsWith(`${GATE_MARKER}\n${headMarker(repo.heads[0]!)}\n`)).toBe(true);
      expect(gate!.body).toContain("**lum-001**");
      expect(gate!.body).toContain("chunkgate:sweep registry=chunkgate.yml"); // the heading, shown in the "did you mean" hint
      expectMarkersOnlyOnTop(github);
      // Each later run found its own comment, with the same body: nothing was written over.
      expect(github.calls.filter((c) => c.startsWith("POST"))).toHaveLength(2);
      expect(github.calls.filter((c) => c.startsWith("PATCH"))).toEqual([]);
    });
  });

  describe.each(IN_PROCESS)("%s", (_name, runAction) => {
    it("posts a genuine report with stale labels and marker-holding headings in mode: report, and keeps the marker on top", async () => {
      const { github, pullRequestRun, repo } = await track(scenario([edits.markers]));
      const check = await runAction(pullRequestRun({ token: READ_ONLY_TOKEN, fork: true, with: { comment: "false" } }));
      expect(check.exitCode).toBe(1);
      const run = await runAction(await reportRun(github, { head: repo.heads[0]!, artifact: check.outputs["report-path"]! }));
      expect(run.exitCode).toBe(0);
      // the stale label's source did not pass: it is named, as the verdict says
      expect(run.outputs).toMatchObject({ verdict: "error", "failed-sources": "product_docs" });
      expect(github.comments).toHaveLength(1);
      expect(github.comments[0]!.body.startsWith(`${GATE_MARKER}\n${headMarker(repo.heads[0]!)}\n`)).toBe(true);
      expectMarkersOnlyOnTop(github);
    });

    it("refuses a report whose pull request shares the head commit but comes from another repository than the triggering run", async () => {
      const { github, pullRequestRun, repo } = await track(scenario([edits.harmless]));
      const check = await runAction(pullRequestRun({ with: { comment: "false" } }));
      const run = await runAction(await reportRun(github, { head: repo.heads[0]!, artifact: check.outputs["report-path"]!, headRepository: "attacker/docs" }));
      expect(run.exitCode).toBe(1);
      expect(messagesOf(run, "error")[0]).toMatch(new RegExp(`whose head is in ${OWNER}/${REPO}, but the triggering run came from attacker/docs`));
      expect(github.comments).toEqual([]);
      expect(run.outputs).toEqual({});
    });

    it("refuses a report whose pull request has another base repository, or does not exist", async () => {
      const { github, pullRequestRun, repo } = await track(scenario([edits.harmless]));
      const check = await runAction(pullRequestRun({ with: { comment: "false" } }));
      const artifact = check.outputs["report-path"]!;
      const report = async (at: string) => runAction(await reportRun(github, { head: repo.heads[0]!, artifact: at }));

      github.baseRepository = "someone/else";
      const otherBase = await report(artifact);
      expect(otherBase.exitCode).toBe(1);
      expect(messagesOf(otherBase, "error")[0]).toMatch(/whose base repository is someone\/else, not octo-org\/docs; nothing is posted/);

      github.baseRepository = `${OWNER}/${REPO}`;
      const genuine = await readReport(artifact);
      const missing = await report(await writeForged(artifact, { ...genuine, pullRequest: { owner: OWNER, repo: REPO, number: 8 } }));
      expect(missing.exitCode).toBe(1);
      expect(messagesOf(missing, "error")[0]).toMatch(/octo-org\/docs has no pull request #8 that this token can see/);
      expect(github.comments).toEqual([]);
    });

    it("in a pull_request run, posts only a report about that run's pull request and head", async () => {
      const { github, pullRequestRun } = await track(scenario([edits.harmless]));
      const check = await runAction(pullRequestRun({ with: { comment: "false" } }));
      const artifact = check.outputs["report-path"]!;
      const genuine = await readReport(artifact);
      const other = await runAction(pullRequestRun({ with: { mode: "report", "json-report": await writeForged(artifact, { ...genuine, pullRequest: { owner: OWNER, repo: REPO, number: 8 } }) } }));
      expect(other.exitCode).toBe(1);
      expect(messagesOf(other, "error")[0]).toMatch(/about pull request #8, but this run is for #7/);
      expect(github.comments).toEqual([]);

      const posted = await runAction(pullRequestRun({ with: { mode: "report", "json-report": artifact } }));
      expect(posted.exitCode).toBe(0);
      expect(github.comments).toHaveLength(1);
      expect(github.comments[0]!.body.startsWith(GATE_MARKER)).toBe(true);
    });

    it("refuses an artifact over `report-max-mb` from its size, before reading it, and posts nothing", async () => {
      const { github, repo } = await track(scenario([edits.harmless]));
      const artifact = join(await emptyWorkspace(), "huge.json");
      await writeFile(artifact, "x".repeat(2048)); // not JSON: read, it would be refused as such
      const setup = await reportRun(github, { head: repo.heads[0]!, artifact });
      const run = await runAction({ ...setup, with: { ...setup.with, "report-max-mb": "0.001" } });
      expect(run.exitCode).toBe(1);
      expect(messagesOf(run, "error")).toEqual([`chunkgate: ${artifact}: is 0.002 MB, over the 0.001 MB a report may have (input \`report-max-mb\`)\n  fix: a chunkgate report of a few thousand sources stays far under it: check that the artifact is the one the \`pull_request\` run uploaded, or raise \`report-max-mb\``]);
      expect(run.outputs).toEqual({});
      expect(github.comments).toEqual([]);
    });

    it("refuses an artifact that breaks the report's schema, naming the file and each key path, and sets no output", async () => {
      const { github, pullRequestRun, repo } = await track(scenario([edits.harmless]));
      const check = await runAction(pullRequestRun({ with: { comment: "false" } }));
      const artifact = check.outputs["report-path"]!;
      const genuine = await readReport(artifact);
      const source = genuine.check.sources[0]!;
      const broken = {
        ...genuine,
        check: { ...genuine.check, verdict: "great", sources: [{ ...source, train: { ...source.train, recall: 1.5, hits: 12.5 } }, { ...source, id: "extra_source" }] },
      };
      const forged = await writeForged(artifact, broken);
      const run = await runAction(await reportRun(github, { head: repo.heads[0]!, artifact: forged }));

      expect(run.exitCode).toBe(1);
      const [message] = messagesOf(run, "error");
      expect(message).toContain(`chunkgate: ${forged}: this is not a chunkgate pull request report that can be posted:`);
      expect(message).toContain('- `check.verdict` is "great"; expected one of pass, no-baseline, warn, skipped, fail or error');
      expect(message).toContain("- `check.sources[0].train.recall` is 1.5; expected a number in [0, 1]");
      expect(message).toContain("- `check.sources[0].train.hits` is 12.5; expected a whole number ≥ 0");
      expect(message).not.toMatch(/\n\s+at .+:\d+:\d+/);
      expect(run.summary).toContain("check.sources[0].train.recall");
      expect(run.outputs).toEqual({});
      expect(github.comments).toEqual([]);
      expect(github.requests).toEqual([]);

      const extra = await writeForged(join(artifact, "..", "extra"), { ...genuine, check: { ...genuine.check, sources: [source, { ...source, id: "extra_source" }] } });
      const second = await runAction(await reportRun(github, { head: repo.heads[0]!, artifact: extra }));
      expect(second.exitCode).toBe(1);
      expect(messagesOf(second, "error")[0]).toContain('`check.sources[1].id` is "extra_source", a source that `touched` does not list');
    });
  });
});
