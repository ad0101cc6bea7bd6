import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { ActionReport } from "../../src/action/actionReport.js";
import type { PullRequestSweepReport } from "../../src/usecases/pullRequest/sweepPullRequest.js";
import { formatLedgerLine } from "../../src/gate/ledger.js";
import { commentMarker, headMarker, sweepCommentMarker } from "../../src/report/commentMarkers.js";
import { messagesOf, RUNNERS } from "../helpers/actionHarness.js";
import { ACTIONS_TOKEN, type FakeComment, type FakeGitHub } from "../helpers/fakeGitHub.js";
import { restFilesFromGit, shallowClone, type Edits } from "../helpers/pullRequestRepo.js";
import { OWNER, REPO, scenario } from "./scenario.js";
import { trackFakeGitHub } from "../helpers/trackFakeGitHub.js";

const IN_PROCESS = RUNNERS.slice(0, 1);

const GATE_MARKER = commentMarker("chunkgate.yml");
const SWEEP_MARKER = sweepCommentMarker("chunkgate.yml");
/** The row the lumen fixture's default grid chooses: every cell ties at 13/13 with the same chunks, so the first without overlap in grid order. */
const CHOSEN_ROW = "| **chosen** | **structural 60/0** |";
const TS200 = "docs/products/ts-200-temperature-sensor.md";

const edits = {
  /** A harmless edit to one product page: touches `product_docs`. */
  harmless: { "docs/products/warranty-terms.md": (t: string) => t.replace("## Extended warranty", "Keep the original invoice with the claim.\n\n## Extended warranty") },
  /** Another harmless edit, for a second push. */
  secondPush: { [TS200]: (t: string) => t.replace("## Warranty", "Mount the probe upright.\n\n## Warranty") },
  /** A file no source includes: the pull request touches no source. */
  untouched: { "CONTRIBUTING.txt": "Write short sentences.\n" },
  /** The heading lum-001 is keyed to, renamed: a stale label. */
  staleHeading: { [TS200]: (t: string) => t.replace("### Operating temperature", "### Operating temperatures") },
} satisfies Record<string, Edits>;

// every request the action made must be one GitHub's OpenAPI description knows, well formed
const track = trackFakeGitHub();

async function readJson<T>(path: string): Promise<T> {
  return JSON.parse(await readFile(path, "utf8")) as T;
}

function sweepComments(github: FakeGitHub): FakeComment[] {
  return github.comments.filter((c) => c.body.includes(SWEEP_MARKER));
}

function gateComments(github: FakeGitHub): FakeComment[] {
  return github.comments.filter((c) => c.body.includes(GATE_MARKER));
}

/** Rows of the sweep tables: one per measured cell. */
function cellRows(body: string): string[] {
  return body.split("\n").filter((line) => /^\| [^|]*\| (\*\*)?structural \d+\/\d+/.test(line));
}

