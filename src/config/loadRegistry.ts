import type { FileSource } from "../corpus/index.js";
import type { GoldenSet, Registry } from "./types.js";
import { openWorkingTree } from "./openWorkingTree.js";
import { joinProblems, readConfigFiles } from "./readConfigFiles.js";

/**
 * The working tree's registry and golden set (openWorkingTree, then loadRegistryFrom), or a UserError
 * listing every problem of both files.
 */
export async function loadRegistry(options: { root: string; registryPath?: string }): Promise<{ registry: Registry; golden: GoldenSet }> {
  const { files, registryPath } = await openWorkingTree(options);
  return loadRegistryFrom(files, registryPath);
}

/**
 * The registry (`registryPath`, default `chunkgate.yml`, else `chunkgate.yaml`) and its golden set
 * (relative to the root) of any FileSource, so a pull request's base and head each use their own; or
 * one UserError listing every problem of both files.
 */
export async function loadRegistryFrom(files: FileSource, registryPath?: string): Promise<{ registry: Registry; golden: GoldenSet }> {
  const { registry, golden, problems } = await readConfigFiles(files, registryPath);
  if (problems.length > 0) throw joinProblems(problems);
  if (registry === undefined || golden === undefined) throw new Error("internal: the registry or golden set is missing without a reported problem");
  return { registry, golden };
}
