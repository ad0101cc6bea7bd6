import { changesUnderRoot, gitChangedFiles, gitWorktreeChanges, type ChangedFile } from "../../changes/index.js";
import { UserError } from "../../errors.js";
import { FETCH_BASE_HINT, repositoryLayout, resolveCommit, type RepositoryLayout } from "../../git/index.js";

/** A pull request's changes as git knows them, re-rooted at the root: from the merge base of `base` to `head` or the working tree. */
export async function localChanges(options: { layout: RepositoryLayout & { gitTop: string }; base: string; head: string | "worktree" }): Promise<{ baseCommit: string; files: ChangedFile[] }> {
  const { layout } = options;
  const { mergeBase, files } =
    options.head === "worktree"
      ? await gitWorktreeChanges({ top: layout.gitTop, base: options.base })
      : await gitChangedFiles({ cwd: layout.gitTop, base: options.base, head: options.head });
  return { baseCommit: mergeBase, files: changesUnderRoot(files, layout.rootPrefix) };
}

/** The changes under `root` since the merge base of `base` and `head` (else the working tree), for every `--base` command. */
export async function changesSince(options: { root: string; base: string; head?: string | undefined; withoutBase: string }): Promise<{ baseCommit: string; files: ChangedFile[]; headSha: string; rootPrefix: string }> {
  const layout = await repositoryLayout(options.root, options.root);
  const gitTop = layout.gitTop;
  if (gitTop === null) throw new UserError(`--base compares git commits, and ${options.root} is not in a git repository`, { hint: `run it in a clone of the docs repository, or leave out --base ${options.withoutBase}` });
  const [headSha, baseSha] = await Promise.all([resolveCommit(gitTop, options.head ?? "HEAD"), resolveCommit(gitTop, options.base)]);
  if (headSha === null) {
    throw new UserError(options.head === undefined ? "the repository has no commit yet, so there is nothing to compare with" : `--head \`${options.head}\` is not a commit, branch or tag of this clone`, {
      hint: options.head === undefined ? "commit the documentation first" : "name a commit, branch or tag that `git rev-parse` knows",
    });
  }
  if (baseSha === null) {
    throw new UserError(`--base \`${options.base}\` is not a commit, branch or tag of this clone`, { hint: `name the branch the change goes into (\`--base main\`, \`--base origin/main\`); ${FETCH_BASE_HINT}` });
  }
  const { baseCommit, files } = await localChanges({ layout: { ...layout, gitTop }, base: options.base, head: options.head === undefined ? "worktree" : headSha });
  return { baseCommit, files, headSha, rootPrefix: layout.rootPrefix };
}
