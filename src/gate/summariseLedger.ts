import type { Baseline } from "../config/index.js";
import type { LedgerEntry } from "./ledgerEntry.js";

/** How often one source's held-out split has been looked at. */
export interface LedgerSummary {
  /** Looks that showed a held-out value (exact or noisy) since the baseline in force was recorded. */
  looks: number;
  /** Thresholdout reveals spent on the current held-out questions, whatever the baseline. */
  spent: number;
  /** "The held-out split of `docs` has been looked at 4 times since its baseline of 2026-11-03 was recorded (last on 2026-12-01)." */
  sentence: string;
}

/**
 * A source's looks while its current baseline was in force (same digest, else same `measured_on`), so
 * re-recording restarts the count; reveals spent count per held-out question set, so only fresh
 * questions refill the budget.
 */
export function summariseLedger(entries: readonly LedgerEntry[], options: { source: string; baseline: Baseline | null; heldOut: string }): LedgerSummary {
  const { source, baseline } = options;
  const mine = entries.filter((e) => e.source === source);
  const current = mine.filter((e) => sameBaseline(e.baseline, baseline));
  const shown = current.filter((e) => e.shown === "exact" || e.shown === "noisy");
  const last = shown.at(-1);
  const spent = mine.filter((e) => e.shown === "noisy" && e.heldOut === options.heldOut).length;
  const looks = shown.length;
  const since = baseline === null ? "while it has had no baseline" : `since its baseline of ${baseline.measuredOn} was recorded`;
  const times = looks === 1 ? "once" : `${looks} times`;
  const lastText = last === undefined ? "" : ` (last on ${last.date})`;
  return {
    looks,
    spent,
    sentence: looks === 0 ? `The held-out split of \`${source}\` has not been looked at ${since}.` : `The held-out split of \`${source}\` has been looked at ${times} ${since}${lastText}.`,
  };
}

function sameBaseline(recorded: LedgerEntry["baseline"], baseline: Baseline | null): boolean {
  if (baseline === null) return recorded === null;
  if (recorded === null) return false;
  if (baseline.digest !== undefined) return "digest" in recorded && recorded.digest === baseline.digest;
  return "measuredOn" in recorded && recorded.measuredOn === baseline.measuredOn;
}
