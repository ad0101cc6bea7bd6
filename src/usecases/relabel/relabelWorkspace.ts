import { UserError } from "../../errors.js";
import { gitFileSource } from "../../git/index.js";
import { loadWorkspace, type Workspace } from "../check/loadWorkspace.js";
import { deletedKeyCheck } from "../pullRequest/deletedKeys.js";
import { followRenamedKeys } from "../pullRequest/followRenamedKeys.js";
import { changesSince } from "../pullRequest/changesSince.js";

/**
 * The workspace `chunkgate relabel` fixes: the working tree alone, or, with `base`, compared as
 * `check --base` compares it, so a key follows its section's text and a deleted section's key is
 * no label problem at all (no "did you mean" lands it on a neighbour).
 */
export async function relabelWorkspace(options: { root: string; registryPath?: string | undefined; base?: string | undefined }): Promise<Workspace> {
  if (options.base === undefined) return loadWorkspace({ root: options.root, registryPath: options.registryPath });
  const { baseCommit, files: changes } = await changesSince({ root: options.root, base: options.base, withoutBase: "to fix the labels by name" });
  let base: Workspace;
  try {
    base = await loadWorkspace({ root: options.root, registryPath: options.registryPath, files: gitFileSource({ cwd: options.root, commit: baseCommit }) });
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    throw new UserError(`the base (${baseCommit.slice(0, 7)}) could not be read, so keys cannot be followed to where their text went: ${error.message}`, { hint: "leave out --base to apply the fixes by name, or name a base whose registry and golden set load" });
  }
  const head = await loadWorkspace({ root: options.root, registryPath: options.registryPath, deleted: deletedKeyCheck({ base, changes }) });
  return followRenamedKeys({ head, base, changes });
}
