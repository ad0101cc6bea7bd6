import type { LabelProblem } from "../evaluation/index.js";
import { escapeCode, escapeProse } from "./escape.js";
import { describeRelabel } from "./describeRelabel.js";
import { formatKeyPlace, strong } from "./format.js";

/**
 * Stale labels as an escaped Markdown list, each key's place, problem and fix, then the sentence
 * naming `chunkgate relabel` when it can apply some.
 */
export function renderLabelProblems(problems: readonly LabelProblem[]): string {
  const list = problems.map((p) => `- ${strong(p.questionId)} at ${escapeCode(formatKeyPlace(p))}: ${escapeProse(p.message)}. Fix: ${escapeProse(p.hint)}`).join("\n");
  const relabel = describeRelabel(problems);
  return relabel === null ? list : `${list}\n\n${escapeProse(relabel)}`;
}
