import { escapeMarkdown } from "./escapeMarkdown.js";
import type { RetrieverComparison } from "../usecases/index.js";
import { comparisonTable } from "./comparisonTable.js";
import { renderSweepMarkdown } from "./renderSweepMarkdown.js";

/**
 * A retriever comparison as GitHub-flavoured Markdown: a heading, the side-by-side table (train
 * recall@k · MRR per cell and retriever), each retriever's choice and held-out score, then each
 * retriever's own sweep as `chunkgate sweep --format md` renders it. Text from the repository is
 * escaped. Deterministic; ends with one newline.
 */
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
