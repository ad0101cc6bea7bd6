import type { RetrieverConfig } from "../config/index.js";
import { getRetriever } from "./retriever.js";
import { createRetrieverRuntime, type RetrieverRuntime } from "./retrieverRuntime.js";
import type { Retriever, RetrieverBuildInput } from "./types.js";

/**
 * The retriever `config.kind` names, built as RetrieverFactory.build says; offline (no key, no
 * cache) without a runtime. @throws UserError for an unknown kind.
 */
export function buildRetriever(input: Omit<RetrieverBuildInput, "runtime"> & { runtime?: RetrieverRuntime }): Promise<Retriever> {
  const runtime = input.runtime ?? createRetrieverRuntime();
  const { queries, config, label, vocabulary, counted } = input;
  // a getter: a build from `counted` never reads `docs`
  return getRetriever(config.kind).build({
    get docs() {
      return input.docs;
    },
    queries,
    config,
    label,
    runtime,
    ...(vocabulary ? { vocabulary } : {}),
    ...(counted ? { counted } : {}),
  });
}

/** The identity a baseline records for `config` (e.g. `bm25(k1=1.2,b=0.75)`), without building anything. */
export function retrieverIdentity(config: RetrieverConfig): string {
  return getRetriever(config.kind).identity(config);
}
