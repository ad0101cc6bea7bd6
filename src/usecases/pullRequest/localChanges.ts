import { changesUnderRoot, gitChangedFiles, gitWorktreeChanges, type ChangedFile } from "../../changes/index.js";
import type { RepositoryLayout } from "../../git/index.js";

/** A pull request's changes as git knows them, re-rooted at the root: from the merge base of `base` to `head` or the working tree. */
export async function localChanges(options: { layout: RepositoryLayout & { gitTop: string }; base: string; head: string | "worktree" }): Promise<{ baseCommit: string; files: ChangedFile[] }> {
  const { layout } = options;
  const { mergeBase, files } =
    options.head === "worktree"
      ? await gitWorktreeChanges({ top: layout.gitTop, base: options.base })
      : await gitChangedFiles({ cwd: layout.gitTop, base: options.base, head: options.head });
  return { baseCommit: mergeBase, files: changesUnderRoot(files, layout.rootPrefix) };
}
