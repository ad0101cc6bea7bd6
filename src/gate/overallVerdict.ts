import { severityOf, type Verdict } from "./verdict.js";

/**
 * The most severe of `verdicts` (see VERDICTS: error, fail, skipped, warn, no-baseline, pass, most
 * severe first), so one skipped source keeps the whole check from passing and a failure elsewhere
 * still shows as `fail`. No verdict at all is `error`: nothing was evaluated, which is never a pass.
 */
export function overallVerdict(verdicts: readonly Verdict[]): Verdict {
  if (verdicts.length === 0) return "error";
  return verdicts.reduce((worst, v) => (severityOf(v) > severityOf(worst) ? v : worst));
}
