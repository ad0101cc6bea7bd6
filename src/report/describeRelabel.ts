import type { LabelProblem } from "../evaluation/index.js";
import { relabelFix, RELABEL_COMMAND } from "../usecases/index.js";

/**
 * The sentence that names `chunkgate relabel` under a list of stale labels, when any of them has a
 * "did you mean" it can apply (see relabelFix): how many, and that `chunkgate relabel` alone shows
 * the diff first. Null when none has one. Commands in backticks, for escapeProse in Markdown.
 */
export function describeRelabel(problems: ReadonlyArray<Pick<LabelProblem, "kind" | "suggestions">>): string | null {
  const n = problems.filter((p) => relabelFix(p) !== null).length;
  if (n === 0) return null;
  const which = n === problems.length ? (n === 1 ? "its fix" : "their fixes") : `the fix${n === 1 ? "" : "es"} of ${n} of them`;
  return `\`${RELABEL_COMMAND}\` applies ${which} to the golden set, keeping its comments and formatting (\`chunkgate relabel\` alone shows the diff first).`;
}
