/**
 * The verdict vocabulary, least to most severe (docs/metrics-and-gate.md). `skipped` is never a pass:
 * nothing vouched for the change.
 */
export const VERDICTS = ["pass", "no-baseline", "warn", "skipped", "fail", "error"] as const;

/** One of {@link VERDICTS}. */
export type Verdict = (typeof VERDICTS)[number];

/** How severe `verdict` is: its position in {@link VERDICTS} (0 for pass). */
export function severityOf(verdict: Verdict): number {
  return VERDICTS.indexOf(verdict);
}
