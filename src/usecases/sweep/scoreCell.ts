import { summariseQuality, type Chunk } from "../../chunking/index.js";
import { computeMetrics, runQuestions } from "../../evaluation/index.js";
import { parentsOf } from "../check/measureSource.js";
import { blockIntegrity } from "./blockIntegrity.js";
import { indexCell } from "./indexCell.js";
import type { PlannedCell } from "./planCells.js";
import type { SweepContext } from "./prepareSweep.js";
import { spanIntegrity } from "./spanIntegrity.js";
import type { SweepCell } from "./types.js";

/**
 * Measures one cell on the train split only: recall@k, MRR, precision@k and context tokens per
 * query (as a check computes them), chunks, stored tokens and their fold over the source's own
 * tokens, the quality warning rate, and structure integrity (blocks and gold spans held whole). Held-out questions are never
 * run here: a sweep that looked at them for every cell would be tuning on them.
 */
export async function scoreCell(context: SweepContext, cell: PlannedCell): Promise<SweepCell> {
  const { registry, prepared } = context;
  const { chunks, index } = await indexCell(context, cell);
  const runs = runQuestions(index, context.train, { k: registry.k, depth: registry.runDepth });
  const storedTokens = chunks.reduce((sum, c) => sum + c.tokens, 0);
  return {
    name: cell.name,
    strategy: cell.strategy,
    size: cell.size,
    overlap: cell.overlap,
    overlapSpec: cell.overlapSpec,
    train: computeMetrics(runs, registry.k),
    cost: cellCost(chunks, storedTokens, prepared.tokens, context.source.chunking.orphanTokens),
    integrity: { ...blockIntegrity(context.blocks, chunks), spans: spanIntegrity(context.spans, chunks) },
  };
}

function cellCost(chunks: readonly Chunk[], storedTokens: number, sourceTokens: number, orphanTokens: number | undefined): SweepCell["cost"] {
  const cost: SweepCell["cost"] = { chunks: chunks.length, storedTokens, fold: sourceTokens === 0 ? 0 : storedTokens / sourceTokens };
  cost.warningRate = summariseQuality(chunks, { orphanTokens }).rate;
  const parents = parentsOf(chunks);
  if (parents) cost.parents = parents;
  return cost;
}
