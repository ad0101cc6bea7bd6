import { measureSource, isScored, type MeasureOptions, type SourceEvaluation } from "./measureSource.js";

export type { SourceEvaluation } from "./measureSource.js";

/** measureSource, throwing the RetrieverUnavailableError of a retriever that cannot be built here. */
export async function evaluateSource(options: MeasureOptions): Promise<SourceEvaluation> {
  const result = await measureSource(options);
  if (!isScored(result)) throw result.unavailable;
  return result;
}
