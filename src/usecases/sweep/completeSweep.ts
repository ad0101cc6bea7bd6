import { UserError } from "../../errors.js";
import { heldOutBelowTrain } from "../../gate/index.js";
import { lookAtHeldOut, withheldMetrics } from "../check/lookAtHeldOut.js";
import { chooseCell } from "./chooseCell.js";
import type { SweepContext } from "./prepareSweep.js";
import { scoreHeldOut } from "./scoreHeldOut.js";
import type { SweepLedger } from "./sweepLedger.js";
import { sweepReport } from "./sweepReport.js";
import type { SweepReport } from "./types.js";

/**
 * Finishes a sweep whose every cell is measured (a whole run, or shards joined): applies the choice
 * rule (see chooseCell) with the source's choice band, then scores the held-out split once, for the
 * chosen cell only, and flags it as overfit when the held-out recall shown is below the chosen
 * cell's train recall by more than `overfit_margin` and than chance (heldOutBelowTrain: the winner
 * may have been noise). Held-out
 * scores of other cells are never computed.
 *
 * That score is a look at the held-out split, taken as a check takes one (lookAtHeldOut, `by:
 * sweep`, naming the chosen cell): under `held_out.protect: thresholdout` it is shown only as
 * thresholdout allows, spending its budget, and `choice.heldOut` carries the question count alone;
 * `choice.heldOutLook` is the ledger entry, recorded or only reported per `ledger.mode`. This is the
 * one place a sweep looks, so a sharded sweep looks once, at its merge, never per shard.
 *
 * @param context The prepared source; its header must be the report's (the caller checks it for a merge).
 * @param report Every cell of the grid, in grid order; `shard` and `choice` are replaced.
 * @param ledger The ledger the look is counted against (sweepLedger).
 * @throws UserError when the grid has no measured cell (every point was skipped).
 */
export async function completeSweep(context: SweepContext, report: SweepReport, ledger: SweepLedger): Promise<SweepReport> {
  if (report.cells.length === 0) {
    throw new UserError(`every cell of the sweep of "${report.source}" was skipped: no overlap is below its size`, {
      hint: "add sizes larger than the overlaps, or overlaps below 1 (ratios of the size)",
    });
  }
  const { chosen, best, band, inBand, decidedBy } = chooseCell(report.cells, { band: report.settings.choiceBand });
  const scored = await scoreHeldOut(context, chosen);
  const look = lookAtHeldOut({
    registry: context.registry,
    source: context.source,
    train: chosen.train,
    heldOut: scored,
    heldOutRuns: context.heldOut.map((q) => ({ id: q.question.id })),
    entries: ledger.entries,
    commit: ledger.commit,
    today: ledger.today,
    ledgerFile: ledger.file,
    mode: ledger.mode,
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
    }).below;
  const choice = { cell: chosen.name, best: best.name, band, inBand: inBand.map((c) => c.name), decidedBy, heldOut, heldOutLook: look, overfit };
  return sweepReport({ header: report, grid: report.grid, skipped: report.skipped, shard: null, cells: report.cells, choice });
}
