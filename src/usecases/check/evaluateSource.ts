import { measureSource, isScored, type MeasureOptions, type SourceEvaluation } from "./measureSource.js";

export type { SourceEvaluation } from "./measureSource.js";

/**
 * Chunks a source (at `chunking`, default its own), indexes it, scores its train then its held-out questions once.
 * @throws RetrieverUnavailableError when the retriever cannot be built here (a check uses measureSource).
 */
export async function evaluateSource(options: MeasureOptions): Promise<SourceEvaluation> {
  const result = await measureSource(options);
  if (!isScored(result)) throw result.unavailable;
  return result;
}
