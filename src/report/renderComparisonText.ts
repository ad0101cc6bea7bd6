import type { RetrieverComparison } from "../usecases/index.js";
import { comparisonTable } from "./comparisonTable.js";
import { renderSweepText } from "./renderSweepText.js";
import { alignColumns } from "./format.js";

/** A retriever comparison for a terminal: each retriever's sweep, then the side-by-side table and choices. */
export function renderComparisonText(comparison: RetrieverComparison): string {
  const table = comparisonTable(comparison);
  const out = comparison.sweeps.map((sweep) => renderSweepText(sweep));
  const lines = [`Retrievers compared on ${comparison.source} (train split, same cells):`, ""];
  lines.push(...alignColumns([table.header, ...table.rows]));
  lines.push("");
  for (const choice of table.choices) {
    lines.push(`${choice.kind}: chose ${choice.cell ?? "nothing"} · train ${choice.train} · held-out ${choice.heldOut} · ${choice.identity}`);
  }
  out.push(lines.join("\n") + "\n");
  return out.join("\n");
}
