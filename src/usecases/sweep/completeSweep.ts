import { UserError } from "../../errors.js";
import { chooseCell } from "./chooseCell.js";
import type { SweepContext } from "./prepareSweep.js";
import { scoreHeldOut } from "./scoreHeldOut.js";
import { sweepReport } from "./sweepReport.js";
import type { SweepReport } from "./types.js";

/**
 * Finishes a sweep whose every cell is measured (a whole run, or shards joined): applies the choice
 * rule (see chooseCell) with the source's choice band and current configuration, then scores the held-out split once, for the
 * chosen cell only, and flags it as overfit when held-out recall is more than `overfit_margin` below
 * the chosen cell's train recall (the winner may have been noise). Held-out scores of other cells
 * are never computed.
 *
 * @param context The prepared source; its header must be the report's (the caller checks it for a merge).
 * @param report Every cell of the grid, in grid order; `shard` and `choice` are replaced.
 * @throws UserError when the grid has no measured cell (every point was skipped).
 */
export async function completeSweep(context: SweepContext, report: SweepReport): Promise<SweepReport> {
  if (report.cells.length === 0) {
    throw new UserError(`every cell of the sweep of "${report.source}" was skipped: no overlap is below its size`, {
      hint: "add sizes larger than the overlaps, or overlaps below 1 (ratios of the size)",
    });
  }
  const { chosen, best, band, inBand, decidedBy } = chooseCell(report.cells, { band: report.settings.choiceBand, current: report.current });
  const heldOut = await scoreHeldOut(context, chosen);
  const overfit = heldOut.questions > 0 && heldOut.recall < chosen.train.recall - report.settings.overfitMargin;
  const choice = { cell: chosen.name, best: best.name, band, inBand: inBand.map((c) => c.name), decidedBy, heldOut, overfit };
  return sweepReport({ header: report, grid: report.grid, skipped: report.skipped, shard: null, cells: report.cells, choice });
}
