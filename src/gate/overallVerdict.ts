import { severityOf, type Verdict } from "./verdict.js";

/**
 * The most severe of `verdicts`, so one skipped source keeps a check from passing; none at all is
 * `error`, since nothing evaluated is never a pass.
 */
export function overallVerdict(verdicts: readonly Verdict[]): Verdict {
  if (verdicts.length === 0) return "error";
  return verdicts.reduce((worst, v) => (severityOf(v) > severityOf(worst) ? v : worst));
}
