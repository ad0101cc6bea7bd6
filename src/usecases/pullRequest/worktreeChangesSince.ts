import type { ChangedFile } from "../../changes/index.js";
import { UserError } from "../../errors.js";
import { FETCH_BASE_HINT, repositoryLayout, resolveCommit } from "../../git/index.js";
import { localChanges } from "./localChanges.js";

/**
 * The working tree's changes under `root` since the merge base of `base` and HEAD (uncommitted and
 * untracked files included), as `check --base` computes them (localChanges), for the commands that
 * take `--base` against the working tree. Errors for people: `root` not in a git repository, a
 * base git does not know (with the hint to fetch it); `withoutBase` ends the first one's fix
 * ("or leave out --base to ...").
 */
export async function worktreeChangesSince(options: { root: string; base: string; withoutBase: string }): Promise<{ baseCommit: string; files: ChangedFile[] }> {
  const layout = await repositoryLayout(options.root, options.root);
  const gitTop = layout.gitTop;
  if (gitTop === null) throw new UserError(`--base compares git commits, and ${options.root} is not in a git repository`, { hint: `run it in a clone of the docs repository, or leave out --base ${options.withoutBase}` });
  if ((await resolveCommit(gitTop, options.base)) === null) {
    throw new UserError(`--base \`${options.base}\` is not a commit, branch or tag of this clone`, { hint: `name the branch the change goes into (\`--base main\`, \`--base origin/main\`); ${FETCH_BASE_HINT}` });
  }
  return localChanges({ layout: { ...layout, gitTop }, base: options.base, head: "worktree" });
}
