import type { BaselineChange } from "../gate/index.js";
import type { BaselineChangesReport } from "../usecases/index.js";
import { escapeCode, escapeMarkdown, escapeProse } from "./escape.js";
import { truncateText } from "./format.js";

/** Longest value or sentence shown, in code points before escaping: one change must never crowd out the rest. */
const MAX_VALUE = 120;
const MAX_SENTENCE = 500;

/**
 * A pull request's changes to what the gate measures against, as text lines: each change, the
 * approval, and the baselines recorded afresh. Empty when there is nothing to say.
 */
export function renderBaselineChangesText(changes: BaselineChangesReport): string[] {
  const out: string[] = [];
  if (changes.changes.length > 0) {
    out.push(`Baseline changes (${changes.changes.length}): what this pull request changes about what the gate measures against`);
    for (const c of changes.changes) out.push(`  ${c.needsApproval ? "needs approval" : "listed"} · ${place(c)} · ${c.key}${values(c)}`, `    ${c.sentence}`);
    if (changes.approval.sentence !== "") out.push(`  ${changes.approval.sentence}`);
    out.push("");
  }
  if (changes.recorded.length > 0) {
    out.push(`Baselines recorded in this pull request (${changes.recorded.length}):`, ...changes.recorded.map((r) => `  ${r.sentence}`), "");
  }
  return out;
}

/**
 * The same as Markdown for the comment's top, a missing approval in bold. Everything from the pull
 * request is escaped and bounded. Null when there is nothing to say.
 */
export function renderBaselineChangesMarkdown(changes: BaselineChangesReport): string | null {
  const blocks: string[] = [];
  if (changes.changes.length > 0) {
    blocks.push(`### Baseline changes (${changes.changes.length})`);
    blocks.push(
      changes.changes
        .map((c) => `- ${c.needsApproval ? "**needs approval**" : "listed"} · ${escapeCode(place(c))} · ${escapeCode(truncateText(c.key, MAX_VALUE))}${escapeMarkdown(truncateText(values(c), MAX_VALUE * 2 + 10))}\n  ${escapeProse(truncateText(c.sentence, MAX_SENTENCE))}`)
        .join("\n"),
    );
    const sentence = escapeProse(truncateText(changes.approval.sentence, MAX_SENTENCE * 2));
    if (changes.approval.sentence !== "") blocks.push(changes.approval.approved ? `✅ ${sentence}` : `❌ **${sentence}**`);
  }
  if (changes.recorded.length > 0) {
    blocks.push(`### Baselines recorded in this pull request (${changes.recorded.length})`, changes.recorded.map((r) => `- ${escapeProse(truncateText(r.sentence, MAX_SENTENCE))}`).join("\n"));
  }
  return blocks.length === 0 ? null : blocks.join("\n\n");
}

function place(c: BaselineChange): string {
  return `${c.at.file}:${c.at.line}${c.at.side === "base" ? " (at the base)" : ""}`;
}

/** `: before → after`; a value kept as it was is marked unchanged, never shown as a change to itself. */
function values(c: BaselineChange): string {
  if (c.before === null && c.after === null) return "";
  if (c.before === c.after) return `: ${truncateText(c.after!, MAX_VALUE)} (unchanged)`;
  return `: ${truncateText(c.before ?? "none", MAX_VALUE)} → ${truncateText(c.after ?? "none", MAX_VALUE)}`;
}
