import { stat } from "node:fs/promises";
import path from "node:path";
import { fsFileSource, type FileSource } from "../corpus/index.js";
import { UserError } from "../errors.js";
import { workingTreeIds } from "../git/index.js";

/**
 * The working tree at `root` as a FileSource that never follows links out of it, and `registryPath`
 * relative to it; a UserError when `root` is not a directory or the registry path leaves it.
 */
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
