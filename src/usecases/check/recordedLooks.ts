import { ledgerAppendText, type LedgerEntry } from "../../gate/index.js";
import type { SourceReport } from "./types.js";

/**
 * The text a shell appends to the held-out ledger for a report's looks that are to be recorded
 * (HeldOutLook.recorded), given the ledger's current text (null: none yet), and the ledger's path
 * relative to the root; null when there is nothing to append. The ledger is append-only: nothing
 * here rewrites what is there.
 */
export function recordedLooks(sources: readonly SourceReport[], existing: string | null): { file: string; text: string } | null {
  const looks = sources.flatMap((s) => (s.heldOutLook?.recorded ? [s.heldOutLook] : []));
  if (looks.length === 0) return null;
  const entries: LedgerEntry[] = looks.map((l) => l.entry);
  return { file: looks[0]!.ledger, text: ledgerAppendText(existing, entries) };
}
