import { lowest, type ActionOutputs } from "./actionOutputs.js";
import { decideSweepOutcome, type PullRequestSweepReport } from "../usecases/index.js";

/** The outputs of a `mode: sweep` run: action.yml's outputs plus `sweep-report-path`. */
export type SweepOutputs = ActionOutputs & { "sweep-report-path": string };

/**
 * The outputs for a sweep: `verdict` and `failed-sources` from decideSweepOutcome (a sweep's
 * numbers never fail it), `recall` and `held-out-recall` the lowest of the chosen cells (as in
 * check mode), to four decimals; `report-path` and `sweep-report-path` both the sweep JSON's path.
 */
export function sweepOutputs(report: PullRequestSweepReport, path: string): SweepOutputs {
  const chosen = report.sweeps.flatMap((sweep) => {
    const choice = sweep.choice;
    const cell = choice ? sweep.cells.find((c) => c.name === choice.cell) : undefined;
    // Under thresholdout, what it showed (none once its budget is spent), as in check mode.
    const look = choice?.heldOutLook;
    const heldOut = !choice || choice.heldOut.questions === 0 ? null : look?.protect === "thresholdout" ? look.value : choice.heldOut.recall;
    return choice && cell ? [{ train: cell.train, heldOut }] : [];
  });
  const outcome = decideSweepOutcome({ errors: report.errors, staleLabels: report.labelProblems.length });
  return {
    verdict: outcome.verdict,
    recall: lowest(chosen.filter((c) => c.train.questions > 0).map((c) => c.train.recall)),
    "held-out-recall": lowest(chosen.flatMap((c) => (c.heldOut === null ? [] : [c.heldOut]))),
    "failed-sources": outcome.failedSources.join(","),
    "report-path": path,
    "sweep-report-path": path,
  };
}
