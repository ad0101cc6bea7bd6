import { mkdir } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { mergeBase } from "../../src/git/mergeBase.js";
import { probeRepository } from "../../src/git/probeRepository.js";
import { repositoryLayout } from "../../src/git/repositoryLayout.js";
import { resolveCommit } from "../../src/git/resolveCommit.js";
import { recordGitCalls } from "../helpers/gitCalls.js";
import { git, gitRepo, tempDir, type GitRepo } from "../helpers/gitRepo.js";

/** main: A - B - D; feature (from B): C, checked out. */
async function forked(): Promise<{ repo: GitRepo; a: string; b: string; c: string; d: string }> {
  const repo = await gitRepo();
  const a = await repo.commit("A", { "docs/a.md": "a\n" });
  const b = await repo.commit("B", { "docs/b.md": "b\n" });
  await repo.git("checkout", "--quiet", "-b", "feature");
  const c = await repo.commit("C", { "docs/c.md": "c\n" });
  await repo.git("checkout", "--quiet", "main");
  const d = await repo.commit("D", { "docs/d.md": "d\n" });
  await repo.git("tag", "-a", "-m", "release", "v1", d);
  await repo.git("checkout", "--quiet", "feature");
  return { repo, a, b, c, d };
}

/** probeRepository's answer, and the subcommands of the git processes it started. */
async function probed(root: string, base: string | null, workspace = root): Promise<{ probe: Awaited<ReturnType<typeof probeRepository>>; calls: string[] }> {
  const calls = await recordGitCalls();
  try {
    const probe = await probeRepository({ root, workspace, base, head: "HEAD" });
    return { probe, calls: await calls.subcommands() };
  } finally {
    calls.restore();
  }
}

