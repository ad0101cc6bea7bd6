import type { PullRequestReport } from "../usecases/pullRequest/types.js";
import { commentMarker } from "../report/commentMarkers.js";
import { renderPullRequestMarkdown } from "../report/renderPullRequestMarkdown.js";
import type { GitHubClient } from "./gitHubClient.js";
import type { PullRequestRef } from "./readRunContext.js";
import { writeComment } from "./writeComment.js";

/** GitHub's limit on an issue comment's body, in characters. */
export const COMMENT_MAX_LENGTH = 65_536;

/**
 * Writes the report as the registry's one gate comment on the pull request (see upsertComment). A
 * refusal by the API (403 with a read-only token, 404, 5xx) becomes a warning naming the missing
 * permission and the way out; the verdict and the summary stand, so the comment alone never
 * fails the step. Errors that are not API answers (bugs) propagate.
 */
export async function postComment(client: () => Promise<GitHubClient>, report: PullRequestReport, pr: PullRequestRef): Promise<void> {
  const body = renderPullRequestMarkdown(report, { maxLength: COMMENT_MAX_LENGTH });
  await writeComment(client, { pr, marker: commentMarker(report.registryPath), body, headSha: report.headSha }, "comment");
}
