import { escapeCode, escapeMarkdown, escapeProse } from "./escape.js";
import { formatCount, plural } from "../formatCount.js";
import { renderSweepChart } from "./renderSweepChart.js";
import { sweepNotes } from "./sweepNotes.js";
import { sweepTable } from "./sweepTable.js";
import type { SweepReport } from "../usecases/index.js";

/**
 * A sweep as escaped Markdown: what was measured, the marked table, why that cell, the held-out
 * line, warnings, notes and the chart; a shard renders its table and notes only.
 */
export function renderSweepMarkdown(report: SweepReport): string {
  const { settings, corpus, questions } = report;
  const table = sweepTable(report);
  const notes = sweepNotes(report);
  const measured = [
    `${escapeCode(report.registry)} · golden set ${escapeCode(report.goldenSet)}`,
    escapeMarkdown(settings.retriever),
    `k=${settings.k}`,
    `${settings.unit === "tokens" ? `tokens (${settings.tokenizer})` : "words"}, ${settings.contextHeader ? "context header" : "no header"}`,
    `${plural(corpus.documents, "document")}, ${plural(corpus.sections, "section")}, ${formatCount(corpus.tokens)} tokens`,
    `train split only: ${plural(questions.train, "question")}${questions.spans > 0 ? ` (${plural(questions.spans, "gold span")})` : ""}`,
  ];
  const rows = [
    `| | ${table.header.join(" | ")} |`,
    `| :-- | :-- | ${table.header.slice(1).map(() => "--:").join(" | ")} |`,
    ...table.rows.map((row) => {
      const [name, ...rest] = row.values;
      const chosen = row.marks.includes("chosen");
      const mark = row.marks.map((m) => (m === "chosen" ? "**chosen**" : m)).join(", ");
      return `| ${mark} | ${chosen ? `**${escapeMarkdown(name!)}**` : escapeMarkdown(name!)} | ${rest.join(" | ")} |`;
    }),
  ];
  const blocks = [`### Sweep: ${escapeMarkdown(report.source)}`, measured.join(" · "), rows.join("\n")];
  if (notes.choice) blocks.push(escapeProse(notes.choice));
  if (notes.heldOut) blocks.push(escapeProse(notes.heldOut));
  if (notes.look) blocks.push(escapeProse(notes.look));
  if (notes.warning) blocks.push(`> [!WARNING]\n> ${escapeProse(notes.warning)}`);
  if (notes.notes.length > 0) blocks.push(notes.notes.map((n) => `- ${escapeProse(n)}`).join("\n"));
  if (report.choice) blocks.push(renderSweepChart(report));
  return blocks.join("\n\n") + "\n";
}
