import path from "node:path";
import { describe, expect, it } from "vitest";
import { listTree } from "../../src/git/listTree.js";
import { gitRepo } from "../helpers/gitRepo.js";

describe("listTree", () => {
  it("lists files, links, every folder and names that are not UTF-8, at the top and from a subfolder (names that are not UTF-8: gitFileSource.links.test.ts)", async () => {
    const repo = await gitRepo();
    const commit = await repo.commit("tree", {
      "top.md": "t\n",
      "docs/x.md": "x\n",
      "docs/a/b/c.md": "c\n",
      "docs/a/d.md": "d\n",
      "docs/z/deep/er/e.md": "e\n",
      "docs/tab\tname é.md": "tab\n",
      "docs/link.md": { link: "x.md" },
    });
    const blob = async (file: string) => (await repo.git("rev-parse", `${commit}:${file}`)).trim();
    const top = await listTree(repo.dir, commit);
    expect([...top.files.keys()].sort()).toEqual(["docs/a/b/c.md", "docs/a/d.md", "docs/tab\tname é.md", "docs/x.md", "docs/z/deep/er/e.md", "top.md"]);
    expect(top.files.get("docs/a/b/c.md")).toBe(await blob("docs/a/b/c.md"));
    expect(top.links).toEqual(new Map([["docs/link.md", await blob("docs/link.md")]]));
    expect([...top.folders].sort()).toEqual(["", "docs", "docs/a", "docs/a/b", "docs/z", "docs/z/deep", "docs/z/deep/er"]);
    expect(top.badNames.size).toBe(0);
    expect(top.others.size).toBe(0);

    const docs = await listTree(path.join(repo.dir, "docs"), commit);
    expect([...docs.files.keys()].sort()).toEqual(["a/b/c.md", "a/d.md", "tab\tname é.md", "x.md", "z/deep/er/e.md"]);
    expect([...docs.folders].sort()).toEqual(["", "a", "a/b", "z", "z/deep", "z/deep/er"]);
    expect([...docs.links.keys()]).toEqual(["link.md"]);
  });
});
