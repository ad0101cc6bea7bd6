import path from "node:path";
import { describe, expect, it } from "vitest";
import { mergeBase, resolveCommit } from "../../src/git/mergeBase.js";
import { git, gitRepo, tempDir, type GitRepo } from "../helpers/gitRepo.js";
import { userError } from "../helpers/userError.js";

/** main: A - B - D; feature (from B): C. */
async function forked(): Promise<{ repo: GitRepo; a: string; b: string; c: string; d: string }> {
  const repo = await gitRepo();
  const a = await repo.commit("A", { "docs/a.md": "a\n" });
  const b = await repo.commit("B", { "docs/b.md": "b\n" });
  await repo.git("checkout", "--quiet", "-b", "feature");
  const c = await repo.commit("C", { "docs/c.md": "c\n" });
  await repo.git("checkout", "--quiet", "main");
  const d = await repo.commit("D", { "docs/d.md": "d\n" });
  await repo.git("tag", "-a", "-m", "release", "v1", b);
  return { repo, a, b, c, d };
}

describe("resolveCommit", () => {
  it("gives the full sha of branches, tags (peeled), short shas and expressions", async () => {
    const { repo, a, b, c } = await forked();
    expect(await resolveCommit(repo.dir, "feature")).toBe(c);
    expect(await resolveCommit(repo.dir, "v1")).toBe(b);
    expect(await resolveCommit(repo.dir, a.slice(0, 8))).toBe(a);
    expect(await resolveCommit(repo.dir, "feature~1")).toBe(b);
  });

  it("is null for names the repository does not have, non-commits and option-like names", async () => {
    const { repo } = await forked();
    expect(await resolveCommit(repo.dir, "origin/main")).toBeNull();
    expect(await resolveCommit(repo.dir, "0".repeat(40))).toBeNull();
    expect(await resolveCommit(repo.dir, "HEAD:docs/a.md")).toBeNull();
    expect(await resolveCommit(repo.dir, "--all")).toBeNull();
    expect(await resolveCommit(repo.dir, "")).toBeNull();
  });
});

describe("mergeBase", () => {
  it("is the commit the branch was cut from, whichever side moved on", async () => {
    const { repo, b } = await forked();
    expect(await mergeBase(repo.dir, "main", "feature")).toBe(b);
    expect(await mergeBase(repo.dir, "feature", "main")).toBe(b);
  });

  it("peels annotated tags and reads expressions on either side", async () => {
    const { repo, b } = await forked();
    expect(await mergeBase(repo.dir, "v1", "feature")).toBe(b);
    expect(await mergeBase(repo.dir, "main", "feature~1")).toBe(b);
    expect(await mergeBase(repo.dir, "v1", "v1")).toBe(b);
  });

  it("says how to fetch a base the repository does not have", async () => {
    const { repo } = await forked();
    const error = await userError(mergeBase(repo.dir, "origin/release", "feature"));
    expect(error.message).toContain("base `origin/release` is not a commit");
    expect(error.message).not.toContain("shallow");
    expect(error.hint).toBe("fetch the base: use `actions/checkout` with `fetch-depth: 0`, or run `git fetch origin <base-ref>` before chunkgate");
  });

  it("blames the shallow clone when the base branch was never fetched", async () => {
    const { repo } = await forked();
    const clone = path.join(await tempDir(), "clone");
    await git(repo.dir, "clone", "--quiet", "--depth", "1", "--branch", "feature", `file://${repo.dir}`, clone);
    const error = await userError(mergeBase(clone, "origin/main", "HEAD"));
    expect(error.message).toContain("base `origin/main` is not a commit");
    expect(error.message).toContain("the clone is shallow");
    expect(error.hint).toContain("fetch-depth: 0");
  });

  it("blames the shallow clone when both tips are there but not their common history", async () => {
    const { repo } = await forked();
    const clone = path.join(await tempDir(), "clone");
    await git(repo.dir, "clone", "--quiet", "--depth", "1", "--no-single-branch", `file://${repo.dir}`, clone);
    const error = await userError(mergeBase(clone, "origin/main", "origin/feature"));
    expect(error.message).toContain("no merge base between base `origin/main` and head `origin/feature`");
    expect(error.message).toContain("the clone is shallow");
    expect(error.hint).toContain("git fetch origin <base-ref>");
    // Fetching the history, as the hint says, fixes it.
    await git(clone, "fetch", "--quiet", "--unshallow");
    expect(await mergeBase(clone, "origin/main", "origin/feature")).toBe(await resolveCommit(repo.dir, "feature~1"));
  });

  it("refuses a head the repository does not have", async () => {
    const { repo } = await forked();
    expect((await userError(mergeBase(repo.dir, "main", "pr-head"))).message).toContain("head `pr-head` is not a commit");
  });
});
