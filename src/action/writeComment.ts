import { warnStep } from "./failStep.js";
import { describeCommentFailure } from "./describeCommentFailure.js";
import { isRequestFailure, type GitHubClient } from "./gitHubClient.js";
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
