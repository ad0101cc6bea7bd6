import type { GoldenSet, Registry } from "./types.js";
import { loadRegistryFrom } from "./loadRegistryFrom.js";
import { openWorkingTree } from "./openWorkingTree.js";

/**
 * The working tree's registry and golden set (openWorkingTree, then loadRegistryFrom), or a UserError
 * listing every problem of both files.
 */
export async function loadRegistry(options: { root: string; registryPath?: string }): Promise<{ registry: Registry; golden: GoldenSet }> {
  const { files, registryPath } = await openWorkingTree(options);
  return loadRegistryFrom(files, registryPath);
}
