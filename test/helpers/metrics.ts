import type { Metrics } from "../../src/evaluation/metrics.js";

/** Metrics with `hits` of `questions`, other columns fixed. */
export function metrics(hits: number, questions: number): Metrics {
  return { questions, hits, recall: questions === 0 ? 0 : hits / questions, mrr: 0.5, precision: 0.2, contextTokensPerQuery: 300 };
}
