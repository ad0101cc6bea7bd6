/** The verdict vocabulary, least to most severe (docs/metrics-and-gate.md); `skipped` is never a pass. */
export const VERDICTS = ["pass", "no-baseline", "warn", "skipped", "fail", "error"] as const;

/** One of {@link VERDICTS}. */
export type Verdict = (typeof VERDICTS)[number];

/** How severe `verdict` is: its position in {@link VERDICTS} (0 for pass). */
export function severityOf(verdict: Verdict): number {
  return VERDICTS.indexOf(verdict);
}

/** The most severe of `verdicts`, so one skipped source keeps a check from passing; none at all is `error`. */
export function overallVerdict(verdicts: readonly Verdict[]): Verdict {
  if (verdicts.length === 0) return "error";
  return verdicts.reduce((worst, v) => (severityOf(v) > severityOf(worst) ? v : worst));
}
