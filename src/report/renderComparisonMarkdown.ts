import { escapeMarkdown } from "./escape.js";
import type { RetrieverComparison } from "../usecases/index.js";
import { comparisonTable } from "./comparisonTable.js";
import { renderSweepMarkdown } from "./renderSweepMarkdown.js";

/** A retriever comparison as escaped Markdown: the side-by-side table and choices, then each retriever's sweep. */
export function renderComparisonMarkdown(comparison: RetrieverComparison): string {
  const table = comparisonTable(comparison);
  const rows = [
    `| ${table.header.map(escapeMarkdown).join(" | ")} |`,
    `| :-- | ${table.header.slice(1).map(() => "--:").join(" | ")} |`,
    ...table.rows.map(([name, ...values]) => `| ${escapeMarkdown(name!)} | ${values.join(" | ")} |`),
  ];
  const choices = table.choices.map(
    (c) => `- **${escapeMarkdown(c.kind)}** chose ${c.cell === null ? "nothing" : escapeMarkdown(c.cell)}: train ${c.train}, held-out ${c.heldOut} (${escapeMarkdown(c.identity)})`,
  );
  const blocks = [`## Retrievers compared: ${escapeMarkdown(comparison.source)}`, "Train split, the same cells for every retriever.", rows.join("\n"), choices.join("\n")];
  return [blocks.join("\n\n"), ...comparison.sweeps.map((sweep) => renderSweepMarkdown(sweep).trimEnd())].join("\n\n") + "\n";
}
