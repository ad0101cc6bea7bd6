import { measureSource, isScored, type MeasureOptions, type SourceEvaluation } from "./measureSource.js";

export type { SourceEvaluation } from "./measureSource.js";

/**
 * Chunks a source, indexes it, scores its train questions, then its held-out questions once.
 * Passing `chunking` evaluates another configuration of the same source (what a sweep or a
 * proposed change needs); `prepared` reuses documents already measured under the same tokenizer;
 * `runtime` gives the retriever its environment, cache and progress sink (default: offline, no
 * key, no cache, which is all BM25 needs).
 *
 * @throws RetrieverUnavailableError (a UserError) when the retriever cannot be built here, for
 *   callers that cannot report a skipped source (record, explain); a check uses measureSource.
 */
export async function evaluateSource(options: MeasureOptions): Promise<SourceEvaluation> {
  const result = await measureSource(options);
  if (!isScored(result)) throw result.unavailable;
  return result;
}
