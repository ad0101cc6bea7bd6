import { keyedBy } from "../report/index.js";
import type { CommentAuthor } from "./commentAuthor.js";

/** The fields of an issue comment that identify it. */
export interface ListedComment {
  id: number;
  body?: string | undefined;
  user: { login: string; type?: string } | null;
}

/**
 * The comment this registry's runs own: the first (oldest) one whose first line is `marker` (keyedBy:
 * a marker quoted anywhere else in a body, by a person or by document text, never counts) and written by
 * `author`. When the author's login was assumed (an installation token cannot read `/user`), a
 * marked comment by `github-actions[bot]` comes first, else one by any bot account (a GitHub App
 * token writes as `<app>[bot]`). Comments by people are never candidates, even when they quote the
 * marker.
 */
export function findOwnComment<T extends ListedComment>(comments: readonly T[], options: { marker: string; author: CommentAuthor }): T | undefined {
  const marked = comments.filter((c) => keyedBy(c.body ?? "", options.marker));
  const mine = marked.find((c) => c.user?.login === options.author.login);
  if (mine || !options.author.assumed) return mine;
  return marked.find((c) => c.user?.type === "Bot");
}
