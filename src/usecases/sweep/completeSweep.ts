import { UserError } from "../../errors.js";
import { computeMetrics, runQuestions } from "../../evaluation/index.js";
import { heldOutBelowTrain } from "../../gate/index.js";
import { lookAtHeldOut, withheldMetrics, type HeldOutLedger } from "../check/lookAtHeldOut.js";
import { chooseCell } from "./chooseCell.js";
import type { SweepContext } from "./prepareSweep.js";
import { measureCell } from "./measureCell.js";
import type { SweepReport } from "./types.js";

/** Finishes a sweep whose every cell is measured: the choice, then held-out scored once for it, recorded as a look. */
export async function completeSweep(context: SweepContext, report: SweepReport, ledger: HeldOutLedger): Promise<SweepReport> {
  if (report.cells.length === 0) throw everyCellSkipped(report.source);
  const { chosen, best, band, inBand, decidedBy } = chooseCell(report.cells, { band: report.settings.choiceBand });
  // re-indexed even in a whole sweep, so a merge of shards (no index at hand) takes the very same path
  const { k, runDepth } = context.registry;
  const scored = computeMetrics(runQuestions((await measureCell(context, chosen)).index, context.heldOut, { k, depth: runDepth }), k);
  const look = lookAtHeldOut({
    registry: context.registry,
    source: context.source,
    train: chosen.train,
    heldOut: scored,
    heldOutRuns: context.heldOut.map((q) => ({ id: q.question.id })),
    ledger,
    by: "sweep",
    cell: chosen,
    retrieverKind: context.retriever.kind,
  });
  const heldOut = look?.protect === "thresholdout" ? withheldMetrics(scored) : scored;
  const shown = look === null ? null : look.value;
  const overfit =
    shown !== null &&
    heldOutBelowTrain({
      train: chosen.train,
      heldOut: { hits: Math.round(shown * scored.questions), questions: scored.questions },
      confidence: report.settings.confidence,
      margin: report.settings.overfitMargin,
    }) !== null;
  const choice = { cell: chosen.name, best: best.name, band, inBand: inBand.map((c) => c.name), decidedBy, heldOut, heldOutLook: look, overfit };
  return { ...report, choice };
}

/** The error of a sweep whose every grid point was skipped. */
export function everyCellSkipped(sourceId: string): UserError {
  return new UserError(`every cell of the sweep of "${sourceId}" was skipped: no overlap is below its size`, {
    hint: "add sizes larger than the overlaps, or overlaps below 1 (ratios of the size)",
  });
}
