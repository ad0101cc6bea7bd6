import type { LabelProblem } from "../evaluation/index.js";
import { relabelFix, RELABEL_BASE_COMMAND, RELABEL_COMMAND } from "../usecases/index.js";

/**
 * The sentence naming `chunkgate relabel` when it can fix some stale labels; with `--base` when a
 * fix followed a section's text, which relabel cannot do without it. Null when none has a fix.
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
