import { changesUnderRoot, gitChangedFiles, gitWorktreeChanges, type ChangedFile } from "../../changes/index.js";
import type { RepositoryLayout } from "../../git/index.js";

/**
 * A pull request's changes as git knows them, re-rooted at the root: from the merge base of `base`
 * and `head`, or to the working tree. `mergeBase`, when the caller has it, spares asking git again.
 */
export async function localChanges(options: { layout: RepositoryLayout & { gitTop: string }; base: string; head: string | "worktree"; mergeBase?: string }): Promise<{ baseCommit: string; files: ChangedFile[] }> {
  const { layout } = options;
  const { mergeBase, files } =
    options.head === "worktree"
      ? await gitWorktreeChanges({ cwd: layout.gitTop, base: options.base, mergeBase: options.mergeBase })
      : await gitChangedFiles({ cwd: layout.gitTop, base: options.base, head: options.head, mergeBase: options.mergeBase });
  return { baseCommit: mergeBase, files: changesUnderRoot(files, layout.rootPrefix) };
}
