import type { PullRequestReport } from "../usecases/index.js";
import { renderPullRequestMarkdown } from "./renderPullRequestMarkdown.js";

/** GitHub's limit on an issue comment's body, in characters. */
export const COMMENT_MAX_LENGTH = 65_536;

/**
 * The gate comment the action posts for a pull request report, byte for byte: what
 * `chunkgate check --base REF --format md` prints too, so a writer sees the comment before pushing.
 * renderPullRequestMarkdown bounded by GitHub's comment limit.
 */
export function renderComment(report: PullRequestReport): string {
  return renderPullRequestMarkdown(report, { maxLength: COMMENT_MAX_LENGTH });
}
