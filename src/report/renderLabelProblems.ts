import type { LabelProblem } from "../evaluation/resolveQuestions.js";
import { escapeCode } from "./escapeMarkdown.js";
import { escapeProse } from "./escapeProse.js";
import { strong } from "./strong.js";

/**
 * Stale labels as a Markdown list, one item per golden-set key that no longer fits the corpus:
 * question id, `file:line` in the golden set, what is wrong and the fix (usually "did you mean
 * `X`?"). Shared by the check report and the PR comment; every piece is escaped.
 */
export function renderLabelProblems(problems: readonly LabelProblem[]): string {
  return problems
    .map((p) => `- ${strong(p.questionId)} at ${escapeCode(`${p.file}${p.line ? `:${p.line}` : ""}`)}: ${escapeProse(p.message)}. Fix: ${escapeProse(p.hint)}`)
    .join("\n");
}
