import type { Registry, SourceConfig } from "../../config/index.js";
import type { Metrics, QuestionRun } from "../../evaluation/index.js";
import { fingerprintHeldOut, ledgerAppendText, readLedger, summariseLedger, thresholdout, thresholdoutRandom, type LedgerEntry } from "../../gate/index.js";
import { resolveCommit } from "../../git/index.js";
import type { Workspace } from "./loadWorkspace.js";
import type { HeldOutLook } from "./types.js";

/** Whether looks go into the ledger: `append` always, `auto` under thresholdout (its budget), `report` never. */
export type LedgerMode = "append" | "auto" | "report";

/** What a run's looks at held-out scores are counted against and recorded as (heldOutLedger). */
export interface HeldOutLedger {
  /** The ledger's entries so far, then the looks it does not hold yet (made earlier in this run, or on this pull request). */
  entries: readonly LedgerEntry[];
  /** The ledger file, relative to the root. */
  file: string;
  mode: LedgerMode;
  /** Today, YYYY-MM-DD (UTC). */
  today: string;
  /** The commit looked at (HEAD, the pull request's head), or `working-tree`. */
  commit: string;
}

/** How a run's looks are recorded: the ledger mode, and what a test or a caller pins. */
export interface LedgerOptions {
  /** Whether the looks are appended to the ledger (default `auto`: only under thresholdout); see LedgerMode. */
  ledger?: LedgerMode;
  /** Today, YYYY-MM-DD (UTC), for baseline ages and ledger entries; default the system clock's. */
  today?: string;
  /** The commit looked at, for ledger entries; default the root's HEAD, or `working-tree` outside git. */
  commit?: string;
  /** Looks made earlier in the same run, counted as if the ledger held them. */
  earlierLooks?: readonly LedgerEntry[];
}

/** The workspace's held-out ledger (a bad line is skipped, never fatal), so a check, a sweep and a merge count and record looks alike. */
export async function heldOutLedger(workspace: Pick<Workspace, "root" | "ledger">, options: LedgerOptions): Promise<HeldOutLedger> {
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

/** What lookAtHeldOut needs to know about the run. */
export interface LookOptions {
  registry: Registry;
  source: SourceConfig;
  train: Metrics;
  heldOut: Metrics;
  /** The source's held-out runs, or questions (their ids fingerprint the held-out split). */
  heldOutRuns: ReadonlyArray<Pick<QuestionRun, "id">>;
  ledger: HeldOutLedger;
  /** What the look is part of: a check, or a sweep's chosen cell. */
  by: "check" | "sweep";
  /** A sweep's chosen cell: the configuration looked at instead of the registry's, named in the ledger entry. */
  cell?: { name: string; strategy: string; size: number; overlap: number };
  /** The retriever kind the score was measured with (a sweep may use another); default the registry's. */
  retrieverKind?: string;
}

/**
 * One look at a source's held-out recall and its ledger entry; null when no held-out question lands in the source.
 * Under thresholdout its noise is seeded from the split's seed, the source, the reveals and what is looked at.
 */
export function lookAtHeldOut(options: LookOptions): HeldOutLook | null {
  const { registry, source, heldOut, train, ledger } = options;
  if (heldOut.questions === 0) return null;
  const heldOutId = fingerprintHeldOut(options.heldOutRuns.map((r) => r.id));
  const baseline = source.baseline;
  const before = summariseLedger(ledger.entries, { source: source.id, baseline, heldOut: heldOutId });
  const protection = registry.heldOut;
  let shown: LedgerEntry["shown"] = "exact";
  let value: number | null = heldOut.recall;
  let sentence = "";
  let remaining: number | null = null;
  if (protection.protect === "thresholdout") {
    const c = { ...source.chunking, ...options.cell };
    const query = `${ledger.commit}|${c.strategy} ${c.size}/${c.overlap} ${c.unit}|${options.retrieverKind ?? registry.retriever.kind}|k=${registry.k}`;
    const outcome = thresholdout({
      train: train.recall,
      heldOut: heldOut.recall,
      parameters: protection,
      spent: before.spent,
      random: thresholdoutRandom({ seed: String(registry.split.seed), source: source.id, spent: before.spent, query }),
    });
    shown = outcome.kind === "revealed" ? "noisy" : outcome.kind;
    value = outcome.value;
    sentence = outcome.sentence;
    remaining = outcome.remaining;
  }
  const entry: LedgerEntry = {
    date: ledger.today,
    commit: ledger.commit,
    source: source.id,
    by: options.by,
    ...(options.cell === undefined ? {} : { cell: options.cell.name }),
    metric: "held_out_recall",
    shown,
    value: shown === "exact" || shown === "noisy" ? value : null,
    heldOut: heldOutId,
    baseline: baseline === null ? null : baseline.digest !== undefined ? { digest: baseline.digest } : { measuredOn: baseline.measuredOn },
  };
  const after = summariseLedger([...ledger.entries, entry], { source: source.id, baseline, heldOut: heldOutId });
  const recorded = ledger.mode === "append" || (ledger.mode === "auto" && protection.protect === "thresholdout");
  return { protect: protection.protect, shown, value, sentence, looks: after.looks, lookSentence: after.sentence, remaining, ledger: ledger.file, entry, recorded };
}

/** The metrics a report may carry for a held-out split thresholdout protects: the question count, nothing else. */
export function withheldMetrics(heldOut: Metrics): Metrics {
  return { ...heldOut, hits: 0, recall: 0, mrr: 0, precision: 0, contextTokensPerQuery: 0 };
}

/** The ledger's path and the text to append for the run's recorded looks (append-only); null when there are none. */
export function recordedLooks(looks: ReadonlyArray<HeldOutLook | null>, existing: string | null): { file: string; text: string; count: number } | null {
  const recorded = looks.flatMap((l) => (l?.recorded ? [l] : []));
  if (recorded.length === 0) return null;
  const entries: LedgerEntry[] = recorded.map((l) => l.entry);
  return { file: recorded[0]!.ledger, text: ledgerAppendText(existing, entries), count: recorded.length };
}
