import type { FileSource } from "../corpus/index.js";
import type { GoldenSet, Registry } from "./types.js";
import { joinProblems, readConfigFiles } from "./readConfigFiles.js";

/**
 * Loads the registry and its golden set from any FileSource (a working tree, or a commit read from
 * git), so the base and the head of a pull request are configured by their own registries. Both
 * files are read and checked in one pass (readConfigFiles).
 *
 * - The registry is `registryPath` (relative to the root), by default `chunkgate.yml`, or
 *   `chunkgate.yaml` when only that one exists. `registry.file` is that path. A path that is
 *   absolute or leaves the root is a UserError: a check measures a repository, and the registry
 *   is one of its files.
 * - The golden set is read from `registry.questions` **relative to the root, not to the registry
 *   file**: every path a user writes for chunkgate has that one base.
 *
 * Guarantees: resolves only with a valid registry and golden set (see `parseRegistry` and
 * `parseGoldenSet`); otherwise rejects with a `UserError` — a `UserErrors` listing every problem
 * of both files when there are several. Missing files say how to fix them and name `files.label`.
 */
export async function loadRegistryFrom(files: FileSource, registryPath?: string): Promise<{ registry: Registry; golden: GoldenSet }> {
  const { registry, golden, problems } = await readConfigFiles(files, registryPath);
  if (problems.length > 0) throw joinProblems(problems);
  if (registry === undefined || golden === undefined) throw new Error("internal: the registry or golden set is missing without a reported problem");
  return { registry, golden };
}
