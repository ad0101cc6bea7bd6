import type { PullRequestReport } from "../usecases/index.js";
import { escapeCode } from "./escapeMarkdown.js";
import { escapeProse } from "./escapeProse.js";
import type { Annotation } from "./selectAnnotations.js";
import { renderPullRequestMarkdown } from "./renderPullRequestMarkdown.js";

/** GitHub's limit on one step's job summary, in bytes. */
const SUMMARY_MAX_BYTES = 1024 * 1024;

/** The most UTF-16 code units certain to fit the summary: a code unit is at most 3 bytes in UTF-8. */
export const SUMMARY_MAX_LENGTH = Math.floor(SUMMARY_MAX_BYTES / 3) - 4096;

/** Room kept for the list of annotations GitHub could not show. */
const OMITTED_MAX_LENGTH = 64 * 1024;

/**
 * The job summary: the comment's Markdown under the summary's own limit, then the annotations
 * GitHub could not show, so none is lost. At most `maxLength` when that leaves room for the list.
 */
export function renderSummary(report: PullRequestReport, omitted: readonly Annotation[], maxLength: number = SUMMARY_MAX_LENGTH): string {
  const list = renderOmitted(omitted);
  return renderPullRequestMarkdown(report, { maxLength: maxLength - list.length }) + list;
}

function renderOmitted(omitted: readonly Annotation[]): string {
  if (omitted.length === 0) return "";
  const heading = `\n### Annotations not shown on the diff (${omitted.length})\n\nGitHub shows at most 10 error and 10 warning annotations per step; these did not fit:\n\n`;
  let text = heading;
  for (const [i, a] of omitted.entries()) {
    const line = `- ${a.level} at ${escapeCode(`${a.path}:${a.startLine}`)}: ${escapeProse(a.title)}: ${escapeProse(a.message)}\n`;
    if (text.length + line.length > OMITTED_MAX_LENGTH) {
      text += `- … and ${omitted.length - i} more (see the JSON report)\n`;
      break;
    }
    text += line;
  }
  return text;
}
