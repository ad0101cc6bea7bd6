import { mkdir } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { repositoryLayout } from "../../src/git/repositoryLayout.js";
import { git, gitRepo, tempDir } from "../helpers/gitRepo.js";

describe("repositoryLayout", () => {
  it("names the root's folder from the top when the root is a subfolder, and the workspace does not matter", async () => {
    const repo = await gitRepo();
    await repo.commit("A", { "docs/a.md": "a\n" });
    expect(await repositoryLayout(repo.dir, repo.dir)).toEqual({ gitTop: repo.dir, rootPrefix: "" });
    expect(await repositoryLayout(path.join(repo.dir, "docs"), await tempDir())).toEqual({ gitTop: repo.dir, rootPrefix: "docs" });
  });

  it("reads a top whose path holds a newline", async () => {
    const dir = path.join(await tempDir(), "odd\nname");
    await mkdir(dir);
    await git(dir, "init", "--quiet", "--initial-branch=main");
    expect(await repositoryLayout(dir, dir)).toEqual({ gitTop: dir, rootPrefix: "" });
  });

  it("has no top outside a repository or without git, and names the root from the workspace", async () => {
    const workspace = await tempDir();
    const dir = path.join(workspace, "site");
    await mkdir(dir);
    expect(await repositoryLayout(dir, workspace)).toEqual({ gitTop: null, rootPrefix: "site" });
    const path_ = process.env.PATH;
    process.env.PATH = await tempDir();
    try {
      expect(await repositoryLayout(dir, dir)).toEqual({ gitTop: null, rootPrefix: "" });
    } finally {
      process.env.PATH = path_;
    }
  });
});
