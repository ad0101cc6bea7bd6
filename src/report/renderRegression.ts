import type { Regression } from "../usecases/index.js";
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
 * One regressed question as a Markdown list item: its facts, the question, then the engine's
 * message, indented into the item. Everything from the repository is escaped and bounded.
 */
export function renderRegression(regression: Regression, options: { runDepth: number }): string {
  const facts = [
    strong(regression.questionId),
    ...(regression.sourceId ? [escapeCode(regression.sourceId)] : []),
    regression.split === "train" ? "train" : "held-out",
    where(regression),
    formatRanks(regression, options.runDepth),
  ];
  const lines = [`- ${facts.join(" · ")}`];
  if (regression.question.trim() !== "") lines.push(`  ${escapeMarkdown(truncateText(regression.question, MAX_QUESTION))}`);
  const message = escapeProse(truncateText(regression.message, MAX_MESSAGE));
  if (message.trim() !== "") lines.push(`  ${message}`);
  return lines.join("\n");
}

/** The cause and where: a deleted section at its place before the change, anything else at head. */
function where(regression: Regression): string {
  const place = regression.cause === "deleted-section" ? regression.deleted : regression.location;
  return place ? `${causeLabel(regression.cause)} at ${escapeCode(formatLocation(place))}` : causeLabel(regression.cause);
}
