/**
 * The verdict vocabulary, one for every output (text, JSON, the action's outputs, the comment),
 * from least to most severe:
 *
 * - `pass`: within the noise band of the baseline, with no doubts.
 * - `no-baseline`: nothing recorded to compare with (and none is required).
 * - `warn`: within the band, but something makes the baseline or the configuration doubtful
 *   (held-out far below train, a baseline measured another way).
 * - `skipped`: the source could not be scored in this run for a reason outside the change (its
 *   retriever's API key is not available here, as on a fork's pull request). Never a pass: it
 *   exits 1, like `fail`, because the change was not vouched for; it is less severe than `fail`
 *   because nothing was found wrong either.
 * - `fail`: significantly below the baseline (or no baseline while one is required).
 * - `error`: the numbers cannot be trusted or do not exist: golden-set labels that no longer fit
 *   the corpus (stale labels), a source no train question lands in, nothing evaluated at all.
 *
 * Exit codes follow (decideOutcome): 0 for pass, no-baseline and warn; 1 for fail and skipped; 2
 * for error.
 */
export const VERDICTS = ["pass", "no-baseline", "warn", "skipped", "fail", "error"] as const;

/** One of {@link VERDICTS}. */
export type Verdict = (typeof VERDICTS)[number];

/** How severe `verdict` is: its position in {@link VERDICTS} (0 for pass). */
export function severityOf(verdict: Verdict): number {
  return VERDICTS.indexOf(verdict);
}
