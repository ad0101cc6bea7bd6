/**
 * The verdict vocabulary of every output, least to most severe (meanings and exit codes:
 * docs/metrics-and-gate.md). `skipped` (the source could not be scored here, e.g. no API key on a
 * fork) is never a pass: nothing vouched for the change, though nothing was found wrong either.
 */
export const VERDICTS = ["pass", "no-baseline", "warn", "skipped", "fail", "error"] as const;

/** One of {@link VERDICTS}. */
export type Verdict = (typeof VERDICTS)[number];

/** How severe `verdict` is: its position in {@link VERDICTS} (0 for pass). */
export function severityOf(verdict: Verdict): number {
  return VERDICTS.indexOf(verdict);
}
