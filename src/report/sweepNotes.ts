import { heldOutBelowTrain } from "../gate/index.js";
import { plural } from "../formatCount.js";
import { cellName, type SweepReport } from "../usecases/index.js";
import { describeChoice } from "./describeChoice.js";
import { describeLook, heldOutCell } from "./describeBaseline.js";

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
        : `Held-out recall@${k} of \`${chosen.name}\`, scored once: ${h.recall.toFixed(3)} (${h.hits} of ${h.questions}), against ${chosen.train.recall.toFixed(3)} on train.`;
  const shown = look?.protect === "thresholdout" ? (look.value ?? 0) : h.recall;
  const gap = heldOutBelowTrain({ train: chosen.train, heldOut: { hits: Math.round(shown * h.questions), questions: h.questions }, confidence, margin: overfitMargin });
  const warning = choice.overfit && gap !== null ? `${look?.shown === "noisy" ? "(Noisy, as thresholdout shows it.) " : ""}${gap} Add questions to the golden set and sweep again before recording it.` : null;
  return { choice: describeChoice(report), heldOut, look: look === null ? null : describeLook(look, "chunkgate sweep --ledger"), warning, notes };
}
