import { warnStep } from "./failStep.js";
import { describeCommentFailure } from "./describeCommentFailure.js";
import { isRequestFailure, type GitHubClient } from "./gitHubClient.js";
import { logInfo } from "./logInfo.js";
import { upsertComment, type CommentRequest } from "./upsertComment.js";

/**
 * Upserts one of chunkgate's comments (see upsertComment: found by its marker among the token's own
 * comments, updated in place, never overwriting a newer head's) and logs what happened, naming the
 * comment (`what`: "comment", "sweep comment"). A refusal by the API (403 with a read-only token,
 * 404, 5xx) becomes a warning naming the missing permission and the way out, so a comment alone
 * never fails the step. Errors that are not API answers (bugs) propagate.
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
