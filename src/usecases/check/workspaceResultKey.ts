import type { Workspace } from "./loadWorkspace.js";
import { sourceResultKey } from "./sourceResultKey.js";
import type { Registry } from "../../config/index.js";

/**
 * Whether results of this registry's sources may be kept and reused: only with the `bm25`
 * retriever, whose runs are a function of the texts alone. An embedding retriever's runs depend on
 * a remote model's answers, which no key here can cover, so they are always computed afresh.
 */
export function resultsCacheable(registry: Registry): boolean {
  return registry.retriever.kind === "bm25";
}

/**
 * The key of a source's result in this workspace (sourceResultKey), or null when its result is
 * not to be kept or shared: documents not known by content id, a retriever that is not cacheable
 * (resultsCacheable), or a question scored against a key a pull request deleted (that depends on
 * the pull request's base and changes, which the key leaves out).
 */
export function workspaceResultKey(workspace: Workspace, sourceId: string): string | null {
  if (!workspace.selections || !resultsCacheable(workspace.registry)) return null;
  if (scoresDeletedKeys(workspace)) return null;
  return sourceResultKey({ registry: workspace.registry, golden: workspace.golden, sourceId, selections: workspace.selections });
}

// Asked once per source: remembered per workspace so that thousands of sources do not each scan every question.
const deletedKeys = new WeakMap<Workspace, boolean>();

function scoresDeletedKeys(workspace: Workspace): boolean {
  let found = deletedKeys.get(workspace);
  if (found === undefined) deletedKeys.set(workspace, (found = workspace.questions.some((q) => q.supporting.some((k) => k.deleted !== undefined))));
  return found;
}
