import { formatCount, plural } from "../formatCount.js";
import { cellName, type Integrity, type RetrieverComparison, type SweepCell, type SweepChoice, type SweepReport } from "../usecases/index.js";
import { describeLook, heldOutCell } from "./describe.js";
import { recallWithCounts } from "./format.js";
import { heldOutBelowTrain } from "../gate/index.js";

/** How a row is marked: the chosen cell, the registry's current configuration, a cell inside the band. */
export type RowMark = "chosen" | "current" | "in band";

/** One row of the sweep table: its marks and its formatted values, in {@link SweepTable.header} order. */
export interface SweepRow {
  marks: RowMark[];
  values: string[];
}

/** A sweep's table before rendering: its header and one row per cell. */
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
    recallWithCounts(t),
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

/** The comparison as formatted strings, shared by the text and Markdown renderers. */
export interface ComparisonTable {
  /** `cell`, then one column per retriever. */
  header: string[];
  /** One row per cell of the grid: its name, then each retriever's `recall (hits/questions) · MRR`. */
  rows: string[][];
  /** Per retriever: its identity, its chosen cell, that cell's train and held-out recall. */
  choices: Array<{ kind: string; identity: string; cell: string | null; train: string; heldOut: string }>;
}

/** Train recall@k and MRR of every cell under every retriever side by side, and each retriever's choice. */
export function comparisonTable(comparison: RetrieverComparison): ComparisonTable {
  const { sweeps } = comparison;
  const kinds = sweeps.map((s) => kindOf(s.settings.retriever));
  const names = sweeps[0]?.cells.map((c) => c.name) ?? [];
  const rows = names.map((name) => [
    name,
    ...sweeps.map((sweep) => {
      const cell = sweep.cells.find((c) => c.name === name);
      return cell ? `${recallWithCounts(cell.train)} · ${cell.train.mrr.toFixed(3)}` : "–";
    }),
  ]);
  const choices = sweeps.map((sweep, i) => {
    const chosen = sweep.choice ? sweep.cells.find((c) => c.name === sweep.choice!.cell) : undefined;
    const held = sweep.choice?.heldOut;
    return {
      kind: kinds[i]!,
      identity: sweep.settings.retriever,
      cell: chosen?.name ?? null,
      train: chosen ? recallWithCounts(chosen.train) : "–",
      heldOut: held && held.questions > 0 ? (heldOutCell(sweep.choice!) ?? recallWithCounts(held)) : "–",
    };
  });
  const k = sweeps[0]?.settings.k ?? 0;
  return { header: ["cell", ...kinds.map((kind) => `${kind} recall@${k} · MRR`)], rows, choices };
}

/** `embeddings` from `embeddings(host=…)`: the name before the parameters. */
function kindOf(identity: string): string {
  const open = identity.indexOf("(");
  return open === -1 ? identity : identity.slice(0, open);
}

/** The sentences under a sweep table, in engine prose (names in backticks, for escapeProse). */
export interface SweepNotes {
  /** Why the chosen cell won; this and the next two are null for a shard. */
  choice: string | null;
  /** The chosen cell's held-out score, as thresholdout shows it. */
  heldOut: string | null;
  look: string | null;
  /** The overfit warning (heldOutBelowTrain). */
  warning: string | null;
  notes: string[];
}

