import type { PullRequestReport } from "../usecases/pullRequest/types.js";

/** The action's outputs, by the names action.yml declares. */
export interface ActionOutputs {
  verdict: string;
  recall: string;
  "held-out-recall": string;
  "failed-sources": string;
  "report-path": string;
}

/**
 * The outputs for a report. `recall` and `held-out-recall` are the lowest recall@k over the
 * evaluated sources (those with at least one question in that split): with one source, its value;
 * with several, the weakest, which is the one a threshold should be checked against. Rounded to
 * four decimals; empty when no source had a question in that split. `failed-sources` lists, comma
 * separated, the ids of the sources whose verdict is `fail`.
 */
export function actionOutputs(report: PullRequestReport, reportPath: string): ActionOutputs {
  const sources = report.check.sources;
  return {
    verdict: report.check.verdict,
    recall: lowest(sources.filter((s) => s.train.questions > 0).map((s) => s.train.recall)),
    "held-out-recall": lowest(sources.filter((s) => s.heldOut.questions > 0).map((s) => s.heldOut.recall)),
    "failed-sources": sources
      .filter((s) => s.verdict === "fail")
      .map((s) => s.id)
      .join(","),
    "report-path": reportPath,
  };
}

function lowest(values: number[]): string {
  return values.length === 0 ? "" : String(Math.round(Math.min(...values) * 10_000) / 10_000);
}
