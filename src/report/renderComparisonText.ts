import type { RetrieverComparison } from "../usecases/index.js";
import { comparisonTable } from "./comparisonTable.js";
import { renderSweepText } from "./renderSweepText.js";

/**
 * A retriever comparison for a terminal: each retriever's sweep as `chunkgate sweep` prints it,
 * then the side-by-side table of train recall@k · MRR per cell and each retriever's choice with
 * its held-out score. Deterministic.
 */
export function renderComparisonText(comparison: RetrieverComparison): string {
  const table = comparisonTable(comparison);
  const out = comparison.sweeps.map((sweep) => renderSweepText(sweep));
  const lines = [`Retrievers compared on ${comparison.source} (train split, same cells):`, ""];
  const rows = [table.header, ...table.rows];
  const widths = table.header.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  for (const row of rows) lines.push(row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join("  ").trimEnd());
  lines.push("");
  for (const choice of table.choices) {
    lines.push(`${choice.kind}: chose ${choice.cell ?? "nothing"} · train ${choice.train} · held-out ${choice.heldOut} · ${choice.identity}`);
  }
  out.push(lines.join("\n") + "\n");
  return out.join("\n");
}
