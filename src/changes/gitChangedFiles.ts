import { mergeBase, runGit } from "../git/index.js";
import { parseUnifiedDiff } from "./parseUnifiedDiff.js";
import type { ChangedFile } from "./types.js";

/**
 * The files a pull request changes, `git diff base...head`, sorted by path from the repository's
 * top. A missing base or unrelated histories are UserErrors with the hint to fetch.
 */
export async function gitChangedFiles(options: { cwd: string; base: string; head: string; mergeBase?: string }): Promise<{ mergeBase: string; files: ChangedFile[] }> {
  const { cwd } = options;
  const base = options.mergeBase ?? (await mergeBase(cwd, options.base, options.head));
  // the merge base was found from head's commit, so head is no option and the diff may peel it
  const head = `${options.head}^{commit}`;
  const files = (await pinnedDiff(cwd, [base, head])).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { mergeBase: base, files };
}

/** The files `git diff` reports between `revisions`, pinned against user configuration that would change its output. */
export async function pinnedDiff(cwd: string, revisions: readonly string[]): Promise<ChangedFile[]> {
  const pinned = ["--unified=0", "-M", "--no-color", "--no-ext-diff", "--no-textconv", "--no-relative", "--src-prefix=a/", "--dst-prefix=b/"];
  return parseUnifiedDiff(await runGit(cwd, ["diff", ...pinned, ...revisions, "--"]));
}
