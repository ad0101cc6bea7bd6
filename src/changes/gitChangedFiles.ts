import { mergeBase, runGit } from "../git/index.js";
import { parseUnifiedDiff } from "./parseUnifiedDiff.js";
import type { ChangedFile } from "./types.js";

/**
 * The files a pull request changes: `git diff base...head` (from the merge base, so commits merged
 * into the base since the branch was cut are not the pull request's), with rename detection (`-M`,
 * git's default 50 % similarity) and no context lines, sorted by path in UTF-16 code unit order.
 * Paths are from the repository's top whatever folder `cwd` is (a corpus root in a subfolder
 * re-roots them itself).
 *
 * The diff's output is pinned against user configuration that would change it: prefixes
 * (`diff.noprefix`, `diff.mnemonicPrefix`), colour, external diff drivers, textconv and
 * `diff.relative` are all overridden. A missing base (shallow clone) or unrelated histories are
 * UserErrors from mergeBase, with the hint to fetch the base.
 *
 * `mergeBase`, when the caller already has the merge base of this `base` and `head` (a BranchPoint
 * from probeRepository), is diffed from as it is: git is not asked for it again.
 */
export async function gitChangedFiles(options: { cwd: string; base: string; head: string; mergeBase?: string }): Promise<{ mergeBase: string; files: ChangedFile[] }> {
  const { cwd } = options;
  const base = options.mergeBase ?? (await mergeBase(cwd, options.base, options.head));
  // mergeBase (or probeRepository) found the merge base from head's commit, so head names one and
  // does not start with `-`: the diff peels it itself, so no `git rev-parse` process runs first
  const head = `${options.head}^{commit}`;
  const diff = await runGit(cwd, [
    "diff",
    "--unified=0",
    "-M",
    "--no-color",
    "--no-ext-diff",
    "--no-textconv",
    "--no-relative",
    "--src-prefix=a/",
    "--dst-prefix=b/",
    base,
    head,
    "--",
  ]);
  const files = parseUnifiedDiff(diff).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { mergeBase: base, files };
}
