import type { GoldenSet, Registry } from "./types.js";
import { loadRegistryFrom } from "./loadRegistryFrom.js";
import { openWorkingTree } from "./openWorkingTree.js";

/**
 * Loads the registry and its golden set from the working tree at `root`: openWorkingTree's checks,
 * then loadRegistryFrom, so the two cannot drift. Resolves only with a valid registry and golden
 * set, otherwise rejects with a `UserError` (a `UserErrors` listing every problem of both files).
 */
export async function loadRegistry(options: { root: string; registryPath?: string }): Promise<{ registry: Registry; golden: GoldenSet }> {
  const { files, registryPath } = await openWorkingTree(options);
  return loadRegistryFrom(files, registryPath);
}
