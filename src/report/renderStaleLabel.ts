import type { StaleLabel } from "../usecases/index.js";
import { escapeCode, escapeMarkdown } from "./escapeMarkdown.js";
import { escapeProse } from "./escapeProse.js";
import { formatLocation } from "./formatLocation.js";
import { formatRanks } from "./formatRanks.js";
import { strong } from "./strong.js";
import { truncateText } from "./truncateText.js";

/** Longest question and message shown, in code points before escaping. */
const MAX_QUESTION = 300;
const MAX_MESSAGE = 600;

/**
 * One stale label of a pull request as a Markdown list item: id, source and split (when the base
 * scored it), the key's place in the golden set, where the change that made it stale is, and its
 * rank before → "not scored"; then the question; then what no longer fits and the fix ("did you
 * mean `X`?"). Everything from the repository is escaped and cut to a bounded length.
 */
export function renderStaleLabel(label: StaleLabel, options: { runDepth: number }): string {
  const facts = [
    strong(label.questionId),
    ...(label.sourceId ? [escapeCode(label.sourceId), label.split === "train" ? "train" : "held-out"] : []),
    `key ${escapeCode(`${label.file}${label.line ? `:${label.line}` : ""}`)} (${escapeCode(label.key)})`,
    ...(label.location && label.location.path !== label.file ? [`changed at ${escapeCode(formatLocation(label.location))}`] : []),
    formatRanks({ baseRank: label.baseRank, headRank: null }, options.runDepth, "not scored"),
  ];
  const lines = [`- ${facts.join(" · ")}`];
  if (label.question.trim() !== "") lines.push(`  ${escapeMarkdown(truncateText(label.question, MAX_QUESTION))}`);
  lines.push(`  ${escapeProse(truncateText(`${label.message}. Fix: ${label.hint}`, MAX_MESSAGE))}`);
  return lines.join("\n");
}
