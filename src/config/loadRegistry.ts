import type { GoldenSet, Registry } from "./types.js";
import { loadRegistryFrom } from "./loadRegistryFrom.js";
import { openWorkingTree } from "./openWorkingTree.js";

/**
 * Loads the registry and its golden set from a repository checkout: the checks only a directory
 * needs (openWorkingTree), then loadRegistryFrom on the working tree, so the two cannot drift.
 *
 * - `root` must be a directory.
 * - `registryPath` is relative to `root`; an absolute path is accepted when it lies inside `root`
 *   (and is passed on relative). Default: `chunkgate.yml`, else `chunkgate.yaml`.
 * - The golden set is read from `registry.questions` relative to the root, not to the registry
 *   file; symbolic links that lead outside the root are refused (fsFileSource never follows them).
 *
 * Guarantees: those of loadRegistryFrom — resolves only with a valid registry and golden set,
 * otherwise rejects with a `UserError` (a `UserErrors` listing every problem of both files): a
 * missing root, a registry outside the root or missing (saying how to create one), a missing
 * golden set (naming the `questions:` line and the base the path is resolved against), or an
 * unreadable file. Other I/O failures are not expected and are rethrown as they are.
 */
export async function loadRegistry(options: { root: string; registryPath?: string }): Promise<{ registry: Registry; golden: GoldenSet }> {
  const { files, registryPath } = await openWorkingTree(options);
  return loadRegistryFrom(files, registryPath);
}
