import { computeMetrics, runQuestions, type Metrics } from "../../evaluation/index.js";
import { measureCell } from "./measureCell.js";
import type { SweepContext } from "./prepareSweep.js";
import type { CellParams } from "./types.js";

/**
 * The held-out split scored at one configuration: each held-out question retrieved exactly once.
 * The sweep calls it once, for the chosen cell, after the choice is made; the cell is re-windowed
 * and re-indexed here (one cell's cost) so that a merge of shards, which has no index at hand, takes
 * the very same path as a whole sweep.
 */
export async function scoreHeldOut(context: SweepContext, cell: CellParams): Promise<Metrics> {
  const { registry } = context;
  const { index } = await measureCell(context, cell);
  return computeMetrics(runQuestions(index, context.heldOut, { k: registry.k, depth: registry.runDepth }), registry.k);
}
