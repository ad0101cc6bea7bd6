import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import type { ActionReport } from "../../src/action/actionReport.js";
import { messagesOf, RUNNERS } from "../helpers/actionHarness.js";
import { trackFakeGitHub } from "../helpers/trackFakeGitHub.js";
import { scenario } from "./scenario.js";

const LABEL = "chunkgate:accept-baseline";
/** The pull request lowers the recorded recall by hand: a change that needs the approval label. */
const lowered = { "chunkgate.yml": (t: string) => t.replace("recall: 1.0 ", "recall: 0.9231") };

const track = trackFakeGitHub();

describe.each(RUNNERS)("the approval label, %s", (_name, runAction) => {
  it("fails a lowered baseline without the label, listing it at the top of the comment, and asks GitHub nothing about labels", async () => {
    const { github, pullRequestRun } = await track(scenario([lowered]));
    const run = await runAction(pullRequestRun());
    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({ verdict: "fail", "failed-sources": "product_docs" });
    expect(messagesOf(run, "error").join("\n")).toContain(`This pull request needs the "${LABEL}" label to pass`);
    const body = github.comments[0]!.body;
    const top = body.slice(0, body.indexOf("| source |"));
    expect(top).toContain("### Baseline changes (1)");
    expect(top).toContain("**needs approval**");
    expect(top).toMatch(/sources\[product\\?_docs\]\.baseline\.recall/);
    expect(github.calls.some((c) => c.endsWith("/events"))).toBe(false);
    const report = JSON.parse(await readFile(run.outputs["report-path"]!, "utf8")) as ActionReport;
    expect(report.baselineChanges.approval).toMatchObject({ label: LABEL, required: 1, approved: false, approvedBy: null });
  });

  it("passes it with the label on the pull request, naming who applied it (the newest labeled event) and what it approved", async () => {
    const { github, pullRequestRun } = await track(scenario([lowered]));
    github.addLabelEvent(LABEL, "someone-else");
    github.addLabelEvent(LABEL, "someone-else", "unlabeled");
    github.addLabelEvent("chunkgate:sweep", "bot-account");
    github.addLabelEvent(LABEL, "docs-lead");
    const run = await runAction(pullRequestRun({ labeled: LABEL }));
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ verdict: "pass", "failed-sources": "" });
    expect(github.calls).toContain("GET /repos/{owner}/{repo}/issues/{issue_number}/events");
    const body = github.comments[0]!.body;
    expect(body).toContain(`Approved with the "${LABEL}" label by docs-lead: The train recall baseline of product\\_docs is lowered from 1 to 0.9231.`);
    const report = JSON.parse(await readFile(run.outputs["report-path"]!, "utf8")) as ActionReport;
    expect(report.baselineChanges.approval).toMatchObject({ approved: true, approvedBy: "docs-lead" });
    // the action cannot commit: the comment names the command that records the look, the JSON report carries its entry
    expect(report.check.sources[0]!.heldOutLook).toMatchObject({ shown: "exact", recorded: false, looks: 1 });
    expect(body).toContain("`chunkgate check --ledger` records this look in `chunkgate.ledger.jsonl`.");
    expect(body).not.toContain("\"metric\":\"held_out_recall\"");
  });

  it("refuses the author's own label: the step fails and says who may approve", async () => {
    const { github, pullRequestRun } = await track(scenario([lowered]));
    github.addLabelEvent(LABEL, "writer"); // the pull request's author (GET /pulls/{n} user.login)
    const run = await runAction(pullRequestRun({ labeled: LABEL }));
    expect(run.exitCode).toBe(1);
    expect(run.outputs["verdict"]).toBe("fail");
    expect(messagesOf(run, "error").join("\n")).toContain(`The "${LABEL}" label by writer does not approve: writer is the pull request's author`);
    expect(github.calls).toContain("GET /repos/{owner}/{repo}/pulls/{pull_number}");
    const report = JSON.parse(await readFile(run.outputs["report-path"]!, "utf8")) as ActionReport;
    expect(report.baselineChanges.approval).toMatchObject({ approved: false, approvedBy: null });
    expect(github.violations).toEqual([]);
  });

  it("refuses the label when its history cannot be read (404), naming the permissions the workflow needs", async () => {
    const { github, pullRequestRun } = await track(scenario([lowered]));
    github.addLabelEvent(LABEL, "docs-lead");
    github.eventsStatus = 404;
    const run = await runAction(pullRequestRun({ labeled: LABEL }));
    expect(run.exitCode).toBe(1);
    const errors = messagesOf(run, "error").join("\n");
    expect(errors).toContain("could not read who applied it (GET issue events: HTTP 404");
    expect(errors).toContain("`pull-requests: read` and `issues: read`");
  });

  it("refuses a label applied by a collaborator with read permission only", async () => {
    const { github, pullRequestRun } = await track(scenario([lowered]));
    github.permissions["reader"] = "read";
    github.addLabelEvent(LABEL, "reader");
    const run = await runAction(pullRequestRun({ labeled: LABEL }));
    expect(run.exitCode).toBe(1);
    expect(messagesOf(run, "error").join("\n")).toContain("reader has read permission on the repository, and an approval needs write, maintain or admin");
    expect(github.calls).toContain("GET /repos/{owner}/{repo}/collaborators/{username}/permission");
  });

  it("withdraws an approval when a later push lowers the baseline further: removes the label, fails, says what changed; re-applying approves the new set", async () => {
    const further = { "chunkgate.yml": (t: string) => t.replace("recall: 0.9231", "recall: 0.05") };
    const { github, pullRequestRun, repo } = await track(scenario([lowered, further]));
    github.addLabelEvent(LABEL, "docs-lead");
    github.labels = [LABEL];
    await repo.checkout(repo.heads[0]!);
    const first = await runAction(pullRequestRun({ head: repo.heads[0]!, labeled: LABEL }));
    expect(first.exitCode).toBe(0);
    expect(github.comments[0]!.body).toContain("by docs-lead: The train recall baseline of product\\_docs is lowered from 1 to 0.9231.");

    await repo.checkout(repo.heads[1]!);
    const second = await runAction(pullRequestRun({ labels: [LABEL] }));
    expect(second.exitCode).toBe(1);
    expect(second.outputs["verdict"]).toBe("fail");
    expect(github.calls).toContain("DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels/{name}");
    expect(github.labels).toEqual([]);
    const errors = messagesOf(second, "error").join("\n");
    expect(errors).toContain(`The "${LABEL}" label by docs-lead approved other baseline changes than this push makes, so it no longer holds and is removed`);
    expect(errors).toContain("new since the approval: The train recall baseline of product_docs is lowered from 1 to 0.05");
    expect(errors).toContain("approved but no longer made: The train recall baseline of product_docs is lowered from 1 to 0.9231");
    expect(github.comments).toHaveLength(1);

    github.addLabelEvent(LABEL, "docs-lead");
    const third = await runAction(pullRequestRun({ labeled: LABEL }));
    expect(third.exitCode).toBe(0);
    expect(github.comments[0]!.body).toContain("by docs-lead: The train recall baseline of product\\_docs is lowered from 1 to 0.05.");
    expect(github.violations).toEqual([]);
  });

  it("never reads approval state from a comment the action did not write, whatever it quotes", async () => {
    const further = { "chunkgate.yml": (t: string) => t.replace("recall: 0.9231", "recall: 0.05") };
    const { github, pullRequestRun, repo } = await track(scenario([lowered, further]));
    github.addLabelEvent(LABEL, "docs-lead");
    await repo.checkout(repo.heads[0]!);
    await runAction(pullRequestRun({ head: repo.heads[0]!, labeled: LABEL }));
    await repo.checkout(repo.heads[1]!);
    // someone copies the action's comment, state line included (an approval of the 0.9231 set, which the
    // new push no longer makes): read, it would withdraw the label; only the action's own comment counts
    github.addComment(github.comments[0]!.body, "mallory");
    github.comments.splice(0, 1);
    const second = await runAction(pullRequestRun({ labels: [LABEL] }));
    // without its own comment the action has no record of the earlier approval: the label application approves the set it sees
    expect(second.exitCode).toBe(0);
    expect(github.comments.filter((c) => c.user.login === "github-actions[bot]")).toHaveLength(1);
  });
});
