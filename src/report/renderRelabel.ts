import type { RelabelResult } from "../usecases/index.js";
import { plural } from "../formatCount.js";
import { formatKeyPlace } from "./format.js";

/** What `chunkgate relabel` does, as text: the keys it fixes, those left to a person and why, then the diff. */
export function renderRelabel(result: RelabelResult): string {
  const out: string[] = [];
  if (result.fixed.length === 0 && result.left.length === 0) return `${result.file}: every golden-set label fits the corpus; nothing to relabel.\n`;
  if (result.fixed.length > 0) {
    out.push(`chunkgate relabel: ${plural(result.fixed.length, "stale label")} with a fix in ${result.file}`);
    for (const { problem, to } of result.fixed) out.push(`  ${formatKeyPlace(problem)}: ${problem.questionId} (${problem.key}) → ${to}`);
  }
  if (result.left.length > 0) {
    out.push(`${result.fixed.length > 0 ? "Left" : "chunkgate relabel: left"} to fix by hand (${result.left.length}):`);
    for (const { problem, reason } of result.left) out.push(`  ${formatKeyPlace(problem)}: ${problem.questionId} (${problem.key}): ${problem.message}`, `    ${reason}`);
  }
  out.push("", result.diff === "" ? `Nothing in ${result.file} can be changed automatically.` : result.diff.trimEnd(), "");
  return out.join("\n");
}
