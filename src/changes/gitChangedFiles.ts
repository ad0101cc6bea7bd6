import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { mergeBase, runGit } from "../git/index.js";
import { parseUnifiedDiff } from "./parseUnifiedDiff.js";
import type { ChangedFile } from "./changedFile.js";

/** The files `git diff base...head` changes, sorted by path from the top; a missing base: a UserError. */
export async function gitChangedFiles(options: { cwd: string; base: string; head: string }): Promise<{ mergeBase: string; files: ChangedFile[] }> {
  const { cwd } = options;
  const base = await mergeBase(cwd, options.base, options.head);
  // the merge base was found from head's commit, so head is no option and the diff may peel it
  return { mergeBase: base, files: byPath(await pinnedDiff(cwd, [base, `${options.head}^{commit}`])) };
}

/** What the working tree at `top` changes against its merge base with `base`, uncommitted and untracked files too. */
export async function gitWorktreeChanges(options: { top: string; base: string }): Promise<{ mergeBase: string; files: ChangedFile[] }> {
  const { top } = options;
  const base = await mergeBase(top, options.base, "HEAD");
  const tracked = await pinnedDiff(top, [base]);
  const untracked = (await runGit(top, ["ls-files", "--others", "--exclude-standard", "--full-name", "-z"])).split("\0").filter((p) => p !== "");
  const added: ChangedFile[] = [];
  for (const path of untracked) {
    const lines = await readFile(join(top, path), "utf8").then(lineCount, () => 0);
    added.push({ path, status: "added", headRanges: lines > 0 ? [[1, lines]] : [], baseRanges: [] });
  }
  return { mergeBase: base, files: byPath([...tracked, ...added]) };
}

/** The files `git diff` reports between `revisions`, pinned against user configuration that would change its output. */
async function pinnedDiff(cwd: string, revisions: readonly string[]): Promise<ChangedFile[]> {
  const pinned = ["--unified=0", "-M", "--no-color", "--no-ext-diff", "--no-textconv", "--no-relative", "--src-prefix=a/", "--dst-prefix=b/"];
  return parseUnifiedDiff(await runGit(cwd, ["diff", ...pinned, ...revisions, "--"]));
}

/** Sorted by path in code-unit order, the same on every machine. */
function byPath(files: ChangedFile[]): ChangedFile[] {
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

function lineCount(text: string): number {
  if (text === "") return 0;
  return text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
}
