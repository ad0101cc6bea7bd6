import type { Workspace } from "./loadWorkspace.js";
import type { SourceEvaluation } from "./measureSource.js";
import type { ResultCache } from "./resultCache.js";
import { sourceResultKey } from "./sourceResultKey.js";
import { toSourceResult, type SourceResult } from "./sourceResult.js";
import type { GoldenSet, Registry } from "../../config/index.js";
import type { SourceSelections } from "./sourceResultKey.js";

/**
 * Whether results of this registry's sources may be kept and reused: only with the `bm25`
 * retriever, whose runs are a function of the texts alone. An embedding retriever's runs depend on
 * a remote model's answers, which no key here can cover, so they are always computed afresh.
 */
export function resultsCacheable(registry: Registry): boolean {
  return registry.retriever.kind === "bm25";
}

/**
 * Keeps a scored source's SourceResult in `results`, under the key of everything it depends on
 * (sourceResultKey). Nothing is kept when the workspace's documents are not known by content id,
 * the retriever is not cacheable (resultsCacheable), or a question was scored against a key a pull
 * request deleted (that depends on the pull request's base and changes, which the key leaves out).
 */
export function storeResult(results: ResultCache, workspace: Workspace, evaluation: SourceEvaluation): void {
  if (!workspace.selections || !resultsCacheable(workspace.registry)) return;
  if (workspace.questions.some((q) => q.supporting.some((k) => k.deleted !== undefined))) return;
  const key = sourceResultKey({ registry: workspace.registry, golden: workspace.golden, sourceId: evaluation.source.id, selections: workspace.selections });
  if (key !== null) results.set(key, toSourceResult(evaluation));
}

/**
 * The kept result of source `sourceId` of this registry over these documents, or undefined: a
 * result whose own source id or chunking differs from what was asked (a foreign entry) is not
 * served either.
 */
export function lookupResult(results: ResultCache, options: { registry: Registry; golden: GoldenSet; sourceId: string; selections: SourceSelections }): SourceResult | undefined {
  if (!resultsCacheable(options.registry)) return undefined;
  const source = options.registry.sources.find((s) => s.id === options.sourceId);
  const key = sourceResultKey(options);
  if (!source || key === null) return undefined;
  const found = results.get(key);
  if (!found || found.sourceId !== source.id || JSON.stringify(found.chunking) !== JSON.stringify(source.chunking)) return undefined;
  return found;
}
