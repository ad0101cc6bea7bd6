import { scoresDeletedKeys, type Workspace } from "./loadWorkspace.js";
import { sourceResultKey } from "./sourceResultKey.js";
import type { Registry } from "../../config/index.js";

/** Whether this registry's results may be kept: only with `bm25`, whose runs depend on the texts alone, not a remote model. */
export function resultsCacheable(registry: Registry): boolean {
  return registry.retriever.kind === "bm25";
}

/**
 * The key of a source's result in this workspace, or null when it is not to be kept: ids unknown, a
 * retriever not cacheable, or a question scored against a deleted key (which the key leaves out).
 */
export function workspaceResultKey(workspace: Workspace, sourceId: string): string | null {
  if (!workspace.selections || !resultsCacheable(workspace.registry) || scoresDeletedKeys(workspace)) return null;
  return sourceResultKey({ registry: workspace.registry, golden: workspace.golden, sourceId, selections: workspace.selections });
}