describe("the action's sweep", () => {
  describe.each(RUNNERS)("%s", (_name, runAction) => {
    it("mode: sweep posts one sweep comment with the table, the choice and the chart, and the same Markdown in the summary", async () => {
      const { github, pullRequestRun, repo } = await track(scenario([edits.harmless]));
      const run = await runAction(pullRequestRun({ with: { mode: "sweep" } }));

      expect(run.exitCode).toBe(0);
      expect(messagesOf(run, "error")).toEqual([]);
      const path = join(run.runnerTemp, "chunkgate-report.json");
      expect(run.outputs).toEqual({ verdict: "pass", recall: "1", "held-out-recall": "0.7", "failed-sources": "", "report-path": path, "sweep-report-path": path });

      expect(github.comments).toHaveLength(1);
      const body = github.comments[0]!.body;
      expect(body.startsWith(`${SWEEP_MARKER}\n${headMarker(repo.heads[0]!)}\n`)).toBe(true);
      expect(body).not.toContain(GATE_MARKER);
      expect(body).toContain("Asked for with `mode: sweep`.");
      expect(body).toContain("Swept: **product\\_docs** (docs/products/warranty-terms.md changed).");
      expect(body).toContain("### Sweep: product\\_docs");
      expect(cellRows(body)).toHaveLength(16);
      expect(body).toContain(CHOSEN_ROW);
      expect(body).toContain("`structural 60/0` is chosen: ");
      expect(body).toMatch(/```mermaid\n%%\{init[^\n]*\nxychart-beta\n {4}title "structural: train recall@3 by size"\n/);
      expect(github.comments[0]!.user.login).toBe("github-actions[bot]");
      expect(github.calls).toEqual(["GET /user", "GET /repos/{owner}/{repo}/issues/{issue_number}/comments", "POST /repos/{owner}/{repo}/issues/{issue_number}/comments"]);

      // The job summary holds the same Markdown (both fit their limits whole).
      expect(run.summary).toBe(body);
      // A sweep annotates nothing: it does not judge the pull request's lines.
      expect(run.commands.filter((c) => c.properties["file"])).toEqual([]);

      const report = await readJson<PullRequestSweepReport>(path);
      expect(report).toMatchObject({
        schemaVersion: 1,
        kind: "chunkgate-action-sweep",
        registryPath: "chunkgate.yml",
        headSha: repo.heads[0],
        pullRequest: { owner: "octo-org", repo: "docs", number: 7 },
        trigger: { by: "mode" },
        sources: [{ id: "product_docs", reason: "docs/products/warranty-terms.md changed" }],
        everySource: false,
        errors: [],
        labelProblems: [],
      });
      expect(report.sweeps).toHaveLength(1);
      expect(report.sweeps[0]).toMatchObject({ kind: "chunkgate-sweep", source: "product_docs", choice: { cell: "structural 60/0", decidedBy: "grid-order" } });
      expect(report.sweeps[0]!.cells).toHaveLength(16);

      // The chosen cell's held-out score is a look: reported with the ledger line it would append
      // (the head commit's, naming the cell), never written, since the action does not commit.
      const look = report.sweeps[0]!.choice!.heldOutLook!;
      expect(look).toMatchObject({ protect: "none", shown: "exact", value: 0.7, recorded: false, ledger: "chunkgate.ledger.jsonl" });
      expect(look.entry).toMatchObject({ commit: repo.heads[0], source: "product_docs", by: "sweep", cell: "structural 60/0", shown: "exact", value: 0.7 });
      expect(body).toContain("`chunkgate sweep --ledger` records this look in `chunkgate.ledger.jsonl`.");
      expect(body).not.toContain(formatLedgerLine(look.entry).trimEnd());
      expect(body).not.toContain('"held_out":');
      await expect(readFile(join(repo.dir, "chunkgate.ledger.jsonl"), "utf8")).rejects.toThrow();
    });
  });

  describe.each(IN_PROCESS)("%s", (_name, runAction) => {
    it("updates the same sweep comment on a later push (PATCH) and never touches the gate comment, nor the gate run the sweep's", async () => {
      const { github, pullRequestRun, repo } = await track(scenario([edits.harmless, edits.secondPush]));
      github.headSha = repo.heads[0]!;
      await repo.checkout(repo.heads[0]!);
      expect((await runAction(pullRequestRun({ head: repo.heads[0] }))).exitCode).toBe(0);
      const gate = gateComments(github)[0]!;
      const gateBody = gate.body;
      expect((await runAction(pullRequestRun({ head: repo.heads[0], with: { mode: "sweep" } }))).exitCode).toBe(0);
      const sweep = sweepComments(github)[0]!;
      expect(sweep.body).toContain(headMarker(repo.heads[0]!));

      github.headSha = repo.heads[1]!;
      await repo.checkout(repo.heads[1]!);
      const before = github.requests.length;
      const second = await runAction(pullRequestRun({ head: repo.heads[1], with: { mode: "sweep" } }));
      expect(second.exitCode).toBe(0);
      expect(github.comments).toHaveLength(2);
      expect(sweepComments(github)).toEqual([sweep]);
      expect(sweep.body).toContain(headMarker(repo.heads[1]!));
      expect(sweep.body).toContain("**product\\_docs** (docs/products/ts-200-temperature-sensor.md changed (+1 more))");
      expect(gate.body).toBe(gateBody);
      const writes = github.requests.slice(before).filter((r) => r.method !== "GET");
      expect(writes.map((r) => `${r.method} ${r.path}`)).toEqual([`PATCH /repos/octo-org/docs/issues/comments/${sweep.id}`]);

      // The gate's next run finds its own comment, not the sweep's.
      const sweepBody = sweep.body;
      const mark = github.requests.length;
      expect((await runAction(pullRequestRun({ head: repo.heads[1] }))).exitCode).toBe(0);
      expect(github.requests.slice(mark).filter((r) => r.method !== "GET").map((r) => `${r.method} ${r.path}`)).toEqual([`PATCH /repos/octo-org/docs/issues/comments/${gate.id}`]);
      expect(gate.body).toContain(headMarker(repo.heads[1]!));
      expect(sweep.body).toBe(sweepBody);
    });

    it("never lets a sweep of an older head overwrite the sweep comment of a newer one", async () => {
      const { github, pullRequestRun, repo } = await track(scenario([edits.harmless, edits.secondPush]));
      expect((await runAction(pullRequestRun({ head: repo.heads[1], with: { mode: "sweep" } }))).exitCode).toBe(0);
      const written = github.comments[0]!.body;
      await repo.checkout(repo.heads[0]!);
      const older = await runAction(pullRequestRun({ head: repo.heads[0], with: { mode: "sweep" } }));
      expect(older.exitCode).toBe(0);
      expect(github.comments).toHaveLength(1);
      expect(github.comments[0]!.body).toBe(written);
      expect(github.calls.filter((c) => c.startsWith("PATCH"))).toEqual([]);
      expect(older.stdout).toMatch(/left sweep comment .* as it is: the comment already describes the pull request's current head/);
    });

    it("with the label in check mode, posts the gate comment unchanged and then the sweep comment; the summary holds both", async () => {
      const { github, pullRequestRun } = await track(scenario([edits.harmless]));
      const run = await runAction(pullRequestRun({ labels: ["documentation", "chunkgate:sweep"] }));

      expect(run.exitCode).toBe(0);
      expect(run.outputs).toEqual({
        verdict: "pass",
        recall: "1",
        "held-out-recall": "0.7",
        "failed-sources": "",
        "report-path": join(run.runnerTemp, "chunkgate-report.json"),
        "sweep-report-path": join(run.runnerTemp, "chunkgate-report.sweep.json"),
      });
      expect(github.comments).toHaveLength(2);
      const [gate, sweep] = github.comments;
      expect(gate!.body).toContain(GATE_MARKER);
      expect(gate!.body).not.toContain(SWEEP_MARKER);
      expect(sweep!.body).toContain(SWEEP_MARKER);
      expect(sweep!.body).not.toContain(GATE_MARKER);
      expect(sweep!.body).toContain("Asked for with the label `chunkgate:sweep`: this pull request is swept on every push until the label is removed.");
      expect(cellRows(sweep!.body)).toHaveLength(16);
      expect(sweep!.body).toContain(CHOSEN_ROW);
      expect(run.summary.indexOf(GATE_MARKER)).toBeGreaterThanOrEqual(0);
      expect(run.summary.indexOf(SWEEP_MARKER)).toBeGreaterThan(run.summary.indexOf(GATE_MARKER));
      expect(run.summary).toContain(CHOSEN_ROW);

      const check = await readJson<ActionReport>(run.outputs["report-path"]!);
      expect(check.check.schemaVersion).toBe(3);
      expect(check.check.verdict).toBe("pass");
      const swept = await readJson<PullRequestSweepReport>(run.outputs["sweep-report-path"]!);
      expect(swept).toMatchObject({ kind: "chunkgate-action-sweep", trigger: { by: "label", label: "chunkgate:sweep" }, sources: check.touched });

      // The same check without the label writes exactly the same gate comment: the label changes nothing in it.
      const plain = await runAction(pullRequestRun({ labels: ["documentation"] }));
      expect(plain.outputs["verdict"]).toBe("pass");
      expect(plain.outputs["sweep-report-path"]).toBeUndefined();
      expect(github.calls.filter((c) => c.startsWith("PATCH") || c.startsWith("POST"))).toHaveLength(2);
      expect(plain.stdout).toMatch(/chunkgate unchanged comment/);
    });

    it("keeps a failing gate verdict when the label adds a sweep: the step still fails on the check, and the sweep is posted", async () => {
      const { github, pullRequestRun } = await track(scenario([edits.staleHeading]));
      const run = await runAction(pullRequestRun({ labels: ["chunkgate:sweep"] }));
      expect(run.exitCode).toBe(1);
      expect(run.outputs["verdict"]).toBe("error");
      expect(messagesOf(run, "error").find((m) => m.startsWith("chunkgate: ERROR"))).toMatch(/golden-set label no longer fits the corpus/);
      expect(run.commands.some((c) => c.properties["file"] === TS200)).toBe(true);
      expect(gateComments(github)).toHaveLength(1);
      expect(sweepComments(github)).toHaveLength(1);
      expect(sweepComments(github)[0]!.body).toContain("> [!CAUTION]\n> One golden-set label no longer fits the corpus");
    });

    it("reacts to the `labeled` event, with a custom sweep-label compared without regard to case", async () => {
      const { github, pullRequestRun } = await track(scenario([edits.harmless]));
      const run = await runAction(pullRequestRun({ labeled: "Docs: Sweep", with: { "sweep-label": "docs: sweep" } }));
      expect(run.exitCode).toBe(0);
      expect(gateComments(github)).toHaveLength(1);
      expect(sweepComments(github)).toHaveLength(1);
      expect(sweepComments(github)[0]!.body).toContain("Asked for with the label `docs: sweep`");
    });

    it("posts no sweep without the label, or when sweep-label is empty", async () => {
      const { github, pullRequestRun } = await track(scenario([edits.harmless]));
      const unlabelled = await runAction(pullRequestRun({ labels: ["documentation"] }));
      expect(unlabelled.exitCode).toBe(0);
      expect(unlabelled.outputs["sweep-report-path"]).toBeUndefined();
      expect(unlabelled.summary).not.toContain(SWEEP_MARKER);
      const off = await runAction(pullRequestRun({ labels: ["chunkgate:sweep"], with: { "sweep-label": "" } }));
      expect(off.exitCode).toBe(0);
      expect(off.summary).not.toContain(SWEEP_MARKER);
      expect(github.comments).toHaveLength(1);
      expect(sweepComments(github)).toEqual([]);
    });

    it("sweeps every source when the pull request touches none, and says so", async () => {
      const { github, pullRequestRun } = await track(scenario([edits.untouched]));
      const run = await runAction(pullRequestRun({ with: { mode: "sweep" } }));
      expect(run.exitCode).toBe(0);
      expect(run.outputs["verdict"]).toBe("pass");
      expect(run.stdout).toMatch(/touches no source of chunkgate\.yml; a sweep was asked for, so every source is swept/);
      const body = sweepComments(github)[0]!.body;
      expect(body).toContain("This pull request touches no source of the registry, so every source is swept: **product\\_docs**.");
      expect(cellRows(body)).toHaveLength(16);
      expect(await readJson<PullRequestSweepReport>(run.outputs["report-path"]!)).toMatchObject({ everySource: true, sources: [{ id: "product_docs" }], skipped: [] });
    });

    it("fails mode: sweep on a stale label but still posts the sweep; on-regression: comment makes it a warning", async () => {
      const { github, pullRequestRun } = await track(scenario([edits.staleHeading]));
      const run = await runAction(pullRequestRun({ with: { mode: "sweep" } }));
      expect(run.exitCode).toBe(1);
      expect(run.outputs["verdict"]).toBe("error");
      expect(messagesOf(run, "error")).toEqual([expect.stringMatching(/^chunkgate: ERROR\n- 1 golden-set label no longer fits the corpus \(stale labels\)/)]);
      const body = sweepComments(github)[0]!.body;
      expect(body).toMatch(/<summary>Stale labels \(1\)<\/summary>\n\n- \*\*lum-001\*\*/);
      expect(run.summary).toBe(body);

      const downgraded = await runAction(pullRequestRun({ with: { mode: "sweep", "on-regression": "comment" } }));
      expect(downgraded.exitCode).toBe(0);
      expect(downgraded.outputs["verdict"]).toBe("error");
      expect(messagesOf(downgraded, "warning").join("\n")).toMatch(/stale labels[\s\S]*on-regression: comment/);
    });

    it("sweeps the other sources when one cannot be swept, posts both, and fails the step with that source's error", async () => {
      const notesSource = '  - id: notes\n    include: ["notes/**/*.md"]\n    chunking: { strategy: structural, unit: words, size: 120, overlap: 20 }\n';
      const { github, pullRequestRun } = await track(scenario([{ "chunkgate.yml": (t: string) => t + notesSource, "notes/release.md": "# Releases\n\nShip on Tuesdays.\n" }]));
      const run = await runAction(pullRequestRun({ with: { mode: "sweep", scope: "all" } }));
      expect(run.exitCode).toBe(1);
      expect(run.outputs).toMatchObject({ verdict: "error", "failed-sources": "notes", recall: "1" });
      expect(messagesOf(run, "error")).toEqual([
        'chunkgate: ERROR\n- notes could not be swept: chunkgate.yml:24: no train question is answered by source "notes": a sweep would rank its cells on nothing\n  fix: add questions to evals/retrieval.yaml whose supporting keys name documents of "notes"',
      ]);
      const body = sweepComments(github)[0]!.body;
      expect(body).toContain('> [!CAUTION]\n> One source could not be swept:\n> - **notes**: chunkgate.yml:24: no train question is answered by source "notes"');
      expect(body).toContain(CHOSEN_ROW);
      expect(run.summary).toBe(body);
      const report = await readJson<PullRequestSweepReport>(run.outputs["report-path"]!);
      expect(report.sources.map((s) => s.id)).toEqual(["product_docs", "notes"]);
      expect(report.sweeps.map((s) => s.source)).toEqual(["product_docs"]);
      expect(report.errors.map((e) => e.sourceId)).toEqual(["notes"]);
    });

    it("finds the touched sources through the REST API's file list when the clone lacks the base, as check mode does", async () => {
      const { github, pullRequestRun, repo } = await track(scenario([edits.harmless]));
      github.files = await restFilesFromGit(repo.dir, repo.baseSha, repo.heads[0]!);
      const run = await runAction(pullRequestRun({ workspace: await shallowClone(repo), with: { mode: "sweep" } }));
      expect(run.exitCode).toBe(0);
      expect(github.calls).toContain("GET /repos/{owner}/{repo}/pulls/{pull_number}/files");
      expect(await readJson<PullRequestSweepReport>(run.outputs["report-path"]!)).toMatchObject({ sources: [{ id: "product_docs", reason: "docs/products/warranty-terms.md changed" }], everySource: false });
      expect(sweepComments(github)).toHaveLength(1);
    });

    it("sweeps every source on a push, where there is no pull request to compare with or comment on", async () => {
      const { github, repo } = await track(scenario([edits.harmless]));
      const run = await runAction({
        workspace: repo.dir,
        eventName: "push",
        payload: { ref: "refs/heads/feature", before: repo.baseSha, after: repo.heads[0], repository: { full_name: `${OWNER}/${REPO}`, name: REPO, owner: { login: OWNER } } },
        sha: repo.heads[0]!,
        github,
        token: ACTIONS_TOKEN,
        with: { mode: "sweep" },
      });
      expect(run.exitCode).toBe(0);
      expect(run.stdout).toMatch(/nothing to compare with, so every source is swept/);
      expect(run.stdout).toMatch(/writes no sweep comment: this run is not for a pull request/);
      expect(run.summary).toContain(CHOSEN_ROW);
      expect(await readJson<PullRequestSweepReport>(run.outputs["report-path"]!)).toMatchObject({ pullRequest: null, headSha: repo.heads[0], sources: [{ id: "product_docs", reason: "scope: all" }] });
      expect(github.requests).toEqual([]);
    });

    it("writes the summary and the sweep JSON but no comment with comment: false", async () => {
      const { github, pullRequestRun } = await track(scenario([edits.harmless]));
      const run = await runAction(pullRequestRun({ with: { mode: "sweep", comment: "false", "json-report": "out/sweep.json" } }));
      expect(run.exitCode).toBe(0);
      expect(run.summary).toContain(CHOSEN_ROW);
      expect(run.outputs["report-path"]).toMatch(/\/out\/sweep\.json$/);
      expect((await readJson<PullRequestSweepReport>(run.outputs["report-path"]!)).sweeps).toHaveLength(1);
      expect(github.requests).toEqual([]);
    });

    it("fails mode: sweep with a registry error's file, line and fix, in the summary too", async () => {
      const { github, pullRequestRun } = await track(scenario([{ "chunkgate.yml": (t: string) => t.replace("questions: evals", "questons: evals") }]));
      const run = await runAction(pullRequestRun({ with: { mode: "sweep" } }));
      expect(run.exitCode).toBe(1);
      expect(messagesOf(run, "error")[0]).toMatch(/^chunkgate\.yml:3: unknown key `questons`$/m);
      expect(run.summary).toMatch(/## chunkgate: error\n\nThe run stopped before it finished\./);
      expect(github.comments).toEqual([]);
    });

    it.each([
      [{ mode: "sweeep" }, 'chunkgate: input `mode` is "sweeep"; use check, report or sweep'],
      [
        { "sweep-label": "chunkgate: sweep every source of this registry on every push" },
        'chunkgate: input `sweep-label` is "chunkgate: sweep every source of this registry on every push"; give one label name on one line, at most 50 characters as GitHub allows (default chunkgate:sweep), or set it empty to turn the label trigger off',
      ],
    ])("names the input, the value and the fix for a bad value: %o", async (inputs, message) => {
      const { github, pullRequestRun } = await track(scenario([edits.harmless]));
      const run = await runAction(pullRequestRun({ with: inputs }));
      expect(run.exitCode).toBe(1);
      expect(messagesOf(run, "error")).toEqual([message]);
      expect(run.summary).toContain(message.slice("chunkgate: ".length));
      expect(github.requests).toEqual([]);
    });
  });
});
