import type { LabelProblem } from "../evaluation/index.js";
import { escapeCode } from "./escapeMarkdown.js";
import { escapeProse } from "./escapeProse.js";
import { describeRelabel } from "./describeRelabel.js";
import { strong } from "./strong.js";

/**
 * Stale labels as a Markdown list, one item per golden-set key that no longer fits the corpus:
 * question id, `file:line` in the golden set, what is wrong and the fix (usually "did you mean
 * `X`?"); then, when `chunkgate relabel` can apply some of the fixes, the sentence that says so.
 * Shared by the check report and the sweep comment; every piece is escaped.
 */
export function renderLabelProblems(problems: readonly LabelProblem[]): string {
  const list = problems.map((p) => `- ${strong(p.questionId)} at ${escapeCode(`${p.file}${p.line ? `:${p.line}` : ""}`)}: ${escapeProse(p.message)}. Fix: ${escapeProse(p.hint)}`).join("\n");
  const relabel = describeRelabel(problems);
  return relabel === null ? list : `${list}\n\n${escapeProse(relabel)}`;
}
