import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { UserError, writeFailure } from "../errors.js";
import type { PullRequestRef, PullRequestReport } from "../usecases/index.js";
import { describeFailure, isRequestFailure, type GitHubClient } from "./gitHubClient.js";
import type { ActionSettings } from "./parseInputs.js";
import type { RunContext } from "./readRunContext.js";

/** The `json-report` file: the engine's report plus its pull request, which a fork's `workflow_run` does not carry. */
export interface ActionReport extends PullRequestReport {
  /** Where the comment goes; null when the check ran outside a pull request. */
  pullRequest: PullRequestRef | null;
}

/** Writes a report as pretty JSON, creating its folder; an unwritable path is a UserError naming `json-report`. */
export async function writeReportFile(path: string, report: unknown): Promise<void> {
  try {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, `${JSON.stringify(report, null, 2)}\n`);
  } catch (error) {
    throw writeFailure(path, error, "input `json-report`");
  }
}

/** Reads an earlier check's report, untrusted: refused by size before it is read, then validated; else a UserError. */
export async function readActionReport(path: string, maxBytes: number): Promise<ActionReport> {
  const missing = () => {
    throw new UserError(`input \`json-report\` names ${path}, which does not exist`, { hint: "download the artifact the `pull_request` run uploaded (actions/download-artifact) to that path first" });
  };
  const { size } = await stat(path).catch(missing);
  if (size > maxBytes) {
    throw new UserError(`is ${formatMb(size)}, over the ${formatMb(maxBytes)} a report may have (input \`report-max-mb\`)`, {
      file: path,
      hint: "a chunkgate report of a few thousand sources stays far under it: check that the artifact is the one the `pull_request` run uploaded, or raise `report-max-mb`",
    });
  }
  const text = await readFile(path, "utf8").catch(missing);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new UserError(`not JSON: ${(error as Error).message}`, { file: path });
  }
  // Loaded on use: only `mode: report` needs the validator and its schema library.
  const { validateActionReport } = await import("./validateActionReport.js");
  return validateActionReport(value, path);
}

function formatMb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(bytes < 1024 * 1024 ? 3 : 1)} MB`;
}

const ARTIFACT_HINT = "download the artifact of the triggering run: `run-id: ${{ github.event.workflow_run.id }}` in actions/download-artifact";

/**
 * `mode: report`: the report a fork-controlled run wrote, checked against GitHub before anything is posted:
 * it validates, names a pull request of this repository, and describes the triggering run's head; else a UserError.
 */
export async function loadPostedReport(options: {
  settings: Pick<ActionSettings, "jsonReport" | "reportMaxBytes">;
  context: RunContext;
  client: () => Promise<GitHubClient>;
}): Promise<ActionReport> {
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
  return report;
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
