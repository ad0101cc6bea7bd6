import type { ActionSweepReport } from "../usecases/pullRequest/pullRequestSweepReport.js";

/** Why a sweep must fail the step, split by kind because only `stale` may be downgraded. */
export interface SweepFailure {
  /** Sources asked for that could not be swept: an error, like a configuration error in check mode. */
  error: string | null;
  /**
   * Golden-set labels that no longer fit the corpus: the cells were ranked on a subset of the
   * questions. Fails like stale labels in check mode, so `on-regression: comment` downgrades it.
   */
  stale: string | null;
}

/**
 * The failures of a sweep, or nulls. The sweep's numbers never fail it (a sweep reports, it does
 * not gate); what does is what makes `chunkgate sweep` exit 2: a source that cannot be swept, and
 * stale golden-set labels.
 */
export function sweepFailure(report: ActionSweepReport): SweepFailure {
  const errors = report.errors;
  const n = report.labelProblems.length;
  return {
    error:
      errors.length === 0
        ? null
        : `chunkgate: ${errors.length === 1 ? "one source" : `${errors.length} sources`} could not be swept\n${errors.map((e) => `- ${e.sourceId}: ${e.message}`).join("\n")}`,
    stale:
      n === 0
        ? null
        : `chunkgate: FAIL\n- ${n} golden-set label${n === 1 ? " no longer fits" : "s no longer fit"} the corpus (stale labels): the sweep ranked its cells on the questions that still fit; fix the labels before trusting its choice`,
  };
}
