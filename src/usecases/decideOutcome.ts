import { overallVerdict, severityOf, type Verdict } from "../gate/index.js";

/**
 * Exit codes, the contract CI scripts and the action rely on: 0 when the change may go in (pass,
 * no-baseline, warn), 1 when the check found it wanting or could not vouch for it (fail, skipped),
 * 2 when chunkgate could not do its job on this input (error: stale labels, nothing evaluated, a
 * usage, configuration or input error).
 */
export const EXIT = { ok: 0, failed: 1, error: 2 } as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** The one decision of a run: what it says and how it ends. */
export interface Outcome {
  verdict: Verdict;
  /** {@link exitCodeOf} the verdict: never disagrees with it. */
  exitCode: ExitCode;
  /** Every source whose own verdict is not 0 to exit with (fail, skipped, error), in report order. */
  failedSources: string[];
  /**
   * Why the run did not pass, one line each, plain text (`product_docs: Train recall@3 …`), for a
   * failed step's message: stale labels first, then each source that did not pass. Empty when the
   * exit code is 0.
   */
  reasons: string[];
  /**
   * Whether `on-regression: comment` may keep the step green: true for a verdict reached on the
   * questions (a failure, a skipped source, stale labels, a source with no train question); false
   * when the run could not do what was asked (a source that could not be swept).
   */
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
  /** Who approved what, or what is missing (approveBaselineChanges' sentence). */
  sentence: string;
  /** Sources named by the changes that need approval, in report order. */
  sourceIds: readonly string[];
}

/**
 * A fact of the run outside the sources' own verdicts that makes the verdict at least `verdict`
 * (a pull request's keys that fit nothing after the merge, its certain losses, a cost rise), with
 * the reason it gives, plain text.
 */
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

/**
 * The verdict, exit code and failed sources of a check, decided once for every shell (the CLI's
 * exit code and printed verdict, the action's outputs, failed step and comment):
 *
 * - Stale golden-set labels make it `error`, whatever the sources say: the numbers were computed
 *   on a subset of the questions.
 * - No source evaluated is `error` for a check of the repository (`whenEmpty: "error"`: nothing
 *   vouched for is never a pass) and `pass` for a pull request that touches no source (nothing it
 *   changed is gated).
 * - Otherwise the most severe source verdict (overallVerdict).
 * - A pull request that lowers a baseline, removes questions or sources, edits a measured baseline
 *   or loosens the gate without the approval label (`approval.approved` false) is at least `fail`,
 *   with that reason first and the sources it names among `failedSources`.
 * - Each of `floors` makes the verdict at least its own, so a fact the sources do not carry (a
 *   pull request's keys that fit nothing after the merge) still decides the run and is said: a
 *   floor that exits non-zero is listed after the stale labels, a `warn` one after the sources.
 * - A source marked `optional` whose verdict is `error` (it could not be evaluated) is left out of
 *   the decision, its reasons and `failedSources`; the report still shows it. When every source is
 *   left out so, `whenEmpty` decides, as when there was none.
 *
 * `failedSources` lists every source that did not pass for any reason (its verdict exits non-zero),
 * so it is never empty while a source's own verdict fails. Deterministic.
 */
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

/**
 * The outcome of a sweep: sweeps report, they do not gate, so their numbers never fail one. It is
 * `error` (exit 2, as `chunkgate sweep` exits) when a source asked for could not be swept (not
 * downgradable: the sweep did not do its job) or when golden-set labels are stale (the cells were
 * ranked on a subset); otherwise `pass`. `failedSources` are the sources that could not be swept.
 */
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
