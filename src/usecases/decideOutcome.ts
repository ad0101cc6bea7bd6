import { overallVerdict, severityOf, type Verdict } from "../gate/index.js";

/** Exit codes CI relies on: 0 the change may go in, 1 found wanting or not vouched for, 2 chunkgate could not do its job. */
export const EXIT = { ok: 0, failed: 1, error: 2 } as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** The one decision of a run: what it says and how it ends. */
export interface Outcome {
  verdict: Verdict;
  /** {@link exitCodeOf} the verdict: never disagrees with it. */
  exitCode: ExitCode;
  /** Every source whose own verdict is not 0 to exit with (fail, skipped, error), in report order. */
  failedSources: string[];
  /** Why the run did not pass, one plain line each, for a failed step's message; empty when the exit code is 0. */
  reasons: string[];
  /** Whether `on-regression: comment` may keep the step green: not when the run could not do what was asked. */
  downgradable: boolean;
}

/** What decideOutcome reads of a source. */
export interface OutcomeSource {
  id: string;
  verdict: Verdict;
  /** The registry's `optional: true`: an `error` of this source (it could not be evaluated) does not decide the run. */
  optional?: boolean | undefined;
  summary: string;
  fix?: string | undefined;
}

/** A pull request's changes to what the gate measures against that need the approval label, and whether they have it. */
export interface OutcomeApproval {
  approved: boolean;
  /** Who approved what, or what is missing. */
  sentence: string;
  /** Sources named by the changes that need approval, in report order. */
  sourceIds: readonly string[];
}

/** A fact of the run outside the sources' verdicts that makes the verdict at least `verdict`, with its plain-text reason. */
export interface OutcomeFloor {
  verdict: Verdict;
  reason: string;
}

/** The exit code a verdict gives (see {@link EXIT}). */
export function exitCodeOf(verdict: Verdict): ExitCode {
  if (verdict === "error") return EXIT.error;
  if (verdict === "fail" || verdict === "skipped") return EXIT.failed;
  return EXIT.ok;
}

/** The verdict, exit code and failed sources of a check, decided once for every shell (docs/metrics-and-gate.md). */
export function decideOutcome(input: { sources: readonly OutcomeSource[]; staleLabels: number; whenEmpty: "pass" | "error"; approval?: OutcomeApproval | null; floors?: readonly OutcomeFloor[] }): Outcome {
  const { staleLabels } = input;
  const sources = input.sources.filter((s) => !(s.optional === true && s.verdict === "error"));
  const unapproved = input.approval != null && !input.approval.approved ? input.approval : null;
  const reasons: string[] = [];
  if (unapproved) reasons.push(unapproved.sentence);
  if (staleLabels > 0) reasons.push(staleLabelReason(staleLabels));
  const floors = [...(input.floors ?? [])].sort((a, b) => severityOf(b.verdict) - severityOf(a.verdict));
  const blocking = (f: OutcomeFloor) => exitCodeOf(f.verdict) !== EXIT.ok;
  reasons.push(...floors.filter(blocking).map((f) => f.reason));
  for (const source of sources) {
    if (exitCodeOf(source.verdict) === EXIT.ok) continue;
    reasons.push(`${source.id}: ${source.summary}${source.fix ? ` Fix: ${source.fix}` : ""}`);
  }
  reasons.push(...floors.filter((f) => !blocking(f)).map((f) => f.reason));
  let verdict: Verdict;
  if (sources.length === 0) verdict = staleLabels > 0 ? "error" : input.whenEmpty;
  else verdict = overallVerdict([...sources.map((s) => s.verdict), ...(staleLabels > 0 ? (["error"] as const) : [])]);
  if (sources.length === 0 && verdict === "error" && staleLabels === 0) reasons.push("no source was evaluated, so nothing can be vouched for");
  if (unapproved) verdict = overallVerdict([verdict, "fail"]);
  verdict = overallVerdict([verdict, ...floors.map((f) => f.verdict)]);
  const exitCode = exitCodeOf(verdict);
  const failing = sources.filter((s) => exitCodeOf(s.verdict) !== EXIT.ok).map((s) => s.id);
  return {
    verdict,
    exitCode,
    failedSources: [...new Set([...(unapproved?.sourceIds ?? []), ...failing])],
    reasons: exitCode === EXIT.ok ? [] : reasons,
    downgradable: true,
  };
}

/** The outcome of a sweep, which never gates on its numbers: `error` when a source could not be swept or labels are stale. */
export function decideSweepOutcome(input: { errors: ReadonlyArray<{ sourceId: string; message: string }>; staleLabels: number }): Outcome {
  const { errors, staleLabels } = input;
  const reasons = errors.map((e) => `${e.sourceId} could not be swept: ${e.message}`);
  if (staleLabels > 0) reasons.push(`${staleLabelReason(staleLabels)}: the sweep ranked its cells on the questions that still fit`);
  const verdict: Verdict = reasons.length > 0 ? "error" : "pass";
  return { verdict, exitCode: exitCodeOf(verdict), failedSources: errors.map((e) => e.sourceId), reasons, downgradable: errors.length === 0 };
}

function staleLabelReason(n: number): string {
  return `${n} golden-set label${n === 1 ? " no longer fits" : "s no longer fit"} the corpus (stale labels)`;
}
