import { commentMarker, renderComment } from "../report/index.js";
import type { PullRequestRef, PullRequestReport } from "../usecases/index.js";
import type { GitHubClient } from "./gitHubClient.js";
import { writeComment } from "./writeComment.js";

/**
 * Writes the report as the registry's one gate comment on the pull request (renderComment, the
 * same body `chunkgate check --base --format md` prints; see upsertComment). A refusal by the API
 * (403 with a read-only token, 404, 5xx) becomes a warning naming the missing permission and the
 * way out; the verdict and the summary stand, so the comment alone never fails the step. Errors
 * that are not API answers (bugs) propagate.
 */
export async function postComment(client: () => Promise<GitHubClient>, report: PullRequestReport, pr: PullRequestRef): Promise<void> {
  await writeComment(client, { pr, marker: commentMarker(report.registryPath), body: renderComment(report), headSha: report.headSha }, "comment");
}
