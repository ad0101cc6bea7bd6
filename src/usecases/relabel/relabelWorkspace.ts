import { UserError } from "../../errors.js";
import { gitFileSource } from "../../git/index.js";
import { loadWorkspace, type Workspace } from "../check/loadWorkspace.js";
import { deletedKeyCheck } from "../pullRequest/deletedKeys.js";
import { followRenamedKeys } from "../pullRequest/followRenamedKeys.js";
import { changesSince } from "../pullRequest/changesSince.js";

/**
 * The workspace `chunkgate relabel` fixes. Without `base`, the working tree alone: its stale keys
 * carry the "did you mean" of their names. With `base` (a branch, tag or commit), the working tree
 * compared with the merge base of `base` and HEAD, as `check --base` compares them: a key whose
 * section's text went to another heading or document gets that place as its fix (followRenamedKeys),
 * however unlike its old name the new one is, and a key whose section this change deleted is no
 * label problem at all (deletedKeyCheck), so no "did you mean" lands it on a neighbour.
 *
 * Errors for people: not a git repository, a base git does not know (with the hint to fetch it),
 * a base whose registry or corpus does not load.
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
