import type { RelabelResult } from "../usecases/index.js";
import { plural } from "./plural.js";

/**
 * What `chunkgate relabel` does, as text: each stale key it fixes (`file:line question (key):
 * "old" → new`), each it leaves to a person with why, then the unified diff of the golden set, or
 * that there is nothing to change. Deterministic.
 */
export function renderRelabel(result: RelabelResult): string {
  const out: string[] = [];
  if (result.fixed.length === 0 && result.left.length === 0) return `${result.file}: every golden-set label fits the corpus; nothing to relabel.\n`;
  if (result.fixed.length > 0) {
    out.push(`chunkgate relabel: ${plural(result.fixed.length, "stale label")} with a fix in ${result.file}`);
    for (const { problem, to } of result.fixed) out.push(`  ${where(problem)}: ${problem.questionId} (${problem.key}) → ${to}`);
  }
  if (result.left.length > 0) {
    out.push(`${result.fixed.length > 0 ? "Left" : "chunkgate relabel: left"} to fix by hand (${result.left.length}):`);
    for (const { problem, reason } of result.left) out.push(`  ${where(problem)}: ${problem.questionId} (${problem.key}): ${problem.message}`, `    ${reason}`);
  }
  out.push("", result.diff === "" ? `Nothing in ${result.file} can be changed automatically.` : result.diff.trimEnd(), "");
  return out.join("\n");
}

function where(problem: { file: string; line: number | undefined }): string {
  return `${problem.file}${problem.line ? `:${problem.line}` : ""}`;
}
