import type { LedgerEntry, LedgerShown } from "./ledgerEntry.js";

/** A line of the ledger that was skipped, and why. */
export interface LedgerWarning {
  file: string;
  /** 1-based line. */
  line: number;
  message: string;
}

const SHOWN: readonly LedgerShown[] = ["exact", "noisy", "withheld", "exhausted"];
const BY = ["check", "sweep", "record"] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The ledger's entries in file order, and a `file:line` warning for each line that is not one. Never
 * throws; a warning names only the wrong key, never quoting a line a pull request may have written.
 */
export function readLedger(text: string, file: string): { entries: LedgerEntry[]; warnings: LedgerWarning[] } {
  const entries: LedgerEntry[] = [];
  const warnings: LedgerWarning[] = [];
  const lines = text.replace(/^\uFEFF/, "").split("\n");
  lines.forEach((raw, index) => {
    const line = raw.replace(/\r$/, "");
    if (line.trim() === "") return;
    const parsed = parseLine(line);
    if (typeof parsed === "string") warnings.push({ file, line: index + 1, message: `${parsed}; the line is ignored (each line must be one JSON entry as chunkgate writes it)` });
    else entries.push(parsed);
  });
  return { entries, warnings };
}

/** `file:line: message`, the form editors and CI logs make clickable. */
export function formatLedgerWarning(warning: LedgerWarning): string {
  return `${warning.file}:${warning.line}: ${warning.message}`;
}

function parseLine(line: string): LedgerEntry | string {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return "not valid JSON";
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return "not a JSON object";
  const o = value as Record<string, unknown>;
  const text = (key: string) => (typeof o[key] === "string" && (o[key] as string).trim() !== "" ? (o[key] as string) : undefined);
  const date = text("date");
  if (date === undefined || !DATE.test(date)) return "`date` is not a YYYY-MM-DD date";
  const commit = text("commit");
  if (commit === undefined) return "`commit` is missing";
  const source = text("source");
  if (source === undefined) return "`source` is missing";
  const by = BY.find((b) => b === o["by"]);
  if (by === undefined) return "`by` is not one of check, sweep, record";
  const cell = text("cell");
  const metric = text("metric");
  if (metric === undefined) return "`metric` is missing";
  const shown = SHOWN.find((s) => s === o["shown"]);
  if (shown === undefined) return "`shown` is not one of exact, noisy, withheld, exhausted";
  const revealed = shown === "exact" || shown === "noisy";
  const number = o["value"];
  if (revealed && (typeof number !== "number" || !Number.isFinite(number) || number < 0 || number > 1)) return `\`value\` must be a number in [0, 1] when shown is ${shown}`;
  const heldOut = text("held_out");
  if (heldOut === undefined) return "`held_out` is missing";
  const digest = text("baseline_digest");
  const measuredOn = text("measured_on");
  if (measuredOn !== undefined && !DATE.test(measuredOn)) return "`measured_on` is not a YYYY-MM-DD date";
  const baseline = digest !== undefined ? { digest } : measuredOn !== undefined ? { measuredOn } : null;
  return { date, commit, source, by, ...(cell === undefined ? {} : { cell }), metric, shown, value: revealed ? (number as number) : null, heldOut, baseline };
}
