import { plural } from "../formatCount.js";
import { sweepNotes } from "./sweepNotes.js";
import { sweepTable, type RowMark } from "./sweepTable.js";
import type { SweepReport } from "../usecases/index.js";
import { alignColumns } from "./format.js";

const SYMBOL: Record<RowMark, string> = { chosen: "*", current: "c", "in band": "~" };

/** A sweep as plain text for a terminal: the same table and notes as the Markdown, marks explained in a legend. */
export function renderSweepText(report: SweepReport): string {
  const { settings, corpus, questions } = report;
  const table = sweepTable(report);
  const notes = sweepNotes(report);
  const out = [
    `chunkgate sweep: ${report.source} · ${report.registry} · ${report.goldenSet} · ${settings.retriever} · k=${settings.k} · ${settings.unit}${settings.contextHeader ? ", context header" : ""}`,
    `corpus: ${plural(corpus.documents, "document")}, ${plural(corpus.sections, "section")}, ${corpus.tokens} tokens · train split only: ${plural(questions.train, "question")}, ${plural(questions.spans, "gold span")}`,
    "",
  ];
  const rows = [["", ...table.header], ...table.rows.map((r) => [r.marks.map((m) => SYMBOL[m]).join(""), ...r.values])];
  out.push(...alignColumns(rows, 2));
  out.push(report.choice ? `(* chosen, c current, ~ inside the choice band: at most ${plural(report.choice.band.allowedLoss, "train hit")} fewer than the best)` : "(c current)", "");
  if (notes.choice) out.push(notes.choice);
  if (notes.heldOut) out.push(notes.heldOut);
  if (notes.look) out.push(`held-out: ${notes.look}`);
  if (notes.warning) out.push(`warning: ${notes.warning}`);
  for (const note of notes.notes) out.push(`note: ${note}`);
  return out.join("\n") + "\n";
}
