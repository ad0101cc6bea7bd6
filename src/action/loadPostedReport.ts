import { UserError } from "../errors.js";
import { readActionReport, type ActionReport } from "./actionReport.js";
import type { PullRequestRef, RunContext } from "./readRunContext.js";

/**
 * `mode: report`: the report an earlier `mode: check` run wrote, and the pull request it names,
 * checked before anything is posted: the file must be about a pull request of this repository,
 * and in a `workflow_run` workflow it must describe the head commit of the run that triggered
 * this one (GitHub sets that sha; the artifact itself comes from code a fork controls).
 */
export async function loadPostedReport(path: string, context: RunContext): Promise<{ report: ActionReport; pr: PullRequestRef }> {
  const report = await readActionReport(path);
  const pr = report.pullRequest;
  if (pr === null) {
    throw new UserError(`${path} was written by a run outside a pull request, so there is no pull request to comment on`, { file: path });
  }
  const here = context.repository;
  if (here && (here.owner.toLowerCase() !== pr.owner.toLowerCase() || here.repo.toLowerCase() !== pr.repo.toLowerCase())) {
    throw new UserError(`${path} is about ${pr.owner}/${pr.repo}#${pr.number}, but this workflow runs in ${here.owner}/${here.repo}; chunkgate comments only on pull requests of its own repository`, { file: path });
  }
  if (context.workflowRun && context.workflowRun.headSha !== report.headSha) {
    throw new UserError(`${path} describes head ${report.headSha.slice(0, 7)}, but the workflow run that triggered this one checked ${context.workflowRun.headSha.slice(0, 7)}`, {
      file: path,
      hint: "download the artifact of the triggering run: `run-id: ${{ github.event.workflow_run.id }}` in actions/download-artifact",
    });
  }
  return { report, pr };
}
