import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { mergeBase, runGit } from "../git/index.js";
import { parseUnifiedDiff } from "./parseUnifiedDiff.js";
import type { ChangedFile } from "./types.js";

/**
 * What the working tree at `cwd` changes against the merge base of `base` and HEAD: what a pull
 * request made of it would show, uncommitted edits included, so a writer can check before
 * committing. Tracked files come from `git diff <merge base>` (rename detection, no context, the
 * same pinned options as gitChangedFiles); untracked files that are not ignored
 * (`git ls-files --others --exclude-standard`) are added files, every line changed. A file that
 * cannot be read as text gets no line ranges ("changed, lines unknown"). Sorted by path in UTF-16
 * code unit order; paths from the repository's top. A missing base is a UserError (mergeBase).
 */
export async function gitWorktreeChanges(options: { cwd: string; base: string }): Promise<{ mergeBase: string; files: ChangedFile[] }> {
  const top = (await runGit(options.cwd, ["rev-parse", "--show-toplevel"])).trim();
  const base = await mergeBase(top, options.base, "HEAD");
  const diff = await runGit(top, ["diff", "--unified=0", "-M", "--no-color", "--no-ext-diff", "--no-textconv", "--no-relative", "--src-prefix=a/", "--dst-prefix=b/", base, "--"]);
  const tracked = parseUnifiedDiff(diff);
  const untracked = (await runGit(top, ["ls-files", "--others", "--exclude-standard", "--full-name", "-z"])).split("\0").filter((p) => p !== "");
  const added: ChangedFile[] = [];
  for (const path of untracked) {
    const lines = await readFile(join(top, path), "utf8").then(lineCount, () => 0);
    added.push({ path, status: "added", headRanges: lines > 0 ? [[1, lines]] : [], baseRanges: [] });
  }
  const files = [...tracked, ...added].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { mergeBase: base, files };
}

function lineCount(text: string): number {
  if (text === "") return 0;
  return text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
}
