import { COMMENT_MAX_LENGTH, commentMarker, renderComment, renderPullRequestMarkdown } from "../report/index.js";
import { stateLine, type ActionState } from "./actionState.js";
import type { PullRequestRef, PullRequestReport } from "../usecases/index.js";
import type { GitHubClient } from "./gitHubClient.js";
import { writeComment } from "./writeComment.js";

/**
 * Writes the report as the registry's gate comment (renderComment, the body `check --base --format
 * md` prints; upsertComment), with `state` on its last line (null keeps the comment's own). An API
 * refusal becomes a warning naming the missing permission, so the comment alone never fails the
 * step; errors that are not API answers propagate.
 */
export async function postComment(client: () => Promise<GitHubClient>, report: PullRequestReport, pr: PullRequestRef, state: ActionState | null): Promise<void> {
  const line = state === null ? "" : stateLine(state);
  const body = line === "" ? renderComment(report) : `${renderPullRequestMarkdown(report, { maxLength: COMMENT_MAX_LENGTH - line.length - 1 })}\n${line}`;
  await writeComment(client, { pr, marker: commentMarker(report.registryPath), body, headSha: report.headSha, keepState: state === null }, "comment");
}
