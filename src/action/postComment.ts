import { COMMENT_MAX_LENGTH, commentMarker, renderComment, renderPullRequestMarkdown } from "../report/index.js";
import { stateLine, type ActionState } from "./actionState.js";
import type { PullRequestRef, PullRequestReport } from "../usecases/index.js";
import type { GitHubClient } from "./gitHubClient.js";
import { writeComment } from "./writeComment.js";

/**
 * Writes the report as the registry's one gate comment on the pull request (renderComment, the
 * same body `chunkgate check --base --format md` prints; see upsertComment). A refusal by the API
 * (403 with a read-only token, 404, 5xx) becomes a warning naming the missing permission and the
 * way out; the verdict and the summary stand, so the comment alone never fails the step. Errors
 * that are not API answers (bugs) propagate.
 *
 * `state` (see ActionState) goes on the body's last line, the report bounded to leave it room; null
 * keeps the state the comment already holds (mode: report, whose artifact is not trusted with it).
 */
export async function postComment(client: () => Promise<GitHubClient>, report: PullRequestReport, pr: PullRequestRef, state: ActionState | null): Promise<void> {
  const line = state === null ? "" : stateLine(state);
  const body = line === "" ? renderComment(report) : `${renderPullRequestMarkdown(report, { maxLength: COMMENT_MAX_LENGTH - line.length - 1 })}\n${line}`;
  await writeComment(client, { pr, marker: commentMarker(report.registryPath), body, headSha: report.headSha, keepState: state === null }, "comment");
}
