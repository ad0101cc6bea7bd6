import { keyedBy } from "../report/index.js";
import { isRequestFailure, type GitHubClient } from "./gitHubClient.js";
import type { PullRequestRef } from "../usecases/index.js";

/** The login GitHub gives comments written with the Actions token (`GITHUB_TOKEN`). */
const ACTIONS_BOT_LOGIN = "github-actions[bot]";

/** Who the token writes comments as; `assumed` when GitHub did not say (the token may not read `/user`). */
export interface CommentAuthor {
  login: string;
  assumed: boolean;
}

/** The fields of an issue comment that identify it. */
export interface ListedComment {
  id: number;
  body?: string | undefined;
  user: { login: string; type?: string } | null;
}

/**
 * The action's own comment keyed by `marker` on the pull request, read over all pages, so the
 * action only ever edits or reads back what it wrote. Request failures propagate.
 */
export async function findOwnComment(client: GitHubClient, pr: PullRequestRef, marker: string) {
  const author = await commentAuthor(client);
  const comments = await client.paginate(client.rest.issues.listComments, { owner: pr.owner, repo: pr.repo, issue_number: pr.number, per_page: 100 });
  return ownCommentAmong(comments, { marker, author });
}

/**
 * The oldest comment keyed by `marker` and written by `author` (an assumed author: else by any
 * bot). Comments by people never count, even quoting the marker.
 */
export function ownCommentAmong<T extends ListedComment>(comments: readonly T[], options: { marker: string; author: CommentAuthor }): T | undefined {
  const marked = comments.filter((c) => keyedBy(c.body ?? "", options.marker));
  const mine = marked.find((c) => c.user?.login === options.author.login);
  if (mine || !options.author.assumed) return mine;
  return marked.find((c) => c.user?.type === "Bot");
}

/** An installation token gets 403 from `GET /user`: `github-actions[bot]` is assumed then. */
async function commentAuthor(client: GitHubClient): Promise<CommentAuthor> {
  try {
    const { data } = await client.rest.users.getAuthenticated();
    return { login: data.login, assumed: false };
  } catch (error) {
    if (isRequestFailure(error) && error.status === 403) return { login: ACTIONS_BOT_LOGIN, assumed: true };
    throw error;
  }
}
