import type { FileSource } from "../corpus/index.js";
import type { GoldenSet, Registry } from "./types.js";
import { joinProblems, readConfigFiles } from "./readConfigFiles.js";

/**
 * Loads the registry (`registryPath`, default `chunkgate.yml`, else `chunkgate.yaml`) and its
 * golden set (relative to the root, not to the registry) from any FileSource, so a pull request's
 * base and head are each configured by their own registry. Resolves only with both valid; otherwise
 * rejects with a `UserError` listing every problem of both files (readConfigFiles).
 */
export async function loadRegistryFrom(files: FileSource, registryPath?: string): Promise<{ registry: Registry; golden: GoldenSet }> {
  const { registry, golden, problems } = await readConfigFiles(files, registryPath);
  if (problems.length > 0) throw joinProblems(problems);
  if (registry === undefined || golden === undefined) throw new Error("internal: the registry or golden set is missing without a reported problem");
  return { registry, golden };
}
