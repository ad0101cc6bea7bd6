import { commentAuthor } from "./commentAuthor.js";
import { EMPTY_STATE, readActionState, type ActionState } from "./actionState.js";
import { findOwnComment } from "./findOwnComment.js";
import { describeFailure, isRequestFailure, type GitHubClient } from "./gitHubClient.js";
import type { PullRequestRef } from "../usecases/index.js";

/**
 * The state the action kept in its own gate comment, found as upsertComment finds it, so a comment
 * by anyone else is never read. No comment, or a refused listing (logged), is the empty state.
 */
export async function readOwnState(options: { client: GitHubClient; pr: PullRequestRef; marker: string; log: (message: string) => void }): Promise<ActionState> {
  const { client, pr, marker } = options;
  try {
    const author = await commentAuthor(client);
    const comments = await client.paginate(client.rest.issues.listComments, { owner: pr.owner, repo: pr.repo, issue_number: pr.number, per_page: 100 });
    const own = findOwnComment(comments, { marker, author });
    return own ? readActionState(own.body ?? "") : EMPTY_STATE;
  } catch (error) {
    if (!isRequestFailure(error)) throw error;
    options.log(`chunkgate could not read its own comment on #${pr.number} (${describeFailure(error)}), so it starts without the approvals and held-out looks recorded there; give the workflow \`pull-requests: read\` and \`issues: read\``);
    return EMPTY_STATE;
  }
}
