import type { RetrieverConfig } from "../config/index.js";
import { getRetriever } from "./retriever.js";
import { createRetrieverRuntime, type RetrieverRuntime } from "./retrieverRuntime.js";
import type { Retriever, RetrieverBuildInput } from "./types.js";

/**
 * The retriever `config.kind` names, built over `docs` for `queries` (see RetrieverFactory.build).
 * Without a runtime it runs offline: no environment (so no key), no cache.
 *
 * @throws UserError for an unknown kind; rejects as the factory's build does.
 */
export function buildRetriever(input: Omit<RetrieverBuildInput, "runtime"> & { runtime?: RetrieverRuntime }): Promise<Retriever> {
  const runtime = input.runtime ?? createRetrieverRuntime();
  return getRetriever(input.config.kind).build({ docs: input.docs, queries: input.queries, config: input.config, label: input.label, runtime, vocabulary: input.vocabulary });
}

/** The identity a baseline records for `config` (e.g. `bm25(k1=1.2,b=0.75)`), without building anything. */
export function retrieverIdentity(config: RetrieverConfig): string {
  return getRetriever(config.kind).identity(config);
}
