import { formatCount } from "../formatCount.js";
import type { Integrity, SweepCell, SweepReport } from "../usecases/index.js";

/** How a row is marked: the chosen cell, the registry's current configuration, a cell inside the band. */
export type RowMark = "chosen" | "current" | "in band";

/** One row of the sweep table: its marks and its formatted values, in {@link SweepTable.header} order. */
export interface SweepRow {
  marks: RowMark[];
  values: string[];
}

export interface SweepTable {
  header: string[];
  rows: SweepRow[];
}

/** The sweep table as formatted strings, one row per cell in grid order, so text and Markdown show the same numbers. */
export function sweepTable(report: SweepReport): SweepTable {
  const { k } = report.settings;
  const header = ["cell", `recall@${k}`, "context tokens/query", "MRR", `P@${k}`, "chunks", "stored tokens", "fold", "warnings", "blocks whole", "spans whole"];
  const rows = report.cells.map((cell) => ({ marks: marksOf(cell, report), values: values(cell) }));
  return { header, rows };
}

function marksOf(cell: SweepCell, report: SweepReport): RowMark[] {
  const marks: RowMark[] = [];
  if (report.choice?.cell === cell.name) marks.push("chosen");
  const current = report.current;
  if (cell.strategy === current.strategy && cell.size === current.size && cell.overlap === current.overlap) marks.push("current");
  if (report.choice && report.choice.cell !== cell.name && report.choice.inBand.includes(cell.name)) marks.push("in band");
  return marks;
}

function values(cell: SweepCell): string[] {
  const ratio = cell.overlapSpec > 0 && cell.overlapSpec < 1 ? ` (${cell.overlapSpec})` : "";
  const t = cell.train;
  return [
    `${cell.name}${ratio}`,
    `${t.recall.toFixed(3)} (${t.hits}/${t.questions})`,
    formatCount(t.contextTokensPerQuery),
    t.mrr.toFixed(3),
    t.precision.toFixed(3),
    formatCount(cell.cost.chunks),
    formatCount(cell.cost.storedTokens),
    `${cell.cost.fold.toFixed(2)}×`,
    cell.cost.warningRate === undefined ? "–" : `${(cell.cost.warningRate * 100).toFixed(1)}%`,
    cell.integrity.blocks.total === 0 ? "–" : `${share(cell.integrity.blocks)}%`,
    cell.integrity.spans.total === 0 ? "–" : `${cell.integrity.spans.whole}/${cell.integrity.spans.total}`,
  ];
}

function share(i: Integrity): string {
  return ((100 * i.whole) / i.total).toFixed(1);
}
