import { REGISTRY_DEFAULTS } from "../../src/config/registryDefaults.js";
import type { Registry, RetrieverConfig, SourceConfig } from "../../src/config/types.js";

/**
 * A registry for an in-process benchmark: one source, the registry defaults everywhere else, and
 * the given retriever (default BM25). Built from REGISTRY_DEFAULTS so a new registry key needs no
 * edit here.
 */
export function benchRegistry(source: SourceConfig, retriever: RetrieverConfig = { ...REGISTRY_DEFAULTS.retriever }): Registry {
  return {
    version: 1,
    file: "(bench)",
    questions: "(synthetic)",
    retriever,
    k: REGISTRY_DEFAULTS.k,
    runDepth: REGISTRY_DEFAULTS.runDepth,
    split: { ...REGISTRY_DEFAULTS.split },
    noise: { ...REGISTRY_DEFAULTS.noise },
    overfitMargin: REGISTRY_DEFAULTS.overfitMargin,
    requireBaseline: false,
    maxAgeDays: REGISTRY_DEFAULTS.maxAgeDays,
    stale: REGISTRY_DEFAULTS.stale,
    approvalLabel: REGISTRY_DEFAULTS.approvalLabel,
    heldOut: { protect: "none" },
    sources: [source],
  };
}
