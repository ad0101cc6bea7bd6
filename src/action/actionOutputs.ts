import type { Metrics } from "../evaluation/index.js";
import { decidePullRequestOutcome, type HeldOutLook, type PullRequestReport } from "../usecases/index.js";

/** The action's outputs, by the names action.yml declares. */
export interface ActionOutputs {
  verdict: string;
  recall: string;
  "held-out-recall": string;
  "failed-sources": string;
  "report-path": string;
}

/**
 * The outputs for a report: `verdict` and `failed-sources` from decideOutcome, so they agree with
 * the step and the CLI; each recall the lowest over the sources scored in that split (under
 * thresholdout, what it showed).
 */
export function actionOutputs(report: PullRequestReport, reportPath: string): ActionOutputs {
  const sources = report.check.sources;
  const outcome = decidePullRequestOutcome(report);
  return {
    verdict: outcome.verdict,
    recall: lowest(sources.filter((s) => s.train.questions > 0).map((s) => s.train.recall)),
    "held-out-recall": lowest(sources.flatMap((s) => shownHeldOut(s) ?? [])),
    "failed-sources": outcome.failedSources.join(","),
    "report-path": reportPath,
  };
}

/** The held-out recall a reader was shown (under thresholdout, its value); null without one. */
export function shownHeldOut(scored: { heldOut: Metrics; heldOutLook: HeldOutLook | null }): number | null {
  if (scored.heldOut.questions === 0) return null;
  return scored.heldOutLook?.protect === "thresholdout" ? scored.heldOutLook.value : scored.heldOut.recall;
}

/** The lowest of `values` rounded to four decimals, as an output holds it; empty when there is none. */
export function lowest(values: number[]): string {
  return values.length === 0 ? "" : String(Math.round(Math.min(...values) * 10_000) / 10_000);
}
