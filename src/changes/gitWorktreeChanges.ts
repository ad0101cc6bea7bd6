import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { mergeBase, runGit } from "../git/index.js";
import { pinnedDiff } from "./gitChangedFiles.js";
import type { ChangedFile } from "./types.js";

/**
 * What the working tree changes against the merge base of `base` and HEAD, uncommitted edits and
 * untracked files included, so a writer can check before committing. A missing base is a UserError.
 */
export async function gitWorktreeChanges(options: { cwd: string; base: string }): Promise<{ mergeBase: string; files: ChangedFile[] }> {
  const top = (await runGit(options.cwd, ["rev-parse", "--show-toplevel"])).trim();
  const base = await mergeBase(top, options.base, "HEAD");
  const tracked = await pinnedDiff(top, [base]);
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
