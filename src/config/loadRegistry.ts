import { stat } from "node:fs/promises";
import path from "node:path";
import { fsFileSource, type FileSource } from "../corpus/index.js";
import { UserError } from "../errors.js";
import { workingTreeIds } from "../git/index.js";
import type { GoldenSet, Registry } from "./types.js";
import { joinProblems, readConfigFiles } from "./readConfigFiles.js";

/** The working tree's registry and golden set (openWorkingTree, then loadRegistryFrom). */
export async function loadRegistry(options: { root: string; registryPath?: string }): Promise<{ registry: Registry; golden: GoldenSet }> {
  const { files, registryPath } = await openWorkingTree(options);
  return loadRegistryFrom(files, registryPath);
}

/** The registry (default `chunkgate.yml`, else `chunkgate.yaml`) and golden set of any FileSource, or one UserError of all problems. */
export async function loadRegistryFrom(files: FileSource, registryPath?: string): Promise<{ registry: Registry; golden: GoldenSet }> {
  const { registry, golden, problems } = await readConfigFiles(files, registryPath);
  if (problems.length > 0) throw joinProblems(problems);
  if (registry === undefined || golden === undefined) throw new Error("internal: the registry or golden set is missing without a reported problem");
  return { registry, golden };
}

/** The working tree at `root` as a FileSource that never follows links out of it, and `registryPath` relative to it. */
export async function openWorkingTree(options: { root: string; registryPath?: string }): Promise<{ files: FileSource; registryPath: string | undefined }> {
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
  // git's index of the working tree, so that a run with a cache need not read unchanged files
  return { files: fsFileSource(root, { knownIds: workingTreeIds }), registryPath };
}
