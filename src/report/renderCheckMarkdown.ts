import type { CheckReport } from "../usecases/index.js";
import { escapeCode, escapeMarkdown, escapeProse } from "./escape.js";
import { formatEmbeddingStats, verdictBadge } from "./format.js";
import { plural } from "../formatCount.js";
import { renderLabelProblems } from "./renderLabelProblems.js";
import { renderSourceMarkdown } from "./renderSourceMarkdown.js";
import { renderVerdictLine } from "./renderVerdictLine.js";
import { renderUnregisteredMarkdown } from "./renderUnregisteredMarkdown.js";

/** The check as escaped Markdown (`chunkgate check --format md`), safe to paste anywhere; not length-bounded. */
export function renderCheckMarkdown(report: CheckReport): string {
  const blocks: string[] = [
    renderVerdictLine(report),
    `${escapeCode(report.registry)} · golden set ${escapeCode(report.goldenSet)} · ${escapeMarkdown(report.retriever)} · k=${report.k} · run depth ${report.runDepth}`,
  ];
  if (report.embeddings) blocks.push(`Embeddings: ${escapeMarkdown(formatEmbeddingStats(report.embeddings))}.`);
  if (report.sources.length === 0) blocks.push("No source was evaluated.");
  for (const source of report.sources) {
    blocks.push(`### ${escapeMarkdown(source.id)}: ${verdictBadge(source.verdict)}`, renderSourceMarkdown(source, report));
  }
  if (report.labelProblems.length > 0) {
    blocks.push(
      `### Stale labels (${report.labelProblems.length})`,
      "These questions' golden-set keys no longer fit the corpus, so they were not scored. Fix them before trusting the numbers above.",
      renderLabelProblems(report.labelProblems),
    );
  }
  const unregistered = renderUnregisteredMarkdown(report.unregistered);
  if (unregistered !== null) blocks.push("### Unregistered shapes", unregistered);
  if (report.unanswerable.length > 0) {
    blocks.push(
      "### No answer in the corpus",
      `${plural(report.unanswerable.length, "question")} ${report.unanswerable.length === 1 ? "has" : "have"} \`supporting: []\` and ${report.unanswerable.length === 1 ? "is" : "are"} kept out of the metrics: ${report.unanswerable.map((q) => escapeMarkdown(q.id)).join(", ")}.`,
    );
  }
  if (report.warnings.length > 0) {
    blocks.push(`### Warnings (${report.warnings.length})`, report.warnings.map((w) => `- ${escapeProse(w)}`).join("\n"));
  }
  return blocks.join("\n\n") + "\n";
}
