import { describe, expect, it } from "vitest";
import { gitWorktreeChanges } from "../../src/changes/gitChangedFiles.js";
import { headLineOf } from "../../src/changes/changedFile.js";
import { gitRepo } from "../helpers/gitRepo.js";

describe("gitWorktreeChanges", () => {
  it("diffs the working tree against the merge base: edits not committed, untracked files as added, ignored files left out", async () => {
    const repo = await gitRepo();
    const base = await repo.commit("base", { "docs/a.md": "one\ntwo\nthree\n", "docs/b.md": "b\n", ".gitignore": "build/\n" });
    await repo.git("checkout", "--quiet", "-b", "feature");
    await repo.commit("branch", { "docs/b.md": "b\nmore\n" });
    await repo.write({ "docs/a.md": "one\n2\nthree\n", "docs/new.md": "# New\n\nText.\n", "build/out.md": "generated\n" });
    const { mergeBase, files } = await gitWorktreeChanges({ top: repo.dir, base: "main" });
    expect(mergeBase).toBe(base);
    expect(files).toEqual([
      { path: "docs/a.md", status: "modified", headRanges: [[2, 2]], baseRanges: [[2, 2]] },
      { path: "docs/b.md", status: "modified", headRanges: [[2, 2]], baseRanges: [[1, 1]] },
      { path: "docs/new.md", status: "added", headRanges: [[1, 3]], baseRanges: [] },
    ]);
  });

  it("names a base the clone does not have, with the fix", async () => {
    const repo = await gitRepo();
    await repo.commit("base", { "a.md": "a\n" });
    await expect(gitWorktreeChanges({ top: repo.dir, base: "origin/main" })).rejects.toThrow(/base `origin\/main` is not a commit/);
  });
});

describe("headLineOf", () => {
  it("finds where at head the change that removed a base line is", () => {
    // lines 9-12 removed (head marker at 8), then lines 30-31 replaced by 27-29
    const change = { headRanges: [[8, 8], [27, 29]] as Array<[number, number]>, baseRanges: [[9, 12], [30, 31]] as Array<[number, number]> };
    expect(headLineOf(change, 9)).toBe(8);
    expect(headLineOf(change, 31)).toBe(27);
    expect(headLineOf(change, 20)).toBeUndefined();
    expect(headLineOf({ headRanges: [], baseRanges: [[1, 2]] }, 1)).toBeUndefined();
  });
});
