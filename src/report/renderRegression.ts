import type { Regression, StaleLabel } from "../usecases/index.js";
import { causeLabel, formatKeyPlace, formatLocation, formatRanks, strong, truncateText } from "./format.js";
import { escapeCode, escapeMarkdown, escapeProse } from "./escape.js";

/** Longest question and message shown, in code points before escaping: one item must never crowd out the rest. */
const MAX_QUESTION = 300;
const MAX_MESSAGE = 600;

/**
 * One regressed question as a Markdown list item: its facts, the question, then the engine's
 * message, indented into the item. Everything from the repository is escaped and bounded.
 */
export function renderRegression(regression: Regression, options: { runDepth: number }): string {
  const place = regression.cause === "deleted-section" ? regression.deleted : regression.location;
  const facts = [
    strong(regression.questionId),
    ...(regression.sourceId ? [escapeCode(regression.sourceId)] : []),
    regression.split === "train" ? "train" : "held-out",
    // a deleted section at its place before the change, anything else at head
    place ? `${causeLabel(regression.cause)} at ${escapeCode(formatLocation(place))}` : causeLabel(regression.cause),
    formatRanks(regression, options.runDepth),
  ];
  return listItem(facts, regression.question, regression.message);
}

/** One stale label of a pull request as a list item likewise: its facts, the question, then what no longer fits and the fix. */
export function renderStaleLabel(label: StaleLabel, options: { runDepth: number }): string {
  const facts = [
    strong(label.questionId),
    ...(label.sourceId ? [escapeCode(label.sourceId), label.split === "train" ? "train" : "held-out"] : []),
    `key ${escapeCode(formatKeyPlace(label))} (${escapeCode(label.key)})`,
    ...(label.location && label.location.path !== label.file ? [`changed at ${escapeCode(formatLocation(label.location))}`] : []),
    formatRanks({ baseRank: label.baseRank, headRank: null }, options.runDepth, "not scored"),
  ];
  return listItem(facts, label.question, `${label.message}. Fix: ${label.hint}`);
}

function listItem(facts: readonly string[], question: string, message: string): string {
  const lines = [`- ${facts.join(" · ")}`];
  if (question.trim() !== "") lines.push(`  ${escapeMarkdown(truncateText(question, MAX_QUESTION))}`);
  const text = escapeProse(truncateText(message, MAX_MESSAGE));
  if (text.trim() !== "") lines.push(`  ${text}`);
  return lines.join("\n");
}
