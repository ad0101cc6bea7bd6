import type { LabelProblem } from "../../evaluation/index.js";
import { withDeletedKeys, type Workspace } from "../check/loadWorkspace.js";

/**
 * The keys whose section the pull request deletes: scored here as misses, but once merged nothing
 * tells them from stale labels, and main's check stops with an error. Golden-set order.
 */
export function keysUnfitAfterMerge(head: Workspace): LabelProblem[] {
  const known = new Set(head.labelProblems.map(keyOf));
  return withDeletedKeys(head, () => undefined).labelProblems.filter((p) => !known.has(keyOf(p)));
}

function keyOf(problem: LabelProblem): string {
  return `${problem.questionId}\u0000${problem.key}`;
}
