import type { Workspace } from "../check/loadWorkspace.js";
import type { RetrieverConfig } from "../../config/index.js";
import type { RetrieverRuntime } from "../../retrieval/index.js";
import { UserError } from "../../errors.js";
import { completeSweep } from "./completeSweep.js";
import { planCells } from "./planCells.js";
import { prepareSweep } from "./prepareSweep.js";
import { resolveSweepGrid, type GridFlags } from "./resolveSweepGrid.js";
import { scoreCell } from "./scoreCell.js";
import { shardCells, type Shard } from "./shardCells.js";
import { sweepLedger, type SweepLedgerOptions } from "./sweepLedger.js";
import { sweepReport } from "./sweepReport.js";
import type { SweepReport } from "./types.js";

/** What one `chunkgate sweep` run measures. */
export interface SweepOptions extends SweepLedgerOptions {
  /** A loaded workspace (loadWorkspace): registry, golden set and every source's documents. */
  workspace: Workspace;
  /** Id of the source to sweep. */
  sourceId: string;
  /** Grid lists from the command line; each one absent comes from the registry or the default. */
  flags?: GridFlags;
  /** Compute only this share of the cells (see shardCells) and stop before the choice. */
  shard?: Shard;
  /** Called with a short line before each long step; the CLI shows it on a TTY only. */
  progress?: (message: string) => void;
  /**
   * The retriever to measure with (default the registry's `retriever:`); `sweep --retrievers`
   * passes each in turn, so every retriever is scored on the same cells.
   */
  retriever?: RetrieverConfig;
  /** Environment, embeddings cache and transport for the retriever (default offline). */
  runtime?: RetrieverRuntime;
}

/**
 * A size × overlap (× strategy) sweep of one source, scored on the train split only.
 *
 * Each document is parsed once (by the workspace) and tokenized once (prepareSweep); a cell then
 * costs only windowing, indexing and scoring. Without a shard the sweep is completed: the simplest
 * cell inside the noise band of the best is chosen and the held-out split is scored once, for it
 * alone (completeSweep). With a shard, only that share of the cells is measured (none, when there
 * are more shards than cells) and `choice` is null; `chunkgate merge` joins the shards and
 * completes them the same way, so the result is the same report a whole run gives.
 *
 * @throws UserError for an unknown source or strategy, a source no train question lands in, or a
 *   grid whose every cell is skipped.
 *
 * Deterministic: the same repository, grid and shard give the same report, byte for byte.
 */
export async function runSweep(options: SweepOptions): Promise<SweepReport> {
  const context = await prepareSweep(options);
  const grid = resolveSweepGrid({ registry: context.registry, source: context.source, flags: options.flags });
  const { cells: planned, skipped } = planCells(grid);
  if (planned.length === 0) {
    throw new UserError(`every cell of the sweep of "${context.source.id}" was skipped: no overlap is below its size`, {
      hint: "add sizes larger than the overlaps, or overlaps below 1 (ratios of the size)",
    });
  }
  const mine = options.shard ? shardCells(planned, options.shard) : planned;
  const cells = [];
  for (const [i, cell] of mine.entries()) {
    options.progress?.(`cell ${i + 1}/${mine.length}: ${cell.name}`);
    cells.push(await scoreCell(context, cell));
  }
  const partial = sweepReport({ header: context.header, grid, skipped, shard: options.shard ?? null, cells, choice: null });
  if (options.shard) return partial;
  options.progress?.("choosing, then scoring the held-out split once");
  return completeSweep(context, partial, await sweepLedger(options.workspace, options));
}
