import type { Metrics } from "../evaluation/index.js";
import { decidePullRequestOutcome, decideSweepOutcome, type HeldOutLook, type Outcome, type PullRequestReport, type PullRequestSweepReport } from "../usecases/index.js";

/** The action's outputs, by the names action.yml declares. */
export type ActionOutputs = Record<"verdict" | "recall" | "held-out-recall" | "failed-sources" | "report-path", string>;

/** The outputs for a report: the verdict as decideOutcome gives it, each recall the lowest shown over the sources. */
export function actionOutputs(report: PullRequestReport, reportPath: string): ActionOutputs {
  return outputsOf(decidePullRequestOutcome(report), report.check.sources, reportPath);
}

/** The outputs for a sweep: the verdict from decideSweepOutcome (numbers never fail one), the chosen cells' recalls. */
export function sweepOutputs(report: PullRequestSweepReport, path: string): ActionOutputs & { "sweep-report-path": string } {
  const chosen = report.sweeps.flatMap((sweep) => {
    const choice = sweep.choice;
    const cell = choice ? sweep.cells.find((c) => c.name === choice.cell) : undefined;
    return choice && cell ? [{ train: cell.train, heldOut: choice.heldOut, heldOutLook: choice.heldOutLook }] : [];
  });
  const outcome = decideSweepOutcome({ errors: report.errors, staleLabels: report.labelProblems.length });
  return { ...outputsOf(outcome, chosen, path), "sweep-report-path": path };
}

/** What was scored, a source or a chosen cell: its train metrics and its held-out split as shown. */
type Scored = { train: Metrics; heldOut: Metrics; heldOutLook: HeldOutLook | null };

function outputsOf(outcome: Outcome, scored: readonly Scored[], path: string): ActionOutputs {
  return {
    verdict: outcome.verdict,
    recall: lowest(scored.filter((s) => s.train.questions > 0).map((s) => s.train.recall)),
    "held-out-recall": lowest(scored.flatMap((s) => shownHeldOut(s) ?? [])),
    "failed-sources": outcome.failedSources.join(","),
    "report-path": path,
  };
}

/** The held-out recall a reader was shown (under thresholdout, its value); null without one. */
function shownHeldOut(scored: Omit<Scored, "train">): number | null {
  if (scored.heldOut.questions === 0) return null;
  return scored.heldOutLook?.protect === "thresholdout" ? scored.heldOutLook.value : scored.heldOut.recall;
}

/** The lowest of `values` rounded to four decimals, as an output holds it; empty when there is none. */
function lowest(values: number[]): string {
  return values.length === 0 ? "" : String(Math.round(Math.min(...values) * 10_000) / 10_000);
}
