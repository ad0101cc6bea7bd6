/** Per-question outcome of one run, the input to every aggregate. */
export interface QuestionOutcome {
  id: string;
  relevantInTopK: number;
  /** 1-based rank of the first relevant chunk in the whole run, or null when none was retrieved. */
  firstRelevantRank: number | null;
  /** Sum of the tokens of the top-k chunks: what the model would be shown. */
  contextTokens: number;
}

/** Aggregates over one split of one source. */
export interface Metrics {
  questions: number;
  /** Questions with a relevant chunk in the top k. */
  hits: number;
  /** hits / questions: trec_eval success@k. */
  recall: number;
  /** Mean of 1/rank of the first relevant chunk over the whole run: trec_eval recip_rank. */
  mrr: number;
  /** Mean of (relevant chunks in the top k) / k: trec_eval P_k (k divides even when fewer were retrieved). */
  precision: number;
  contextTokensPerQuery: number;
}

/** trec_eval's success.k, recip_rank and P.k (`-c`); no outcomes give zeros, `questions: 0`, which no gate passes. */
export function computeMetrics(outcomes: readonly QuestionOutcome[], k: number): Metrics {
  const n = outcomes.length;
  if (n === 0) return { questions: 0, hits: 0, recall: 0, mrr: 0, precision: 0, contextTokensPerQuery: 0 };
  let hits = 0;
  let rr = 0;
  let precision = 0;
  let context = 0;
  for (const o of outcomes) {
    if (o.relevantInTopK > 0) hits++;
    if (o.firstRelevantRank !== null) rr += 1 / o.firstRelevantRank;
    precision += o.relevantInTopK / k;
    context += o.contextTokens;
  }
  return { questions: n, hits, recall: hits / n, mrr: rr / n, precision: precision / n, contextTokensPerQuery: context / n };
}