describe("probeRepository", () => {
  it("gives the layout, the base's commit and the merge base from one git process", async () => {
    const { repo, b, c, d } = await forked();
    const { probe, calls } = await probed(repo.dir, "main");
    expect(calls).toEqual(["rev-parse"]);
    expect(probe.layout).toEqual(await repositoryLayout(repo.dir, repo.dir));
    expect(probe.layout).toEqual({ gitTop: repo.dir, rootPrefix: "" });
    expect(probe.branchPoint).toEqual({ base: "main", head: "HEAD", baseCommit: d, headCommit: c, mergeBase: b });
    expect(probe.branchPoint?.baseCommit).toBe(await resolveCommit(repo.dir, "main"));
    expect(probe.branchPoint?.mergeBase).toBe(await mergeBase(repo.dir, "main", "HEAD"));
  });

  it("names the root's folder from the top when the root is a subfolder, and the workspace does not matter", async () => {
    const { repo, b } = await forked();
    const root = path.join(repo.dir, "docs");
    const { probe } = await probed(root, "main", await tempDir());
    expect(probe.layout).toEqual({ gitTop: repo.dir, rootPrefix: "docs" });
    expect(probe.branchPoint?.mergeBase).toBe(b);
  });

  it("peels an annotated tag and reads a sha or an expression as resolveCommit does", async () => {
    const { repo, b, d } = await forked();
    expect((await probed(repo.dir, "v1")).probe.branchPoint).toMatchObject({ baseCommit: d, mergeBase: b });
    expect((await probed(repo.dir, d.slice(0, 10))).probe.branchPoint).toMatchObject({ baseCommit: d, mergeBase: b });
    expect((await probed(repo.dir, "main~2")).probe.branchPoint).toMatchObject({ baseCommit: await resolveCommit(repo.dir, "main~2"), mergeBase: await mergeBase(repo.dir, "main~2", "HEAD") });
  });

  it("still gives the top, from the same process, when the base is not in the clone", async () => {
    const { repo } = await forked();
    const { probe, calls } = await probed(repo.dir, "origin/main");
    expect(calls).toEqual(["rev-parse"]);
    expect(probe).toEqual({ layout: { gitTop: repo.dir, rootPrefix: "" }, branchPoint: null });
  });

  it("keeps the top when a name quotes git's own words for no repository", async () => {
    const { repo } = await forked();
    const { probe } = await probed(repo.dir, ":/not a git repository");
    expect(probe).toEqual({ layout: { gitTop: repo.dir, rootPrefix: "" }, branchPoint: null });
  });

  it("has no branch point for a base that is not a commit, or a repository with no commit yet", async () => {
    const { repo } = await forked();
    expect((await probed(repo.dir, "HEAD:docs/a.md")).probe).toEqual({ layout: { gitTop: repo.dir, rootPrefix: "" }, branchPoint: null });
    const empty = await gitRepo();
    const { probe, calls } = await probed(empty.dir, "main");
    expect(calls).toEqual(["rev-parse"]);
    expect(probe).toEqual({ layout: { gitTop: empty.dir, rootPrefix: "" }, branchPoint: null });
  });

  it("has no branch point when the histories share no commit, or share several best ones (mergeBase picks)", async () => {
    const { repo } = await forked();
    await repo.git("checkout", "--quiet", "--orphan", "lone");
    await repo.commit("lone", { "other.md": "x\n" });
    expect((await probed(repo.dir, "main")).probe).toEqual({ layout: { gitTop: repo.dir, rootPrefix: "" }, branchPoint: null });

    // criss-cross: x and y each merge the other's first commit, so both are best common ancestors
    const cross = await gitRepo();
    await cross.commit("root", { "r.md": "r\n" });
    await cross.git("checkout", "--quiet", "-b", "y");
    const y1 = await cross.commit("y1", { "y.md": "1\n" });
    await cross.git("checkout", "--quiet", "main");
    const x1 = await cross.commit("x1", { "x.md": "1\n" });
    await cross.git("merge", "--quiet", "--no-edit", y1);
    await cross.commit("x2", { "x.md": "2\n" });
    await cross.git("checkout", "--quiet", "y");
    await cross.git("merge", "--quiet", "--no-edit", x1);
    await cross.commit("y2", { "y.md": "2\n" });
    expect((await cross.git("merge-base", "--all", "main", "HEAD")).trim().split("\n")).toHaveLength(2);
    expect((await probed(cross.dir, "main")).probe.branchPoint).toBeNull();
  });

  it("reads a top whose path holds a newline", async () => {
    const parent = await tempDir();
    const dir = path.join(parent, "odd\nname");
    await mkdir(dir);
    await git(dir, "init", "--quiet", "--initial-branch=main");
    await git(dir, "commit", "--quiet", "--allow-empty", "-m", "first");
    const sha = (await git(dir, "rev-parse", "HEAD")).trim();
    expect((await probed(dir, "main")).probe).toEqual({ layout: { gitTop: dir, rootPrefix: "" }, branchPoint: { base: "main", head: "HEAD", baseCommit: sha, headCommit: sha, mergeBase: sha } });
  });

  it("asks for the layout alone without a base, or with one that could be read as an option or a range", async () => {
    const { repo } = await forked();
    for (const base of [null, "", "--all", "main..feature", "main...feature"]) {
      const { probe, calls } = await probed(repo.dir, base);
      expect(calls).toEqual(["rev-parse"]);
      expect(probe).toEqual({ layout: { gitTop: repo.dir, rootPrefix: "" }, branchPoint: null });
    }
  });

  it("gives repositoryLayout's answer outside a repository, and when git is missing", async () => {
    const dir = await tempDir();
    const workspace = path.dirname(dir);
    const outside = await probed(dir, "main", workspace);
    expect(outside.probe).toEqual({ layout: await repositoryLayout(dir, workspace), branchPoint: null });
    expect(outside.probe.layout.gitTop).toBeNull();
    expect(outside.calls).toEqual(["rev-parse"]);
    const bare = path.join(await tempDir(), "bare.git");
    await git(path.dirname(bare), "init", "--quiet", "--bare", bare);
    expect((await probed(bare, "main", bare)).probe).toEqual({ layout: await repositoryLayout(bare, bare), branchPoint: null });
    const path_ = process.env.PATH;
    process.env.PATH = await tempDir();
    try {
      expect(await probeRepository({ root: dir, workspace: dir, base: "main", head: "HEAD" })).toEqual({ layout: { gitTop: null, rootPrefix: "" }, branchPoint: null });
    } finally {
      process.env.PATH = path_;
    }
  });
});
