import type { Regression } from "../usecases/pullRequest/types.js";
import { causeLabel } from "./causeLabel.js";
import { escapeCode, escapeMarkdown } from "./escapeMarkdown.js";
import { escapeProse } from "./escapeProse.js";
import { formatLocation } from "./formatLocation.js";
import { formatRanks } from "./formatRanks.js";
import { strong } from "./strong.js";
import { truncateText } from "./truncateText.js";

/** Longest question and message shown, in code points before escaping: one item must never crowd out the rest. */
const MAX_QUESTION = 300;
const MAX_MESSAGE = 600;

/**
 * One regressed question as a Markdown list item of up to three lines: id, source, split, cause,
 * `file:line` and base rank → head rank; then the question; then the engine's message, with
 * "did you mean `X`?" added for a stale label whose message does not already say it. Continuation
 * lines are indented into the item. Everything from the repository is escaped and cut to a bounded
 * length; deterministic.
 */
export function renderRegression(regression: Regression, options: { runDepth: number }): string {
  const facts = [
    strong(regression.questionId),
    ...(regression.sourceId ? [escapeCode(regression.sourceId)] : []),
    regression.split === "train" ? "train" : "held-out",
    regression.location ? `${causeLabel(regression.cause)} at ${escapeCode(formatLocation(regression.location))}` : causeLabel(regression.cause),
    formatRanks(regression, options.runDepth),
  ];
  const lines = [`- ${facts.join(" · ")}`];
  if (regression.question.trim() !== "") lines.push(`  ${escapeMarkdown(truncateText(regression.question, MAX_QUESTION))}`);
  const shown = truncateText(regression.message, MAX_MESSAGE);
  let message = escapeProse(shown);
  const suggestion = regression.suggestion;
  if (suggestion && !shown.includes(`\`${suggestion}\``)) message += `${message ? " " : ""}Did you mean ${escapeCode(truncateText(suggestion, MAX_QUESTION))}?`;
  if (message.trim() !== "") lines.push(`  ${message}`);
  return lines.join("\n");
}
