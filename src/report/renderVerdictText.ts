import { EXIT, exitCodeOf, type BaselineChangesReport, type CheckReport, type Regression } from "../usecases/index.js";
import { skippedFilesNote, verdictReason } from "./renderVerdictLine.js";

/**
 * The last line of a text report, the one CI logs are searched for: `Verdict: PASS`, and for a
 * verdict that does not exit 0, its reason after a dash (`Verdict: ERROR — 1 golden-set label no
 * longer fits …`); files left out of the index are counted on it whatever the verdict. The verdict is the report's, which decideOutcome also turns into the exit code,
 * so the printed verdict and the exit code always agree.
 */
export function renderVerdictText(check: CheckReport, regressions: readonly Regression[] = [], approval?: BaselineChangesReport["approval"]): string {
  const note = skippedFilesNote(check);
  const reason = exitCodeOf(check.verdict) === EXIT.ok ? (note === "" ? "" : ` ${note}`) : ` — ${verdictReason(check, regressions, approval)}`;
  return `Verdict: ${check.verdict.toUpperCase()}${reason}`;
}
