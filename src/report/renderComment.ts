import type { PullRequestReport } from "../usecases/index.js";
import { renderPullRequestMarkdown } from "./renderPullRequestMarkdown.js";

/** GitHub's limit on an issue comment's body, in characters. */
const COMMENT_MAX_LENGTH = 65_536;

/**
 * The gate comment the action posts, byte for byte what `chunkgate check --base REF --format md`
 * prints, so a writer sees the comment before pushing; `lastLine` (the action's state) is kept
 * whole under GitHub's limit.
 */
export function renderComment(report: PullRequestReport, lastLine = ""): string {
  if (lastLine === "") return renderPullRequestMarkdown(report, { maxLength: COMMENT_MAX_LENGTH });
  return `${renderPullRequestMarkdown(report, { maxLength: COMMENT_MAX_LENGTH - lastLine.length - 1 })}\n${lastLine}`;
}
