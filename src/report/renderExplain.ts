import type { Explanation } from "../usecases/index.js";
import { formatLocation, truncateText } from "./format.js";

function formatOccurrence(o: { path: string; startLine: number; endLine: number }): string {
  return formatLocation({ path: o.path, line: o.startLine, endLine: o.endLine });
}

/**
 * `chunkgate explain` as text: per source that scored the question, HIT or MISS, the top k, where
 * each gold span is and where each supporting chunk ranked; a source skipped here says why.
 */
export function renderExplain(explanation: Explanation): string {
  const { question, k, runDepth } = explanation;
  if (explanation.kind === "stale") return `${question.id}: ${question.text}\nNot scored: ${explanation.problem.message}\nfix: ${explanation.problem.hint}\n`;
  if (explanation.kind === "unanswerable") return `${question.id}: ${question.text}\nNo answer in the corpus (supporting: []): kept out of the metrics.\n`;
  let text = "";
  // a source that could not be scored here has no run to show: say why instead of printing nothing
  for (const source of explanation.skipped) text += `${question.id}: ${question.text}\n${source.id}: ${source.summary}\n${source.fix ? `fix: ${source.fix}\n` : ""}\n`;
  for (const run of explanation.runs) {
    const out = [`${question.id} (${run.split === "train" ? "train" : "held-out"}, source ${run.sourceId}): ${question.text}`];
    out.push(run.hit ? `HIT: a supporting chunk is in the top ${k}.` : `MISS: no supporting chunk in the top ${k}.`);
    for (const { span, occurrences } of explanation.spans) out.push(`Gold span "${truncateText(span.replace(/\s+/g, " ").trim(), 80)}" at ${occurrences.map(formatOccurrence).join(", ")}`);
    out.push("", `Top ${k}:`);
    run.top.forEach(({ chunk: c, score, relevant }, i) => {
      out.push(`  ${i + 1}. ${score.toFixed(4)} ${relevant ? "relevant " : "         "} ${c.path}:${c.startLine}-${c.endLine} ${c.headingPath.join(" > ")}`);
    });
    out.push("", `Supporting chunks (${run.supporting.length}):`);
    for (const { chunk: c, rank } of run.supporting) {
      out.push(`  ${rank === null ? `not in the top ${runDepth}` : `rank ${rank}`}: ${c.path}:${c.startLine}-${c.endLine} ${c.headingPath.join(" > ")}`);
    }
    if (run.supporting.length === 0) out.push("  none: the gold span is cut by a chunk boundary at this configuration");
    text += out.join("\n") + "\n\n";
  }
  return text;
}
