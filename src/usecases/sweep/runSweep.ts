import type { Workspace } from "../check/loadWorkspace.js";
import type { RetrieverConfig } from "../../config/index.js";
import { computeMetrics, runQuestions } from "../../evaluation/index.js";
import type { RetrieverRuntime } from "../../retrieval/index.js";
import { completeSweep, everyCellSkipped } from "./completeSweep.js";
import { measureCell } from "./measureCell.js";
import { planCells, shardCells, type Shard } from "./planCells.js";
import { prepareSweep, type SweepContext } from "./prepareSweep.js";
import { resolveSweepGrid, type GridFlags } from "./resolveSweepGrid.js";
import { heldOutLedger, type LedgerOptions } from "../check/lookAtHeldOut.js";
import { sweepReport } from "./sweepReport.js";
import type { PlannedCell, SweepCell, SweepReport } from "./types.js";

/** What one `chunkgate sweep` run measures. */
export interface SweepOptions extends LedgerOptions {
  workspace: Workspace;
  sourceId: string;
  /** Grid lists from the command line; each one absent comes from the registry or the default. */
  flags?: GridFlags;
  /** Compute only this share of the cells and stop before the choice. */
  shard?: Shard;
  progress?: (message: string) => void;
  /** The retriever to measure with; default the registry's. */
  retriever?: RetrieverConfig;
  /** Default offline. */
  runtime?: RetrieverRuntime;
}

/** A size × overlap (× strategy) sweep of one source on train, held-out scored once for the choice, not by a shard. */
export async function runSweep(options: SweepOptions): Promise<SweepReport> {
  const context = await prepareSweep(options);
  const grid = resolveSweepGrid({ registry: context.registry, source: context.source, flags: options.flags });
  const { cells: planned, skipped } = planCells(grid);
  if (planned.length === 0) throw everyCellSkipped(context.source.id);
  const mine = options.shard ? shardCells(planned, options.shard) : planned;
  const cells = [];
  for (const [i, cell] of mine.entries()) {
    options.progress?.(`cell ${i + 1}/${mine.length}: ${cell.name}`);
    cells.push(await scoreCell(context, cell));
  }
  const partial = sweepReport({ header: context.header, grid, skipped, shard: options.shard ?? null, cells, choice: null });
  if (options.shard) return partial;
  options.progress?.("choosing, then scoring the held-out split once");
  return completeSweep(context, partial, await heldOutLedger(options.workspace, options));
}

// train only: a sweep that looked at held-out for every cell would be tuning on it
async function scoreCell(context: SweepContext, cell: PlannedCell): Promise<SweepCell> {
  const { registry } = context;
  const { index, cost, integrity } = await measureCell(context, cell);
  const runs = runQuestions(index, context.train, { k: registry.k, depth: registry.runDepth });
  return { ...cell, train: computeMetrics(runs, registry.k), cost, integrity };
}
