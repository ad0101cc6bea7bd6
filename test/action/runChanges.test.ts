import path from "node:path";
import { describe, expect, it } from "vitest";
import { runChanges } from "../../src/action/runChanges.js";
import { UserError } from "../../src/errors.js";
import { repositoryLayout } from "../../src/git/repositoryLayout.js";
import { git, gitRepo, tempDir, type GitRepo } from "../helpers/gitRepo.js";

/** main: A - B - D; feature (from B): C, checked out. */
async function forked(): Promise<{ repo: GitRepo; b: string }> {
  const repo = await gitRepo();
  await repo.commit("A", { "docs/a.md": "# A\n\none\n" });
  const b = await repo.commit("B", { "docs/b.md": "# B\n\ntwo\n" });
  await repo.git("checkout", "--quiet", "-b", "feature");
  await repo.commit("C", { "docs/a.md": "# A\n\nONE\n", "docs/c.md": "# C\n" });
  await repo.git("checkout", "--quiet", "main");
  await repo.commit("D", { "docs/d.md": "# D\n" });
  await repo.git("checkout", "--quiet", "feature");
  return { repo, b };
}

/** What a run sees of runChanges: its log, and its answer or its error for people. */
interface Seen {
  log: string[];
  outcome: unknown;
}

/** runChanges as the action runs it, without a pull request, so a base git cannot use ends in the error for people. */
async function detect(root: string, base: string): Promise<Seen> {
  const log: string[] = [];
  const layout = await repositoryLayout(root, root);
  const client = async (): Promise<never> => {
    throw new Error("the test has no GitHub API");
  };
  const options = { scope: "changed" as const, layout, target: { base, pullRequest: null }, client, what: "evaluated" };
  const outcome = await runChanges({ ...options, log: (m) => log.push(m) }).catch((error: unknown) => {
    if (error instanceof UserError) return { error: error.message, hint: error.hint };
    throw error;
  });
  return { log, outcome };
}

describe("runChanges", () => {
  it("finds the changes under the root and the merge base with git", async () => {
    const { repo, b } = await forked();
    const seen = await detect(path.join(repo.dir, "docs"), "main");
    expect(seen.outcome).toMatchObject({ baseCommit: b, via: "git", files: [{ path: "a.md", status: "modified" }, { path: "c.md", status: "added" }] });
    expect(seen.log).toEqual([`2 changed files under the root (from git); base ${b}`]);
  });

  it("says so when the base is not in the clone, and asks for the API", async () => {
    const { repo } = await forked();
    const seen = await detect(repo.dir, "origin/main");
    expect(seen.log).toEqual(["the base origin/main is not in this clone (a shallow checkout?); asking the GitHub API for the pull request's files"]);
    expect(seen.outcome).toEqual({ error: "the base `origin/main` is not in this clone, and without a pull request the GitHub API cannot list the changes", hint: expect.stringContaining("fetch-depth: 0") });
  });

  it("says so when a shallow clone has the base but not the commit the branch was cut from", async () => {
    const { repo } = await forked();
    const clone = path.join(await tempDir(), "clone");
    await git(repo.dir, "clone", "--quiet", "--depth=1", "--no-single-branch", "--branch=feature", `file://${repo.dir}`, clone);
    const seen = await detect(clone, "origin/main");
    expect(seen.log[0]).toBe("git cannot diff against the base:");
    expect(seen.log.join("\n")).toContain("the clone is shallow");
  });

  it("says so when the histories share no commit", async () => {
    const { repo } = await forked();
    await repo.git("checkout", "--quiet", "--orphan", "lone");
    await repo.commit("lone", { "other.md": "# Other\n" });
    const seen = await detect(repo.dir, "main");
    expect(seen.log.join("\n")).toContain("no merge base between base");
  });

  it("says so outside a git repository", async () => {
    const seen = await detect(await tempDir(), "main");
    expect(seen.outcome).toEqual({ error: "the base `main` is not in this clone, and without a pull request the GitHub API cannot list the changes", hint: expect.stringContaining("fetch-depth: 0") });
  });
});
