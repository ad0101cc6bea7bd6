import type { Workspace } from "../check/loadWorkspace.js";
import { UserError } from "../../errors.js";
import type { RetrieverRuntime } from "../../retrieval/index.js";
import { runSweep } from "../sweep/runSweep.js";
import type { SweepLedgerOptions } from "../sweep/sweepLedger.js";
import type { SweepReport } from "../sweep/types.js";

/** A source that was asked for but could not be swept, and the error that says why. */
export interface SweepError {
  sourceId: string;
  /** The UserError as the CLI prints it: `file:line: message` and the fix. */
  message: string;
}

/**
 * Sweeps each source in `ids` on the loaded head workspace (runSweep: the grid from the registry's
 * `sweep:` blocks or the default grid, train split only, the choice, held-out once), in order. A
 * source the engine refuses with a UserError (no train question lands in it, every cell of its
 * grid is skipped, its globs match nothing) is recorded with the error and the others are still
 * swept, so one bad source does not hide the rest (a missing embeddings key is such an error:
 * a sweep has no verdict to skip); any other error is a bug and propagates. Each chosen cell's look
 * at the held-out split is reported with the ledger line it would append, never recorded: the
 * action does not commit.
 */
export async function runSweeps(
  workspace: Workspace,
  ids: readonly string[],
  log: (message: string) => void,
  runtime: RetrieverRuntime,
  /** The commit swept (the pull request's head) and the day, for the ledger lines. */
  look: Pick<SweepLedgerOptions, "commit" | "today"> = {},
): Promise<{ sweeps: SweepReport[]; errors: SweepError[] }> {
  const sweeps: SweepReport[] = [];
  const errors: SweepError[] = [];
  for (const sourceId of ids) {
    log(`sweeping ${sourceId}`);
    try {
      sweeps.push(await runSweep({ workspace, sourceId, progress: (m) => log(`${sourceId}: ${m}`), runtime, ...look, ledger: "report" }));
    } catch (error) {
      if (!(error instanceof UserError)) throw error;
      errors.push({ sourceId, message: error.format() });
      for (const line of [`${sourceId} could not be swept:`, ...error.lines()]) log(line);
    }
  }
  return { sweeps, errors };
}
