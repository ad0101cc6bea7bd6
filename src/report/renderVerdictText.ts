import { EXIT, exitCodeOf, type CheckReport } from "../usecases/index.js";
import { alsoFails, skippedFilesNote, verdictReason, type VerdictFacts } from "./renderVerdictLine.js";

/**
 * The last line of a text report, the one CI logs are searched for: the verdict decideOutcome
 * turns into the exit code, and its reason when it does not exit 0.
 */
export function renderVerdictText(check: CheckReport, facts: VerdictFacts = {}): string {
  const note = skippedFilesNote(check);
  // a warning on a pull request is said too: questions lost for certain, a cost rise
  const said = exitCodeOf(check.verdict) !== EXIT.ok || (check.verdict === "warn" && ((facts.regressions?.length ?? 0) > 0 || (facts.costRises?.length ?? 0) > 0));
  const reason = said ? ` — ${verdictReason(check, facts)}` : note === "" ? "" : ` ${note}`;
  return `Verdict: ${check.verdict.toUpperCase()}${alsoFails(check) ? " and FAIL" : ""}${reason}`;
}
