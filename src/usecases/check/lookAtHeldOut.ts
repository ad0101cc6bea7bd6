import type { Registry, SourceConfig } from "../../config/index.js";
import type { Metrics, QuestionRun } from "../../evaluation/index.js";
import { fingerprintHeldOut, summariseLedger, thresholdout, thresholdoutRandom, type LedgerEntry } from "../../gate/index.js";
import type { HeldOutLook } from "./types.js";

/**
 * Whether a run's looks go into the ledger: `append` always (the CLI with `--ledger`), `auto` only
 * for sources whose held-out split thresholdout protects (its budget is counted there, so a look
 * that is not written would be a free one), `report` never (the action, which cannot commit: it
 * reports the entry it would append).
 */
export type LedgerMode = "append" | "auto" | "report";

/** What lookAtHeldOut needs to know about the run. */
export interface LookOptions {
  registry: Registry;
  source: SourceConfig;
  train: Metrics;
  heldOut: Metrics;
  /** The source's held-out runs, or questions (their ids fingerprint the held-out split). */
  heldOutRuns: ReadonlyArray<Pick<QuestionRun, "id">>;
  /** The ledger's entries so far (readLedger). */
  entries: readonly LedgerEntry[];
  /** The commit looked at (HEAD, the pull request's head), or `working-tree`. */
  commit: string;
  /** Today, YYYY-MM-DD (UTC). */
  today: string;
  ledgerFile: string;
  mode: LedgerMode;
  /** What the look is part of: a check, or a sweep's chosen cell. */
  by: "check" | "sweep";
  /**
   * A sweep's chosen cell: what is looked at is this configuration, not the source's chunking in
   * the registry (thresholdout's query), and the ledger entry names it.
   */
  cell?: { name: string; strategy: string; size: number; overlap: number };
  /** The retriever kind the score was measured with (a sweep may use another); default the registry's. */
  retrieverKind?: string;
}

/**
 * One look at a source's held-out recall, and the ledger entry it is. Without protection the score
 * is shown as it is. Under `held_out.protect: thresholdout` it goes through thresholdout with the
 * reveals the ledger says were spent on these held-out questions: train recall in its place,
 * a noisy score (one reveal spent), or nothing once the budget is spent. The noise is seeded from
 * the registry's `split.seed`, the source, the reveals spent and what is looked at (commit and
 * chunking), so the same run gives the same answer. Null when no held-out question lands in the
 * source: there is nothing to look at.
 */
export function lookAtHeldOut(options: LookOptions): HeldOutLook | null {
  const { registry, source, heldOut, train } = options;
  if (heldOut.questions === 0) return null;
  const heldOutId = fingerprintHeldOut(options.heldOutRuns.map((r) => r.id));
  const baseline = source.baseline;
  const before = summariseLedger(options.entries, { source: source.id, baseline, heldOut: heldOutId });
  const protection = registry.heldOut;
  let shown: LedgerEntry["shown"] = "exact";
  let value: number | null = heldOut.recall;
  let sentence = "";
  let remaining: number | null = null;
  if (protection.protect === "thresholdout") {
    const c = { ...source.chunking, ...(options.cell === undefined ? {} : { strategy: options.cell.strategy, size: options.cell.size, overlap: options.cell.overlap }) };
    const query = `${options.commit}|${c.strategy} ${c.size}/${c.overlap} ${c.unit}|${options.retrieverKind ?? registry.retriever.kind}|k=${registry.k}`;
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
    date: options.today,
    commit: options.commit,
    source: source.id,
    by: options.by,
    ...(options.cell === undefined ? {} : { cell: options.cell.name }),
    metric: "held_out_recall",
    shown,
    value: shown === "exact" || shown === "noisy" ? value : null,
    heldOut: heldOutId,
    baseline: baseline === null ? null : baseline.digest !== undefined ? { digest: baseline.digest } : { measuredOn: baseline.measuredOn },
  };
  const after = summariseLedger([...options.entries, entry], { source: source.id, baseline, heldOut: heldOutId });
  const recorded = options.mode === "append" || (options.mode === "auto" && protection.protect === "thresholdout");
  return { protect: protection.protect, shown, value, sentence, looks: after.looks, lookSentence: after.sentence, remaining, ledger: options.ledgerFile, entry, recorded };
}

/** The metrics a report may carry for a held-out split thresholdout protects: the question count, nothing else. */
export function withheldMetrics(heldOut: Metrics): Metrics {
  return { ...heldOut, hits: 0, recall: 0, mrr: 0, precision: 0, contextTokensPerQuery: 0 };
}
