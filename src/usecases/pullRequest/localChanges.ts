import { changesUnderRoot, gitChangedFiles, gitWorktreeChanges, type ChangedFile } from "../../changes/index.js";
import type { RepositoryLayout } from "../../git/index.js";

/**
 * A pull request's changes as git alone knows them, relative to the root: from the merge base of
 * `base` and `head` (a commit), or of `base` and HEAD to the working tree when `head` is
 * `"worktree"` (uncommitted and untracked files included). Git names files from the repository's
 * top; they are re-rooted at the root (changesUnderRoot). A base the clone does not have is a
 * UserError with the hint to fetch it. `mergeBase`: the merge base of `base` and the commit `head`
 * when the caller already has it (see gitChangedFiles), so git is not asked for it again.
 */
export async function localChanges(options: { layout: RepositoryLayout & { gitTop: string }; base: string; head: string | "worktree"; mergeBase?: string }): Promise<{ baseCommit: string; files: ChangedFile[] }> {
  const { layout } = options;
  const { mergeBase, files } =
    options.head === "worktree"
      ? await gitWorktreeChanges({ cwd: layout.gitTop, base: options.base })
      : await gitChangedFiles({ cwd: layout.gitTop, base: options.base, head: options.head, mergeBase: options.mergeBase });
  return { baseCommit: mergeBase, files: changesUnderRoot(files, layout.rootPrefix) };
}
