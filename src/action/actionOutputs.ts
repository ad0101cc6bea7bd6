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
 * The outputs for a report. `verdict` and `failed-sources` come from decideOutcome, the same
 * decision that fails the step and that the CLI exits with: the verdict (pass, no-baseline, warn,
 * skipped, fail or error), and, comma separated, every evaluated source that did not pass for any
 * reason (fail, skipped, error, stale labels on its documents included). `recall` and
 * `held-out-recall` are the lowest recall@k over the evaluated sources (those with at least one
 * question in that split): with one source, its value; with several, the weakest, which is the one
 * a threshold should be checked against. Under thresholdout, held-out recall is what thresholdout
 * showed (nothing when its budget is spent), never the score it withholds. Rounded to four decimals; empty when no source had a
 * question in that split.
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

function lowest(values: number[]): string {
  return values.length === 0 ? "" : String(Math.round(Math.min(...values) * 10_000) / 10_000);
}
