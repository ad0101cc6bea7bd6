import { resolve } from "node:path";
import { runCheck } from "../check/runCheck.js";
import { UserError } from "../errors.js";
import { closeCliCache, openCliCache } from "./cliCache.js";
import { EXIT, type CliIo } from "./io.js";
import type { CliCommand } from "./parseCliArgs.js";

/**
 * `chunkgate explain QUESTION_ID`: the question's top-k chunks with scores and relevance, then where
 * each supporting chunk ranked in the run, so a miss can be read rather than guessed at.
 */
export async function explainCommand(args: Extract<CliCommand, { command: "explain" }>, io: CliIo): Promise<number> {
  const root = resolve(io.cwd, args.common.root);
  const cache = openCliCache(args.common, root, io);
  const { report, golden, evaluations } = await runCheck({ root, registryPath: args.common.registry, prepared: cache.prepared });
  closeCliCache(cache, root, io);
  const question = golden.questions.find((q) => q.id === args.questionId);
  if (!question) throw new UserError(`no question "${args.questionId}" in ${golden.file}`, { hint: "use a question_id from the golden set" });
  const problem = report.labelProblems.find((p) => p.questionId === question.id);
  if (problem) {
    io.stdout(`${question.id}: ${question.text}\nNot scored: ${problem.message}\nfix: ${problem.hint}\n`);
    return EXIT.error;
  }
  if (question.supporting.length === 0) {
    io.stdout(`${question.id}: ${question.text}\nNo answer in the corpus (supporting: []): kept out of the metrics.\n`);
    return EXIT.ok;
  }
  const k = report.k;
  for (const evaluation of evaluations) {
    const run = evaluation.runs.find((r) => r.id === question.id);
    if (!run) continue;
    const { chunks } = evaluation;
    const out: string[] = [`${question.id} (${run.split === "train" ? "train" : "held-out"}, source ${evaluation.source.id}): ${question.text}`];
    out.push(run.hit ? `HIT: a supporting chunk is in the top ${k}.` : `MISS: no supporting chunk in the top ${k}.`, "", `Top ${k}:`);
    run.ranked.slice(0, k).forEach((r, i) => {
      const c = chunks[r.chunk]!;
      out.push(`  ${i + 1}. ${r.score.toFixed(4)} ${r.relevant ? "relevant " : "         "} ${c.path}:${c.startLine}-${c.endLine} ${c.headingPath.join(" > ")}`);
    });
    out.push("", `Supporting chunks (${run.relevantChunks.length}):`);
    const rankOf = new Map(run.ranked.map((r, i) => [r.chunk, i + 1]));
    for (const i of run.relevantChunks) {
      const c = chunks[i]!;
      const rank = rankOf.get(i);
      out.push(`  ${rank === undefined ? `not in the top ${report.runDepth}` : `rank ${rank}`}: ${c.path}:${c.startLine}-${c.endLine} ${c.headingPath.join(" > ")}`);
    }
    if (run.relevantChunks.length === 0) out.push("  none: the gold span is cut by a chunk boundary at this configuration");
    io.stdout(out.join("\n") + "\n\n");
  }
  return EXIT.ok;
}
