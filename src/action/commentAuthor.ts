import { isRequestFailure, type GitHubClient } from "./gitHubClient.js";

/** The login GitHub gives comments written with the Actions token (`GITHUB_TOKEN`). */
const ACTIONS_BOT_LOGIN = "github-actions[bot]";

/** Who the token writes comments as. */
export interface CommentAuthor {
  login: string;
  /** True when the login is assumed (the token may not read `/user`), not reported by GitHub. */
  assumed: boolean;
}

/**
 * The identity the token writes comments as, so the action only edits its own comment. An
 * installation token gets 403 from `GET /user`: `github-actions[bot]` is assumed then.
 */
export async function commentAuthor(client: GitHubClient): Promise<CommentAuthor> {
  try {
    const { data } = await client.rest.users.getAuthenticated();
    return { login: data.login, assumed: false };
  } catch (error) {
    if (isRequestFailure(error) && error.status === 403) return { login: ACTIONS_BOT_LOGIN, assumed: true };
    throw error;
  }
}
