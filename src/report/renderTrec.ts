import type { SourceEvaluation } from "../usecases/index.js";
import type { Split } from "../evaluation/index.js";

/** Which questions a TREC export covers. */
export interface TrecOptions {
  split: Split;
  /** Prefix query ids with `sourceId/` (for several sources in one export). */
  prefixSource: boolean;
  tag?: string;
}

const NO_RELEVANT = "chunkgate:no-relevant-chunk";

/**
 * The runs in TREC run format, scores at full precision: trec_eval re-sorts by score, then docno
 * descending, which is how our retriever breaks ties, so it sees exactly our order.
 */
export function renderTrecRun(evaluations: readonly SourceEvaluation[], options: TrecOptions): string {
  const tag = options.tag ?? "chunkgate";
  return trecLines(evaluations, options, (qid, run, chunks) => run.ranked.map((r, i) => `${qid} Q0 ${chunks[r.chunk]!.id} ${i + 1} ${String(r.score)} ${tag}`));
}

/** TREC qrels; a question no chunk supports gets a non-relevant placeholder, so `trec_eval -c` counts its miss too. */
export function renderTrecQrels(evaluations: readonly SourceEvaluation[], options: TrecOptions): string {
  return trecLines(evaluations, options, (qid, run, chunks) =>
    run.relevantChunks.length === 0 ? [`${qid} 0 ${NO_RELEVANT} 0`] : run.relevantChunks.map((i) => `${qid} 0 ${chunks[i]!.id} 1`),
  );
}

type LinesOf = (qid: string, run: SourceEvaluation["runs"][number], chunks: SourceEvaluation["chunks"]) => string[];

/** The lines `linesOf` gives for each run of the split, in order, each line ending in a newline. */
function trecLines(evaluations: readonly SourceEvaluation[], options: TrecOptions, linesOf: LinesOf): string {
  const lines = evaluations.flatMap((e) =>
    e.runs.filter((run) => run.split === options.split).flatMap((run) => {
      const qid = (options.prefixSource ? `${e.source.id}/${run.id}` : run.id).replace(/\s/g, "_");
      return linesOf(qid, run, e.chunks);
    }),
  );
  return lines.join("\n") + (lines.length > 0 ? "\n" : "");
}
