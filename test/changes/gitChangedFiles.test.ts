import { describe, expect, it } from "vitest";
import { gitChangedFiles } from "../../src/changes/gitChangedFiles.js";
import { gitRepo, type GitRepo } from "../helpers/gitRepo.js";
import { userError } from "../helpers/userError.js";

const lines = (...items: string[]): string => items.map((l) => `${l}\n`).join("");
const LONG = lines(...Array.from({ length: 20 }, (_, i) => `Line ${i + 1} of a document long enough to be recognised after a rename.`));

/** main has the base documents; `feature` is branched from it, then main moves on. */
async function pullRequest(): Promise<{ repo: GitRepo; cut: string }> {
  const repo = await gitRepo();
  const cut = await repo.commit("base", {
    "docs/keep.md": lines("# Keep", "one", "two", "three", "four"),
    "docs/remove.md": lines("# Remove", "bye"),
    "docs/old name.md": LONG,
    "docs/with space.md": lines("# Spaced", "alpha", "beta", "gamma"),
    "docs/untouched.md": lines("# Untouched"),
  });
  await repo.git("checkout", "--quiet", "-b", "feature");
  await repo.commit("the pull request", {
    "docs/keep.md": lines("# Keep", "one", "TWO", "three"),
    "docs/remove.md": null,
    "docs/old name.md": null,
    "docs/new name é.md": LONG.replace("Line 20 of", "Line twenty of"),
    "docs/with space.md": lines("# Spaced", "alpha", "inserted", "beta", "gamma"),
    "docs/added.md": lines("# Added", "text"),
  });
  await repo.git("checkout", "--quiet", "main");
  await repo.commit("main moves on", { "docs/untouched.md": lines("# Untouched", "changed on main only") });
  return { repo, cut };
}

describe("gitChangedFiles", () => {
  it("lists the pull request's adds, edits, removals and renames from the merge base, sorted by path", async () => {
    const { repo, cut } = await pullRequest();
    const { mergeBase, files } = await gitChangedFiles({ cwd: repo.dir, base: "main", head: "feature" });
    expect(mergeBase).toBe(cut);
    expect(files).toEqual([
      { path: "docs/added.md", status: "added", headRanges: [[1, 2]], baseRanges: [] },
      { path: "docs/keep.md", status: "modified", headRanges: [[3, 3], [4, 4]], baseRanges: [[3, 3], [5, 5]] },
      { path: "docs/new name é.md", status: "renamed", previousPath: "docs/old name.md", headRanges: [[20, 20]], baseRanges: [[20, 20]] },
      { path: "docs/remove.md", status: "removed", headRanges: [], baseRanges: [[1, 2]] },
      { path: "docs/with space.md", status: "modified", headRanges: [[3, 3]], baseRanges: [[2, 2]] },
    ]);
  });

  it("does not blame the pull request for what changed on the base since it branched (three dots)", async () => {
    const { repo } = await pullRequest();
    const { files } = await gitChangedFiles({ cwd: repo.dir, base: "main", head: "feature" });
    expect(files.map((f) => f.path)).not.toContain("docs/untouched.md");
  });

  it("reads the diff the same whatever the user's diff configuration", async () => {
    const { repo } = await pullRequest();
    const plain = await gitChangedFiles({ cwd: repo.dir, base: "main", head: "feature" });
    for (const [key, value] of [
      ["diff.noprefix", "true"],
      ["diff.mnemonicPrefix", "true"],
      ["color.diff", "always"],
      ["color.ui", "always"],
      ["diff.renames", "false"],
      ["diff.relative", "true"],
      ["core.quotepath", "on"],
      ["diff.suppressBlankEmpty", "true"],
    ]) {
      await repo.git("config", key as string, value as string);
    }
    await repo.git("config", "diff.external", "false");
    expect(await gitChangedFiles({ cwd: repo.dir, base: "main", head: "feature" })).toEqual(plain);
  });

  it("is empty when head is the base", async () => {
    const { repo } = await pullRequest();
    expect((await gitChangedFiles({ cwd: repo.dir, base: "main", head: "main" })).files).toEqual([]);
  });

  it("asks to fetch a base the repository does not have", async () => {
    const { repo } = await pullRequest();
    const error = await userError(gitChangedFiles({ cwd: repo.dir, base: "origin/main", head: "feature" }));
    expect(error.hint).toContain("fetch-depth: 0");
  });
});
