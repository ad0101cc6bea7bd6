import { decidePullRequestOutcome, type PullRequestReport } from "../usecases/index.js";

/** The action's outputs, by the names action.yml declares. */
export interface ActionOutputs {
  verdict: string;
  recall: string;
  "held-out-recall": string;
  "failed-sources": string;
  "report-path": string;
}

/**
 * The outputs for a report: `verdict` and `failed-sources` from decideOutcome (the decision that
 * fails the step and that the CLI exits with); `recall` and `held-out-recall` the lowest over the
 * sources with a question in that split (under thresholdout, what it showed), to four decimals,
 * empty when there is none.
 */
export function actionOutputs(report: PullRequestReport, reportPath: string): ActionOutputs {
  const sources = report.check.sources;
  const outcome = decidePullRequestOutcome(report);
  return {
    verdict: outcome.verdict,
    recall: lowest(sources.filter((s) => s.train.questions > 0).map((s) => s.train.recall)),
    "held-out-recall": lowest(sources.flatMap((s) => (s.heldOut.questions === 0 ? [] : s.heldOutLook?.protect === "thresholdout" ? (s.heldOutLook.value === null ? [] : [s.heldOutLook.value]) : [s.heldOut.recall]))),
    "failed-sources": outcome.failedSources.join(","),
    "report-path": reportPath,
  };
}

/** The lowest of `values` rounded to four decimals, as an output holds it; empty when there is none. */
export function lowest(values: number[]): string {
  return values.length === 0 ? "" : String(Math.round(Math.min(...values) * 10_000) / 10_000);
}
