import type { Chunk } from "../../chunking/index.js";
import { closest, type Question } from "../../config/index.js";
import { UserError } from "../../errors.js";
import type { LabelProblem, Split } from "../../evaluation/index.js";
import { runCheck, type CheckOptions } from "../check/runCheck.js";
import type { SourceReport } from "../check/types.js";
import { EXIT, type ExitCode } from "../decideOutcome.js";

/** One source's run of the question: the top k with scores and relevance, and where each supporting chunk ranked. */
export interface ExplainedRun {
  sourceId: string;
  split: Split;
  hit: boolean;
  /** The first k of the run, best first. */
  top: Array<{ chunk: Chunk; score: number; relevant: boolean }>;
  /** Every chunk that supports the question with its rank (null: deeper than the run), best first, so the one that decided leads. */
  supporting: Array<{ chunk: Chunk; rank: number | null }>;
}

/** A gold span of the question and where it stands in the corpus (its occurrences, found by offsets). */
export interface ExplainedSpan {
  /** The span as written in the golden set. */
  span: string;
  occurrences: Array<{ path: string; startLine: number; endLine: number }>;
}

/** What `chunkgate explain` shows about one question, and the exit code it ends with. */
export type Explanation = { question: Question; k: number; runDepth: number; exitCode: ExitCode } & (
  | { kind: "stale"; problem: LabelProblem }
  | { kind: "unanswerable" }
  | { kind: "scored"; runs: ExplainedRun[]; skipped: SourceReport[]; spans: ExplainedSpan[] }
);

/** Why a question hits or misses in each source that scored it, or why it is unscored; UserError for an unknown id. */
export async function explainQuestion(options: CheckOptions & { questionId: string }): Promise<Explanation> {
  const { report, evaluations, workspace } = await runCheck(options);
  const { golden } = workspace;
  const question = golden.questions.find((q) => q.id === options.questionId);
  if (!question) {
    const near = closest(options.questionId, golden.questions.map((q) => q.id), 3);
    throw new UserError(`no question "${options.questionId}" in ${golden.file}`, {
      hint: near.length > 0 ? `did you mean ${near.map((id) => `\`${id}\``).join(", ")}?` : `use a question_id from ${golden.file} (its ${golden.questions.length} questions run from \`${golden.questions[0]?.id ?? ""}\` to \`${golden.questions.at(-1)?.id ?? ""}\`)`,
    });
  }
  const base = { question, k: report.k, runDepth: report.runDepth };
  const problem = report.labelProblems.find((p) => p.questionId === question.id);
  if (problem) return { ...base, kind: "stale", problem, exitCode: EXIT.error };
  if (question.supporting.length === 0) return { ...base, kind: "unanswerable", exitCode: EXIT.ok };
  const skipped = report.sources.filter((s) => s.verdict === "skipped");
  const runs: ExplainedRun[] = [];
  for (const evaluation of evaluations) {
    const run = evaluation.runs.find((r) => r.id === question.id);
    if (!run) continue;
    const rankOf = new Map(run.ranked.map((r, i) => [r.chunk, i + 1]));
    runs.push({
      sourceId: evaluation.source.id,
      split: run.split,
      hit: run.hit,
      top: run.ranked.slice(0, report.k).map((r) => ({ chunk: evaluation.chunks[r.chunk]!, score: r.score, relevant: r.relevant })),
      supporting: run.relevantChunks.map((i) => ({ chunk: evaluation.chunks[i]!, rank: rankOf.get(i) ?? null })).sort(byRank),
    });
  }
  const resolved = workspace.questions.find((q) => q.question.id === question.id);
  const spans = (resolved?.supporting ?? []).flatMap((key): ExplainedSpan[] =>
    key.key.kind === "span" && key.occurrences ? [{ span: key.key.span, occurrences: [...key.occurrences].flatMap(([path, list]) => list.map((o) => ({ path, startLine: o.startLine, endLine: o.endLine }))) }] : [],
  );
  return { ...base, kind: "scored", runs, skipped, spans, exitCode: evaluations.length === 0 && skipped.length > 0 ? EXIT.failed : EXIT.ok };
}

/** Ranked before unranked, lower rank first; a stable sort keeps the corpus order of the unranked. */
function byRank(a: { rank: number | null }, b: { rank: number | null }): number {
  return (a.rank ?? Number.POSITIVE_INFINITY) - (b.rank ?? Number.POSITIVE_INFINITY) || 0;
}
