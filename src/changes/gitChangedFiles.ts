import { mergeBase, runGit } from "../git/index.js";
import { parseUnifiedDiff } from "./parseUnifiedDiff.js";
import type { ChangedFile } from "./types.js";

/**
 * The files a pull request changes: `git diff base...head` from the merge base (or `mergeBase` when
 * the caller has it), with rename detection and no context, pinned against user configuration that
 * would change the output, sorted by path, from the repository's top. A missing base or unrelated
 * histories are UserErrors with the hint to fetch.
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
