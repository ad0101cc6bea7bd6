import { ledgerAppendText, type LedgerEntry } from "../../gate/index.js";
import type { HeldOutLook } from "./types.js";

/**
 * The ledger's path and the text a shell appends to it for the run's recorded looks, given its
 * current text (null: none); null when nothing is to be appended. Append-only: nothing is rewritten.
 */
export function recordedLooks(looks: ReadonlyArray<HeldOutLook | null>, existing: string | null): { file: string; text: string; count: number } | null {
  const recorded = looks.flatMap((l) => (l?.recorded ? [l] : []));
  if (recorded.length === 0) return null;
  const entries: LedgerEntry[] = recorded.map((l) => l.entry);
  return { file: recorded[0]!.ledger, text: ledgerAppendText(existing, entries), count: recorded.length };
}
