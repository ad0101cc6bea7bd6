import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import type { ActionReport } from "../../src/action/actionReport.js";
import { RUNNERS } from "../helpers/actionHarness.js";
import { trackFakeGitHub } from "../helpers/trackFakeGitHub.js";
import { scenario } from "./scenario.js";

/** The base protects the held-out split with thresholdout, with a threshold the held-out gap (train 1.0, held-out 0.7) always crosses. */
const protectedBase = { "chunkgate.yml": (t: string) => t.replace("sources:", "held_out: { protect: thresholdout, threshold: 0.01, sigma: 0.001, budget: 2 }\nsources:") };
/** Push `n`: one more sentence on the warranty page, so the source is evaluated (and its held-out split looked at) on every push. */
const push = (n: number) => ({ "docs/products/warranty-terms.md": (t: string) => t.replace("## Extended warranty", `Note ${n}: keep the invoice.\n\n## Extended warranty`) });

const track = trackFakeGitHub();

describe.each(RUNNERS)("held-out looks across a pull request's pushes (%s)", (_name, runAction) => {
  it("spends the thresholdout budget across four pushes, kept in the action's own comment, until it is exhausted", async () => {
    const { github, pullRequestRun, repo } = await track(scenario([push(1), push(2), push(3), push(4)], undefined, protectedBase));
    const seen: Array<[string, number | null]> = [];
    for (const head of repo.heads) {
      await repo.checkout(head);
      github.headSha = head; // the pull request's head moves with each push
      const run = await runAction(pullRequestRun({ head }));
      const report = JSON.parse(await readFile(run.outputs["report-path"]!, "utf8")) as ActionReport;
      const look = report.check.sources[0]!.heldOutLook!;
      seen.push([look.shown, look.remaining]);
    }
    expect(seen).toEqual([
      ["noisy", 1],
      ["noisy", 0],
      ["exhausted", 0],
      ["exhausted", 0],
    ]);
    expect(github.comments).toHaveLength(1);
    expect(github.comments[0]!.body).toContain("needs new questions");
    // a copy of the comment by someone else, without the looks, changes nothing: only the action's own comment is read
    github.addComment(github.comments[0]!.body.replace(/\n<!-- chunkgate-state [^\n]*$/, ""), "mallory");
    const again = await runAction(pullRequestRun());
    const report = JSON.parse(await readFile(again.outputs["report-path"]!, "utf8")) as ActionReport;
    expect(report.check.sources[0]!.heldOutLook).toMatchObject({ shown: "exhausted", remaining: 0 });
  });
});
