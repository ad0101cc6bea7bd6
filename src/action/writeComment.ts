import { warnStep } from "./failStep.js";
import { describeFailure, isRequestFailure, networkFailure, type GitHubClient, type RequestFailure } from "./gitHubClient.js";
import type { PullRequestRef } from "../usecases/index.js";
import { logInfo } from "./logInfo.js";
import { upsertComment, type CommentRequest } from "./upsertComment.js";

/**
 * Upserts one of chunkgate's comments and logs what happened. An API refusal is a warning naming
 * the missing permission, so a comment never fails the step; other errors propagate.
 */
export async function writeComment(client: () => Promise<GitHubClient>, request: CommentRequest, what: string): Promise<void> {
  try {
    const result = await upsertComment(await client(), request);
    if (result.action === "skipped") logInfo(`chunkgate left ${what} ${result.url} as it is: ${result.reason}`);
    else logInfo(`chunkgate ${result.action} ${what} ${result.url}`);
  } catch (error) {
    if (!isRequestFailure(error)) throw error;
    warnStep(describeCommentFailure(error, request.pr, what));
  }
}

/**
 * A warning for a comment the API refused, naming the permission and the way out (for forks, the
 * two-workflow pattern, which carries the gate comment only); it never fails the step alone.
 */
export function describeCommentFailure(failure: RequestFailure, pr: PullRequestRef, what = "comment"): string {
  const where = `${pr.owner}/${pr.repo}#${pr.number}`;
  const stands = "The verdict and the job summary stand.";
  const network = networkFailure(failure);
  if (network !== null) return `chunkgate could not write its ${what} on ${where}: ${network}. ${stands}`;
  if (failure.status === 403) {
    return (
      `chunkgate could not write its ${what} on ${where}: the token lacks the \`pull-requests: write\` permission (HTTP 403: ${failure.message}). ` +
      "Grant it in the workflow (`permissions: { contents: read, pull-requests: write }`). " +
      (what === "comment"
        ? "On pull requests from forks the token is always read-only: use the two-workflow pattern, which evaluates on `pull_request`, uploads the JSON report as an artifact and comments from a `workflow_run` workflow with `mode: report` " +
          `(chunkgate's docs/action.md, "Pull requests from forks"). `
        : "On pull requests from forks the token is always read-only, and `mode: report` posts only the gate comment: read the sweep in the job summary. ") +
      stands
    );
  }
  if (failure.status === 404) {
    return (
      `chunkgate could not write its ${what} on ${where}: the API answered 404 (${failure.message}). ` +
      "The pull request or the comment does not exist, or the token cannot see the repository; check `github-token` and that it has `pull-requests: write`. " +
      stands
    );
  }
  return `chunkgate could not write its ${what} on ${where}: ${describeFailure(failure)}. ${stands}`;
}
