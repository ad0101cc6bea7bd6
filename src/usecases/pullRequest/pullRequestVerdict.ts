import type { CheckReport } from "../check/types.js";
import { overallVerdict } from "../../gate/overallVerdict.js";
import type { Verdict } from "../../gate/judgeSource.js";

/**
 * The verdict of a pull request check: `fail` when a golden-set label no longer fits the corpus
 * (the numbers would be computed on a subset), `pass` when the pull request touches no source
 * (nothing it changed is gated), else the most severe of its sources' verdicts (overallVerdict).
 */
export function pullRequestVerdict(check: Pick<CheckReport, "sources" | "labelProblems">): Verdict {
  if (check.labelProblems.length > 0) return "fail";
  if (check.sources.length === 0) return "pass";
  return overallVerdict(check.sources.map((s) => s.verdict));
}
