import type { Verdict } from "./judgeSource.js";

const severity: Verdict[] = ["fail", "not-evaluated", "skipped", "warn", "no-baseline", "pass"];

/**
 * The verdict of a whole check: the most severe of its sources' (fail, not-evaluated, skipped,
 * warn, no-baseline, pass in that order), so one skipped source keeps the whole check from
 * passing, and a failure elsewhere still shows as `fail`. No source at all is `not-evaluated`,
 * never a pass.
 */
export function overallVerdict(verdicts: readonly Verdict[]): Verdict {
  if (verdicts.length === 0) return "not-evaluated";
  return severity.find((v) => verdicts.includes(v)) ?? "pass";
}
