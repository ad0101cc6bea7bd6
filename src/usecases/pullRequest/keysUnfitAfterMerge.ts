import type { LabelProblem } from "../../evaluation/index.js";
import { withDeletedKeys, type Workspace } from "../check/loadWorkspace.js";

/**
 * The golden-set keys that a plain `chunkgate check` of `head` reports as label problems but that
 * `head` (loaded with a pull request's deleted-key check) does not: the keys whose section or
 * document the pull request deletes. The pull request scores them as misses; once it is merged,
 * nothing tells them from stale labels any more, and main's check stops with an error. In the
 * golden set's order (question, then key). Resolving again uses the workspace's key memo, so it
 * costs a pass over the golden set, not a re-parse.
 */
export function keysUnfitAfterMerge(head: Workspace): LabelProblem[] {
  const known = new Set(head.labelProblems.map(keyOf));
  return withDeletedKeys(head, () => undefined).labelProblems.filter((p) => !known.has(keyOf(p)));
}

function keyOf(problem: LabelProblem): string {
  return `${problem.questionId}\u0000${problem.key}`;
}
