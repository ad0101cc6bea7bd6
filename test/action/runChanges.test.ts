import path from "node:path";
import { describe, expect, it } from "vitest";
import { runChanges } from "../../src/action/runChanges.js";
import { UserError } from "../../src/errors.js";
import { probeRepository } from "../../src/git/probeRepository.js";
import { repositoryLayout } from "../../src/git/repositoryLayout.js";
import { recordGitCalls } from "../helpers/gitCalls.js";
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
  calls: string[];
}

/**
 * runChanges as the action ran it before probeRepository (`repositoryLayout`, then git asked for
 * the base and the merge base), or after (`probe`: one process for all three, its branch point
 * handed on). No pull request, so a base git cannot use ends in the error for people.
 */
async function detect(root: string, base: string, how: "repositoryLayout" | "probe"): Promise<Seen> {
  const log: string[] = [];
  const calls = await recordGitCalls();
  try {
    const { layout, branchPoint } = how === "probe" ? await probeRepository({ root, workspace: root, base, head: "HEAD" }) : { layout: await repositoryLayout(root, root), branchPoint: null };
    const client = async (): Promise<never> => {
      throw new Error("the test has no GitHub API");
    };
    const options = { scope: "changed" as const, layout, branchPoint, target: { base, pullRequest: null }, client, what: "evaluated" };
    const outcome = await runChanges({ ...options, log: (m) => log.push(m) }).catch((error: unknown) => {
      if (error instanceof UserError) return { error: error.message, hint: error.hint };
      throw error;
    });
    return { log, outcome, calls: await calls.subcommands() };
  } finally {
    calls.restore();
  }
}

describe("runChanges after probeRepository", () => {
  it("finds the same changes and merge base with one git process for the layout, base and merge base", async () => {
    const { repo, b } = await forked();
    const before = await detect(path.join(repo.dir, "docs"), "main", "repositoryLayout");
    const after = await detect(path.join(repo.dir, "docs"), "main", "probe");
    expect(after.outcome).toEqual(before.outcome);
    expect(after.outcome).toMatchObject({ baseCommit: b, via: "git", files: [{ path: "a.md", status: "modified" }, { path: "c.md", status: "added" }] });
    expect(after.log).toEqual(before.log);
    expect(before.calls).toEqual(["rev-parse", "rev-parse", "merge-base", "diff"]);
    expect(after.calls).toEqual(["rev-parse", "diff"]);
  });

  it("ignores a branch point about another base", async () => {
    const { repo, b } = await forked();
    const { layout, branchPoint } = await probeRepository({ root: repo.dir, workspace: repo.dir, base: "feature~1", head: "HEAD" });
    expect(branchPoint?.mergeBase).toBe(b);
    await repo.git("branch", "release", "main~2");
    const a = (await repo.git("rev-parse", "main~2")).trim();
    const client = async () => Promise.reject(new Error("no API"));
    const target = { base: "release", pullRequest: null };
    const found = await runChanges({ scope: "changed", layout, branchPoint, target, client, log: () => {}, what: "evaluated" });
    expect(found.baseCommit).toBe(a);
  });

  it("says the same when the base is not in the clone", async () => {
    const { repo } = await forked();
    const before = await detect(repo.dir, "origin/main", "repositoryLayout");
    const after = await detect(repo.dir, "origin/main", "probe");
    expect(after.log).toEqual(["the base origin/main is not in this clone (a shallow checkout?); asking the GitHub API for the pull request's files"]);
    expect(after.outcome).toEqual({ error: "the base `origin/main` is not in this clone, and without a pull request the GitHub API cannot list the changes", hint: expect.stringContaining("fetch-depth: 0") });
    expect(after).toEqual({ ...before, calls: after.calls });
    expect(after.calls).toEqual(["rev-parse", "rev-parse"]);
  });

  it("says the same when a shallow clone has the base but not the commit the branch was cut from", async () => {
    const { repo } = await forked();
    const clone = path.join(await tempDir(), "clone");
    await git(repo.dir, "clone", "--quiet", "--depth=1", "--no-single-branch", "--branch=feature", `file://${repo.dir}`, clone);
    const before = await detect(clone, "origin/main", "repositoryLayout");
    const after = await detect(clone, "origin/main", "probe");
    expect(after.log[0]).toBe("git cannot diff against the base:");
    expect(after.log.join("\n")).toContain("the clone is shallow");
    expect(after).toEqual({ ...before, calls: after.calls });
  });

  it("says the same when the histories share no commit", async () => {
    const { repo } = await forked();
    await repo.git("checkout", "--quiet", "--orphan", "lone");
    await repo.commit("lone", { "docs/other.md": "# Other\n" });
    const before = await detect(repo.dir, "main", "repositoryLayout");
    const after = await detect(repo.dir, "main", "probe");
    expect(after.log.join("\n")).toContain("no merge base between base");
    expect(after).toEqual({ ...before, calls: after.calls });
  });

  it("says the same outside a git repository", async () => {
    const dir = await tempDir();
    const before = await detect(dir, "main", "repositoryLayout");
    const after = await detect(dir, "main", "probe");
    expect(after.outcome).toEqual({ error: "the base `main` is not in this clone, and without a pull request the GitHub API cannot list the changes", hint: expect.stringContaining("fetch-depth: 0") });
    expect(after).toEqual(before);
    expect(after.calls).toEqual(["rev-parse"]);
  });
});
