import { posix } from "node:path";
import type { Baseline } from "../config/index.js";
import { createHash } from "node:crypto";

/** The ledger's file name; it sits next to the registry. */
const LEDGER_FILE = "chunkgate.ledger.jsonl";

/** What a look showed: the score, with thresholdout's noise (a reveal spent), train recall in its place, or nothing. */
const SHOWN = ["exact", "noisy", "withheld", "exhausted"] as const;

/** One of {@link SHOWN}. */
export type LedgerShown = (typeof SHOWN)[number];

/** One look at one source's held-out score: one line of `chunkgate.ledger.jsonl`. */
export interface LedgerEntry {
  /** YYYY-MM-DD (UTC) of the look. */
  date: string;
  /** The commit whose held-out score was looked at (the pull request's head, or what `record` measured). */
  commit: string;
  source: string;
  by: (typeof BY)[number];
  /** For a sweep, the chosen cell whose held-out score was looked at (`structural 120/12`). */
  cell?: string;
  /** `held_out_recall`. */
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

/** The text appending `entries` to a ledger holding `existing` (null: none), a newline first if it lacks one. */
export function ledgerAppendText(existing: string | null, entries: readonly LedgerEntry[]): string {
  if (entries.length === 0) return "";
  const lead = existing !== null && existing !== "" && !existing.endsWith("\n") ? "\n" : "";
  return lead + entries.map(formatLedgerLine).join("");
}

const BY = ["check", "sweep", "record"] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The ledger's entries in file order, and a `file:line: message` warning for each line that is not one. Never throws;
 * a warning names only the wrong key, never quoting a line a pull request may have written.
 */
export function readLedger(text: string, file: string): { entries: LedgerEntry[]; warnings: string[] } {
  const entries: LedgerEntry[] = [];
  const warnings: string[] = [];
  const lines = text.replace(/^\uFEFF/, "").split("\n");
  lines.forEach((raw, index) => {
    const line = raw.replace(/\r$/, "");
    if (line.trim() === "") return;
    const parsed = parseLine(line);
    if (typeof parsed === "string") warnings.push(`${file}:${index + 1}: ${parsed}; the line is ignored (each line must be one JSON entry as chunkgate writes it)`);
    else entries.push(parsed);
  });
  return { entries, warnings };
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

/** How often one source's held-out split has been looked at. */
export interface LedgerSummary {
  /** Looks that showed a held-out value (exact or noisy) since the baseline in force was recorded. */
  looks: number;
  /** Thresholdout reveals spent on the current held-out questions, whatever the baseline. */
  spent: number;
  sentence: string;
}

/** A source's looks since its baseline in force (same digest, else `measured_on`); reveals spent per held-out set. */
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

/** `sha256:` of the sorted held-out question ids: adding or removing one starts a new thresholdout budget. */
export function fingerprintHeldOut(questionIds: readonly string[]): string {
  const ids = [...new Set(questionIds)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return `sha256:${createHash("sha256").update(JSON.stringify(ids)).digest("hex")}`;
}
