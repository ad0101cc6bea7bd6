import { computeMetrics, runQuestions } from "../../evaluation/index.js";
import { measureCell } from "./measureCell.js";
import type { PlannedCell } from "./planCells.js";
import type { SweepContext } from "./prepareSweep.js";
import type { SweepCell } from "./types.js";

/**
 * Measures one cell on the train split only: recall@k, MRR, precision@k and context tokens per
 * query (as a check computes them), chunks, stored tokens and their fold over the source's own
 * tokens, the quality warning rate, and structure integrity (blocks and gold spans held whole). Held-out questions are never
 * run here: a sweep that looked at them for every cell would be tuning on them.
 */
export async function scoreCell(context: SweepContext, cell: PlannedCell): Promise<SweepCell> {
  const { registry } = context;
  const { index, cost, integrity } = await measureCell(context, cell);
  const runs = runQuestions(index, context.train, { k: registry.k, depth: registry.runDepth });
  return {
    name: cell.name,
    strategy: cell.strategy,
    size: cell.size,
    overlap: cell.overlap,
    overlapSpec: cell.overlapSpec,
    train: computeMetrics(runs, registry.k),
    cost,
    integrity,
  };
}
