import type { Workspace } from "../check/loadWorkspace.js";
import type { LedgerMode } from "../check/lookAtHeldOut.js";
import { readLedger, type LedgerEntry } from "../../gate/index.js";
import { resolveCommit } from "../../git/index.js";

/** What a completed sweep's look at the held-out split is counted against and recorded as. */
export interface SweepLedger {
  /** The ledger's entries so far, then the looks made earlier in this run. */
  entries: readonly LedgerEntry[];
  /** The ledger file, relative to the root. */
  file: string;
  mode: LedgerMode;
  today: string;
  /** The commit swept (HEAD), or `working-tree` outside git. */
  commit: string;
}

/** How a sweep's look is recorded: the ledger mode, and what a test or a caller pins. */
export interface SweepLedgerOptions {
  /** Whether the look is appended to the ledger (default `auto`: only under thresholdout); see LedgerMode. */
  ledger?: LedgerMode;
  /** Today, YYYY-MM-DD (UTC); default the system clock's. */
  today?: string;
  /** The commit swept; default the root's HEAD, or `working-tree` outside git. */
  commit?: string;
  /** Looks made earlier in the same run, counted as if the ledger held them. */
  earlierLooks?: readonly LedgerEntry[];
}

/** The ledger a sweep looks through (a bad line is skipped, never fatal), so a sweep and a merge count and record the look as a check does. */
export async function sweepLedger(workspace: Workspace, options: SweepLedgerOptions): Promise<SweepLedger> {
  const commit = options.commit ?? (await resolveCommit(workspace.root, "HEAD").catch(() => null)) ?? "working-tree";
  const { entries } = readLedger(workspace.ledger.text ?? "", workspace.ledger.file);
  return {
    entries: [...entries, ...(options.earlierLooks ?? [])],
    file: workspace.ledger.file,
    mode: options.ledger ?? "auto",
    today: options.today ?? new Date().toISOString().slice(0, 10),
    commit,
  };
}
