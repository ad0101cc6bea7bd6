import type { PullRequestReport } from "../usecases/pullRequest/types.js";

/**
 * Why the step must fail, or null when it passes: a source failed, a touched source could not be
 * evaluated (no train question landed in it, which is never a pass) or was skipped (its embeddings
 * key is not available here, as on a fork's pull request: never a pass either; the fix is named), or golden-set labels no longer
 * fit the corpus (stale labels), the same conditions that make `chunkgate check` exit non-zero.
 * A pull request that touches no source evaluates nothing and passes. Whether the step then
 * fails is the caller's decision (`on-regression`).
 */
export function verdictFailure(report: PullRequestReport): string | null {
  const reasons: string[] = [];
  for (const source of report.check.sources) {
    if (source.verdict === "fail" || source.verdict === "not-evaluated") reasons.push(`${source.id}: ${source.summary}`);
    if (source.verdict === "skipped") reasons.push(`${source.id}: ${source.summary}${source.fix ? ` Fix: ${source.fix}` : ""}`);
  }
  const stale = report.check.labelProblems.length;
  if (stale > 0) reasons.push(`${stale} golden-set label${stale === 1 ? " no longer fits" : "s no longer fit"} the corpus (stale labels)`);
  if (reasons.length === 0 && report.check.verdict === "fail") reasons.push("the check failed");
  return reasons.length === 0 ? null : `chunkgate: ${report.check.verdict.toUpperCase()}\n${reasons.map((r) => `- ${r}`).join("\n")}`;
}
