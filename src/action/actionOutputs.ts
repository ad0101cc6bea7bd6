import type { Metrics } from "../evaluation/index.js";
import { decidePullRequestOutcome, decideSweepOutcome, type HeldOutLook, type PullRequestReport, type PullRequestSweepReport } from "../usecases/index.js";

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

/** The outputs of a `mode: sweep` run: action.yml's outputs plus `sweep-report-path`. */
export type SweepOutputs = ActionOutputs & { "sweep-report-path": string };

/**
 * The outputs for a sweep: the verdict from decideSweepOutcome (numbers never fail a sweep), the
 * recalls the lowest of the chosen cells, both paths the sweep JSON's.
 */
export function sweepOutputs(report: PullRequestSweepReport, path: string): SweepOutputs {
  const chosen = report.sweeps.flatMap((sweep) => {
    const choice = sweep.choice;
    const cell = choice ? sweep.cells.find((c) => c.name === choice.cell) : undefined;
    return choice && cell ? [{ train: cell.train, heldOut: shownHeldOut(choice) }] : [];
  });
  const outcome = decideSweepOutcome({ errors: report.errors, staleLabels: report.labelProblems.length });
  return {
    verdict: outcome.verdict,
    recall: lowest(chosen.filter((c) => c.train.questions > 0).map((c) => c.train.recall)),
    "held-out-recall": lowest(chosen.flatMap((c) => c.heldOut ?? [])),
    "failed-sources": outcome.failedSources.join(","),
    "report-path": path,
    "sweep-report-path": path,
  };
}

/** The held-out recall a reader was shown (under thresholdout, its value); null without one. */
function shownHeldOut(scored: { heldOut: Metrics; heldOutLook: HeldOutLook | null }): number | null {
  if (scored.heldOut.questions === 0) return null;
  return scored.heldOutLook?.protect === "thresholdout" ? scored.heldOutLook.value : scored.heldOut.recall;
}

/** The lowest of `values` rounded to four decimals, as an output holds it; empty when there is none. */
function lowest(values: number[]): string {
  return values.length === 0 ? "" : String(Math.round(Math.min(...values) * 10_000) / 10_000);
}
