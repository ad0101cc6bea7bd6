import { UserError } from "../errors.js";
import { readActionReport, type ActionReport } from "./actionReport.js";
import { describeFailure, isRequestFailure, type GitHubClient } from "./gitHubClient.js";
import type { PullRequestRef } from "../usecases/index.js";
import type { ActionSettings } from "./parseInputs.js";
import type { RunContext } from "./readRunContext.js";

const ARTIFACT_HINT = "download the artifact of the triggering run: `run-id: ${{ github.event.workflow_run.id }}` in actions/download-artifact";

/**
 * `mode: report`: the report a fork-controlled run wrote, checked before anything is posted against
 * what GitHub says: it validates, names a pull request of this repository, and describes the
 * triggering run's head, which `GET /pulls/{number}` confirms with both repositories. Any failure
 * is a UserError, and nothing is posted.
 */
export async function loadPostedReport(options: {
  settings: Pick<ActionSettings, "jsonReport" | "reportMaxBytes">;
  context: RunContext;
  client: () => Promise<GitHubClient>;
}): Promise<{ report: ActionReport; pr: PullRequestRef }> {
  const { context } = options;
  const path = options.settings.jsonReport;
  const report = await readActionReport(path, options.settings.reportMaxBytes);
  const pr = report.pullRequest;
  if (pr === null) {
    throw new UserError("written by a run outside a pull request, so there is no pull request to comment on", { file: path });
  }
  const here = context.repository;
  if (here === null) throw new UserError("GITHUB_REPOSITORY is not set, so the report's pull request cannot be checked against this repository", { file: path });
  const repository = `${here.owner}/${here.repo}`;
  if (!sameName(`${pr.owner}/${pr.repo}`, repository)) {
    throw new UserError(`about ${pr.owner}/${pr.repo}#${pr.number}, but this workflow runs in ${repository}; chunkgate comments only on pull requests of its own repository`, { file: path });
  }
  const head = context.workflowRun?.headSha ?? context.pullRequest?.headSha ?? null;
  if (head === null) {
    throw new UserError(`\`mode: report\` needs the head commit the report must describe, which only a \`workflow_run\` or \`pull_request\` event gives, and this run's event is ${context.eventName || "unknown"}`, {
      hint: "run `mode: report` in a workflow triggered by `workflow_run` (see the two-workflow pattern in chunkgate's docs/action.md)",
    });
  }
  const checked = context.workflowRun ? `the workflow run that triggered this one checked ${head}` : `this run is for head ${head}`;
  if (report.headSha !== head) {
    throw new UserError(`describes head ${report.headSha}, but ${checked}`, { file: path, hint: ARTIFACT_HINT });
  }
  if (context.pullRequest && !context.workflowRun && context.pullRequest.number !== pr.number) {
    throw new UserError(`about pull request #${pr.number}, but this run is for #${context.pullRequest.number}`, { file: path });
  }
  const current = await fetchPullRequest(await options.client(), pr, path);
  if (current.head.sha !== head) {
    throw new UserError(
      `names ${repository}#${pr.number}, whose head is ${current.head.sha}, but ${checked}: the report is not about that pull request (or it was pushed to since), so nothing is posted`,
      { file: path, hint: ARTIFACT_HINT },
    );
  }
  const base = current.base.repo?.full_name ?? null;
  if (base === null || !sameName(base, repository)) {
    throw new UserError(`names ${repository}#${pr.number}, whose base repository is ${base ?? "unknown"}, not ${repository}; nothing is posted`, { file: path });
  }
  const from = context.workflowRun?.headRepository ?? null;
  const source = current.head.repo?.full_name ?? null;
  if (from !== null && (source === null || !sameName(source, from))) {
    throw new UserError(`names ${repository}#${pr.number}, whose head is in ${source ?? "a deleted repository"}, but the triggering run came from ${from}; nothing is posted`, { file: path });
  }
  return { report, pr };
}

/** The fields of `GET /pulls/{n}` the checks read. */
interface CurrentPullRequest {
  head: { sha: string; repo: { full_name: string } | null };
  base: { repo: { full_name: string } | null };
}

async function fetchPullRequest(client: GitHubClient, pr: PullRequestRef, path: string): Promise<CurrentPullRequest> {
  try {
    const { data } = await client.rest.pulls.get({ owner: pr.owner, repo: pr.repo, pull_number: pr.number });
    return data;
  } catch (error) {
    if (!isRequestFailure(error)) throw error;
    const what = error.status === 404 ? `${pr.owner}/${pr.repo} has no pull request #${pr.number} that this token can see` : `the GitHub API refused to show ${pr.owner}/${pr.repo}#${pr.number} (${describeFailure(error)})`;
    throw new UserError(`names a pull request chunkgate must check before posting, and ${what}`, {
      file: path,
      hint: "give the workflow `pull-requests: write` (which includes reading pull requests)",
    });
  }
}

function sameName(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