/** The words under a sweep table, shared by the Markdown and text renderers. */
export function sweepNotes(report: SweepReport): SweepNotes {
  const { k, overfitMargin, confidence } = report.settings;
  const notes: string[] = [];
  if (report.shard) {
    notes.push(
      `Shard ${report.shard.index} of ${report.shard.count}: ${plural(report.cells.length, "cell")} of the grid, nothing chosen yet; \`chunkgate merge\` joins the shards, chooses and scores the held-out split once.`,
    );
  }
  const current = report.current;
  const inGrid = report.cells.some((c) => c.strategy === current.strategy && c.size === current.size && c.overlap === current.overlap);
  if (!inGrid && !report.shard) notes.push(`The current configuration, \`${cellName(current)}\`, is not a cell of this grid.`);
  for (const s of report.skipped) notes.push(`Skipped ${s.strategy} size ${s.size} with overlap ${s.overlapSpec}: ${s.reason}.`);
  const choice = report.choice;
  if (choice === null) return { choice: null, heldOut: null, look: null, warning: null, notes };
  const chosen = report.cells.find((c) => c.name === choice.cell)!;
  const h = choice.heldOut;
  const look = choice.heldOutLook;
  const guarded = heldOutCell(choice);
  const heldOut =
    h.questions === 0
      ? `No held-out question lands in this source, so the choice could not be confirmed on questions it was not chosen with.`
      : guarded !== null
        ? `Held-out recall@${k} of \`${chosen.name}\`, scored once on ${plural(h.questions, "question")} and shown as thresholdout allows: ${guarded}, against ${chosen.train.recall.toFixed(3)} on train.`
        : `Held-out recall@${k} of \`${chosen.name}\`, scored once: ${recallWithCounts(h, " of ")}, against ${chosen.train.recall.toFixed(3)} on train.`;
  const shown = look?.protect === "thresholdout" ? (look.value ?? 0) : h.recall;
  const gap = heldOutBelowTrain({ train: chosen.train, heldOut: { hits: Math.round(shown * h.questions), questions: h.questions }, confidence, margin: overfitMargin });
  const warning = choice.overfit && gap !== null ? `${look?.shown === "noisy" ? "(Noisy, as thresholdout shows it.) " : ""}${gap} Add questions to the golden set and sweep again before recording it.` : null;
  return { choice: describeChoice(report, choice, chosen), heldOut, look: look === null ? null : describeLook(look, "chunkgate sweep --ledger"), warning, notes };
}

/** Why a completed sweep's cell was chosen: best recall, band, deciding criterion, cost, where the current stood. */
function describeChoice(report: SweepReport, choice: SweepChoice, chosen: SweepCell): string {
  const best = report.cells.find((c) => c.name === choice.best)!;
  const recall = `train recall@${report.settings.k}`;
  const bestScore = recallWithCounts(best.train, " of ");
  const band = bandClause(choice);
  if (choice.decidedBy === "only-cell") {
    return `\`${chosen.name}\` is chosen: it has the best ${recall}, ${bestScore}, and no other cell is inside the choice band: ${band}.${costNote(chosen, best)}${currentNote(report, choice)}`;
  }
  const where = best === chosen ? "is its own" : `is at \`${best.name}\``;
  return `\`${chosen.name}\` is chosen: the best ${recall}, ${bestScore}, ${where}; ${band}, and \`${chosen.name}\` is the simplest of them: ${criterion(chosen, choice)}.${costNote(chosen, best)}${currentNote(report, choice)}`;
}

function bandClause(choice: SweepChoice): string {
  const { questions, allowedLoss, floorHits } = choice.band;
  const which = allowedLoss === 0 ? "only the cells level with the best" : `the cells at most ${plural(allowedLoss, "question")} below the best`;
  return `the choice band (\`sweep.choice_band\`: ${allowedLoss}) keeps ${which} on the same ${plural(questions, "train question")} (${floorHits} of ${questions} or more): ${plural(choice.inBand.length, "cell")}`;
}

function criterion(chosen: SweepCell, choice: SweepChoice): string {
  if (choice.decidedBy === "no-overlap") return "the only one without overlap";
  const lead = chosen.overlap === 0 ? "no overlap, then" : "all of them overlap, and it has";
  const chunks = formatCount(chosen.cost.chunks);
  if (choice.decidedBy === "chunks") return `${lead} the fewest chunks (${chunks})`;
  if (choice.decidedBy === "stored-tokens") return `${lead} the fewest chunks (${chunks}, tied) and then the fewest stored tokens (${formatCount(chosen.cost.storedTokens)})`;
  return `${lead} the fewest chunks and stored tokens (tied), and it comes first in grid order`;
}

/** What every answer costs at the chosen cell, and at the best when that is another cell. */
function costNote(chosen: SweepCell, best: SweepCell): string {
  const sends = `It sends ${formatCount(chosen.train.contextTokensPerQuery)} context tokens per query`;
  return best === chosen ? ` ${sends}.` : ` ${sends}, against ${formatCount(best.train.contextTokensPerQuery)} at \`${best.name}\`.`;
}

/** Where the registry's current configuration stood, when it is a cell other than the chosen one. */
function currentNote(report: SweepReport, choice: SweepChoice): string {
  const current = report.cells.find((c) => c.name === cellName(report.current));
  if (current === undefined || current.name === choice.cell) return "";
  if (!choice.inBand.includes(current.name)) return ` The current configuration, \`${current.name}\`, is outside the band at ${recallWithCounts(current.train, " of ")}.`;
  return ` The current configuration, \`${current.name}\`, is inside the band at ${recallWithCounts(current.train, " of ")} but not the simplest there.`;
}
