import type { LabelProblem } from "../evaluation/index.js";
import { relabelFix, RELABEL_BASE_COMMAND, RELABEL_COMMAND } from "../usecases/index.js";

/**
 * The sentence that names `chunkgate relabel` under a list of stale labels, when any of them has a
 * fix it can apply (see relabelFix): how many, and that `chunkgate relabel` alone shows the diff
 * first. When a fix was found by following a section's text from the base (`movedTo`), the command
 * is the one with `--base`: without it, relabel would fall back on the closest name, which for a
 * heading renamed to an unrelated name is a neighbour, not the answer. Null when none has a fix.
 * Commands in backticks, for escapeProse in Markdown.
 */
export function describeRelabel(problems: ReadonlyArray<Pick<LabelProblem, "kind" | "suggestions" | "movedTo">>): string | null {
  const fixable = problems.filter((p) => relabelFix(p) !== null);
  const n = fixable.length;
  if (n === 0) return null;
  const which = n === problems.length ? (n === 1 ? "its fix" : "their fixes") : `the fix${n === 1 ? "" : "es"} of ${n} of them`;
  if (fixable.some((p) => p.movedTo !== undefined)) {
    return `\`${RELABEL_BASE_COMMAND}\` (your base branch as \`--base\`) applies ${which} to the golden set, following each section's text to where it went (without \`--write\` it shows the diff first).`;
  }
  return `\`${RELABEL_COMMAND}\` applies ${which} to the golden set, keeping its comments and formatting (\`chunkgate relabel\` alone shows the diff first).`;
}
