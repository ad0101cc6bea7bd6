import { EXIT, exitCodeOf, type CheckReport } from "../usecases/index.js";
import { alsoFails, skippedFilesNote, verdictReason, type VerdictFacts } from "./renderVerdictLine.js";

/**
 * The last line of a text report, the one CI logs are searched for: `Verdict: PASS`, and for a
 * verdict that does not exit 0, its reason after a dash (`Verdict: ERROR — 1 golden-set label no
 * longer fits …`, and `Verdict: ERROR and FAIL — …` when stale labels come with a recall drop beyond
 * the band); files left out of the index are counted on it whatever the verdict. The verdict is the report's, which decideOutcome also turns into the exit code,
 * so the printed verdict and the exit code always agree.
 */
export function renderVerdictText(check: CheckReport, facts: VerdictFacts = {}): string {
  const note = skippedFilesNote(check);
  // a warning on a pull request is said too: questions lost for certain, a cost rise
  const said = exitCodeOf(check.verdict) !== EXIT.ok || (check.verdict === "warn" && ((facts.regressions?.length ?? 0) > 0 || (facts.costRises?.length ?? 0) > 0));
  const reason = said ? ` — ${verdictReason(check, facts)}` : note === "" ? "" : ` ${note}`;
  return `Verdict: ${check.verdict.toUpperCase()}${alsoFails(check) ? " and FAIL" : ""}${reason}`;
}
