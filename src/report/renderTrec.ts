import type { SourceEvaluation } from "../usecases/index.js";
import type { Split } from "../evaluation/index.js";

/** Which questions a TREC export covers. */
export interface TrecOptions {
  split: Split;
  /** Prefix query ids with `sourceId/` (needed when several sources are exported together). */
  prefixSource: boolean;
  tag?: string;
}

const NO_RELEVANT = "chunkgate:no-relevant-chunk";

/**
 * The runs in TREC run format (`qid Q0 docno rank score tag`), query ids the question ids, docnos
 * the chunk ids, scores written at full precision so that trec_eval, which re-sorts by score and
 * then by docno descending, sees exactly our order (our retriever breaks ties the same way).
 */
export function renderTrecRun(evaluations: readonly SourceEvaluation[], options: TrecOptions): string {
  const lines: string[] = [];
  for (const evaluation of evaluations) {
    for (const run of evaluation.runs) {
      if (run.split !== options.split) continue;
      const qid = queryId(evaluation.source.id, run.id, options);
      run.ranked.forEach((r, i) => {
        lines.push(`${qid} Q0 ${evaluation.chunks[r.chunk]!.id} ${i + 1} ${String(r.score)} ${options.tag ?? "chunkgate"}`);
      });
    }
  }
  return lines.join("\n") + (lines.length > 0 ? "\n" : "");
}

/**
 * The derived relevance judgements in TREC qrels format (`qid 0 docno 1`): every chunk that
 * supports the question. A question no chunk supports (a gold span cut by every boundary) gets one
 * non-relevant placeholder line, so that `trec_eval -c` still counts it as a miss, as we do.
 */
export function renderTrecQrels(evaluations: readonly SourceEvaluation[], options: TrecOptions): string {
  const lines: string[] = [];
  for (const evaluation of evaluations) {
    for (const run of evaluation.runs) {
      if (run.split !== options.split) continue;
      const qid = queryId(evaluation.source.id, run.id, options);
      if (run.relevantChunks.length === 0) lines.push(`${qid} 0 ${NO_RELEVANT} 0`);
      for (const i of run.relevantChunks) lines.push(`${qid} 0 ${evaluation.chunks[i]!.id} 1`);
    }
  }
  return lines.join("\n") + (lines.length > 0 ? "\n" : "");
}

function queryId(sourceId: string, questionId: string, options: TrecOptions): string {
  const id = options.prefixSource ? `${sourceId}/${questionId}` : questionId;
  return id.replace(/\s/g, "_");
}
