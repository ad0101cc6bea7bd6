import { posix } from "node:path";

/** The ledger's file name; it sits next to the registry. */
const LEDGER_FILE = "chunkgate.ledger.jsonl";

/** How a look at a held-out score went: what the reader was shown. */
export type LedgerShown =
  /** The held-out score itself (no protection). */
  | "exact"
  /** The held-out score with thresholdout's noise: one reveal of its budget spent. */
  | "noisy"
  /** Withheld by thresholdout: train recall was shown in its place. */
  | "withheld"
  /** Nothing: thresholdout's budget was already spent. */
  | "exhausted";

/** One look at one source's held-out score: one line of `chunkgate.ledger.jsonl`. */
export interface LedgerEntry {
  /** YYYY-MM-DD (UTC) of the look. */
  date: string;
  /** The commit whose held-out score was looked at (the pull request's head, or what `record` measured). */
  commit: string;
  source: string;
  /** What looked: a check (or pull-request check), a sweep's chosen cell, or `record`. */
  by: "check" | "sweep" | "record";
  /** For a sweep, the chosen cell whose held-out score was looked at (`structural 120/12`); absent otherwise. */
  cell?: string;
  /** The metric looked at, `held_out_recall`. */
  metric: string;
  shown: LedgerShown;
  /** The value shown (`exact`, `noisy`); null when nothing of the held-out score was shown. */
  value: number | null;
  /** Fingerprint of the source's held-out questions (fingerprintHeldOut): thresholdout's budget is per held-out set. */
  heldOut: string;
  /** The baseline in force: its digest, else its `measured_on`; null when the source had none. */
  baseline: { digest: string } | { measuredOn: string } | null;
}

/** `chunkgate.ledger.jsonl` in the registry's folder (both relative to the repository root). */
export function ledgerPath(registryFile: string): string {
  const folder = posix.dirname(registryFile);
  return folder === "." ? LEDGER_FILE : `${folder}/${LEDGER_FILE}`;
}

/** One entry as its ledger line: keys in a fixed order (same look, same bytes), control characters escaped (always one line). */
export function formatLedgerLine(entry: LedgerEntry): string {
  const line: Record<string, string | number> = { date: entry.date, commit: entry.commit, source: entry.source, by: entry.by };
  if (entry.cell !== undefined) line["cell"] = entry.cell;
  line["metric"] = entry.metric;
  line["shown"] = entry.shown;
  if (entry.value !== null) line["value"] = entry.value;
  line["held_out"] = entry.heldOut;
  if (entry.baseline !== null && "digest" in entry.baseline) line["baseline_digest"] = entry.baseline.digest;
  if (entry.baseline !== null && "measuredOn" in entry.baseline) line["measured_on"] = entry.baseline.measuredOn;
  return `${JSON.stringify(line)}\n`;
}

/**
 * The text that appends `entries` to a ledger holding `existing` (null: none), with a newline first
 * when the file lacks a final one, so no entry is glued to the line before.
 */
export function ledgerAppendText(existing: string | null, entries: readonly LedgerEntry[]): string {
  if (entries.length === 0) return "";
  const lead = existing !== null && existing !== "" && !existing.endsWith("\n") ? "\n" : "";
  return lead + entries.map(formatLedgerLine).join("");
}
