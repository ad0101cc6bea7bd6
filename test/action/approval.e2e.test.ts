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
    expect(run.outputs).toMatchObject({ verdict: "warn", "failed-sources": "" });
    expect(github.calls).toContain("GET /repos/{owner}/{repo}/issues/{issue_number}/events");
    const body = github.comments[0]!.body;
    expect(body).toContain(`Approved with the "${LABEL}" label by docs-lead: The train recall baseline of product\\_docs is lowered from 1 to 0.9231.`);
    const report = JSON.parse(await readFile(run.outputs["report-path"]!, "utf8")) as ActionReport;
    expect(report.baselineChanges.approval).toMatchObject({ approved: true, approvedBy: "docs-lead" });
    // the action cannot commit: it reports the ledger line the look would append
    expect(report.check.sources[0]!.heldOutLook).toMatchObject({ shown: "exact", recorded: false, looks: 1 });
    expect(body).toContain("This look is not in `chunkgate.ledger.jsonl`");
  });
});
