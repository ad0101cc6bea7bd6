import { ledgerAppendText, type LedgerEntry } from "../../gate/index.js";
import type { HeldOutLook } from "./types.js";

/**
 * The text a shell appends to the held-out ledger for the looks of a run that are to be recorded
 * (HeldOutLook.recorded; a check's sources' looks, or a sweep's chosen cell's), given the ledger's
 * current text (null: none yet), and the ledger's path relative to the root; null when there is
 * nothing to append. The ledger is append-only: nothing here rewrites what is there.
 */
export function recordedLooks(looks: ReadonlyArray<HeldOutLook | null>, existing: string | null): { file: string; text: string; count: number } | null {
  const recorded = looks.flatMap((l) => (l?.recorded ? [l] : []));
  if (recorded.length === 0) return null;
  const entries: LedgerEntry[] = recorded.map((l) => l.entry);
  return { file: recorded[0]!.ledger, text: ledgerAppendText(existing, entries), count: recorded.length };
}
