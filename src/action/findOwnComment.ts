import { keyedBy } from "../report/index.js";
import type { CommentAuthor } from "./commentAuthor.js";

/** The fields of an issue comment that identify it. */
export interface ListedComment {
  id: number;
  body?: string | undefined;
  user: { login: string; type?: string } | null;
}

/**
 * The oldest comment keyed by `marker` and written by `author` (an assumed author: else by any
 * bot). Comments by people never count, even quoting the marker.
 */
export function findOwnComment<T extends ListedComment>(comments: readonly T[], options: { marker: string; author: CommentAuthor }): T | undefined {
  const marked = comments.filter((c) => keyedBy(c.body ?? "", options.marker));
  const mine = marked.find((c) => c.user?.login === options.author.login);
  if (mine || !options.author.assumed) return mine;
  return marked.find((c) => c.user?.type === "Bot");
}
