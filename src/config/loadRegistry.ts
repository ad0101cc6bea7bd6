import { stat } from "node:fs/promises";
import path from "node:path";
import { fsFileSource } from "../corpus/fsFileSource.js";
import { UserError } from "../errors.js";
import type { GoldenSet, Registry } from "./types.js";
import { loadRegistryFrom } from "./loadRegistryFrom.js";

/**
 * Loads the registry and its golden set from a repository checkout: the checks only a directory
 * needs, then loadRegistryFrom on the working tree (fsFileSource), so the two cannot drift.
 *
 * - `root` must be a directory.
 * - `registryPath` is relative to `root`; an absolute path is accepted when it lies inside `root`
 *   (and is passed on relative). Default: `chunkgate.yml`, else `chunkgate.yaml`.
 * - The golden set is read from `registry.questions` relative to the root, not to the registry
 *   file; symbolic links that lead outside the root are refused (fsFileSource never follows them).
 *
 * Guarantees: those of loadRegistryFrom — resolves only with a valid registry and golden set,
 * otherwise rejects with a `UserError` (a `UserErrors` for validation): a missing root, a registry
 * outside the root or missing (saying how to create one), a missing golden set (naming the
 * `questions:` line and the base the path is resolved against), or an unreadable file. Other I/O
 * failures are not expected and are rethrown as they are.
 */
export async function loadRegistry(options: { root: string; registryPath?: string }): Promise<{ registry: Registry; golden: GoldenSet }> {
  const root = path.resolve(options.root);
  const rootStat = await stat(root).catch(() => undefined);
  if (!rootStat?.isDirectory()) {
    throw new UserError(`repository root ${root} is not a directory`, { hint: "run chunkgate from the repository, or pass its directory as the root" });
  }
  let registryPath = options.registryPath;
  if (registryPath !== undefined) {
    const relative = path.relative(root, path.resolve(root, registryPath));
    if (relative === "" || relative === ".." || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) {
      throw new UserError(`registry \`${registryPath}\` is outside the repository root ${root}`, { hint: "keep the registry in the repository and give its path relative to the root" });
    }
    registryPath = relative.split(path.sep).join("/");
  }
  return loadRegistryFrom(fsFileSource(root), registryPath);
}
