import { lowest, shownHeldOut, type ActionOutputs } from "./actionOutputs.js";
import { decideSweepOutcome, type PullRequestSweepReport } from "../usecases/index.js";

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
