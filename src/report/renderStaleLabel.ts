import type { StaleLabel } from "../usecases/index.js";
import { escapeCode, escapeMarkdown } from "./escapeMarkdown.js";
import { escapeProse } from "./escapeProse.js";
import { formatKeyPlace, formatLocation } from "./formatLocation.js";
import { formatRanks } from "./formatRanks.js";
import { strong } from "./strong.js";
import { truncateText } from "./truncateText.js";

/** Longest question and message shown, in code points before escaping. */
const MAX_QUESTION = 300;
const MAX_MESSAGE = 600;

/**
 * One stale label of a pull request as a Markdown list item: its facts, the question, then what no
 * longer fits and the fix. Everything from the repository is escaped and bounded.
 */
export function renderStaleLabel(label: StaleLabel, options: { runDepth: number }): string {
  const facts = [
    strong(label.questionId),
    ...(label.sourceId ? [escapeCode(label.sourceId), label.split === "train" ? "train" : "held-out"] : []),
    `key ${escapeCode(formatKeyPlace(label))} (${escapeCode(label.key)})`,
    ...(label.location && label.location.path !== label.file ? [`changed at ${escapeCode(formatLocation(label.location))}`] : []),
    formatRanks({ baseRank: label.baseRank, headRank: null }, options.runDepth, "not scored"),
  ];
  const lines = [`- ${facts.join(" · ")}`];
  if (label.question.trim() !== "") lines.push(`  ${escapeMarkdown(truncateText(label.question, MAX_QUESTION))}`);
  lines.push(`  ${escapeProse(truncateText(`${label.message}. Fix: ${label.hint}`, MAX_MESSAGE))}`);
  return lines.join("\n");
}
