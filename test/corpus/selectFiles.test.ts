import { mkdir, symlink } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { globSync } from "tinyglobby";
import { selectFiles } from "../../src/corpus/selectFiles.js";
import { tempTrees } from "./tempTree.js";
import { userError } from "../helpers/userError.js";

const tree = tempTrees();

describe("selectFiles", () => {
  it("returns posix paths relative to the root, sorted by code unit", async () => {
    const root = await tree({ "docs/b.md": "", "docs/B.md": "", "docs/a-b.md": "", "docs/a/b.md": "", "docs/é.md": "", "docs/z.md": "" });
    expect(await selectFiles({ root, include: ["docs/**/*.md"] })).toEqual(["docs/B.md", "docs/a-b.md", "docs/a/b.md", "docs/b.md", "docs/z.md", "docs/é.md"]);
  });

  it("applies include globs and exclude globs, and returns each file once", async () => {
    const root = await tree({ "docs/a.md": "", "docs/b.mdx": "", "docs/c.txt": "", "docs/_includes/i.md": "", "docs/SOURCE.md": "", "other/x.md": "" });
    const selected = await selectFiles({ root, include: ["docs/**/*.md", "docs/**/*.mdx", "docs/a.md"], exclude: ["**/_includes/**", "docs/SOURCE.md"] });
    expect(selected).toEqual(["docs/a.md", "docs/b.mdx"]);
  });

  it("returns only files, never directories, and nothing for an empty include list", async () => {
    const root = await tree({ "docs/a.md": "", "docs/dir.md/inner.txt": "" });
    expect(await selectFiles({ root, include: ["docs/*"] })).toEqual(["docs/a.md"]);
    expect(await selectFiles({ root, include: [] })).toEqual([]);
  });

  it("does not match dotfiles unless the pattern names them", async () => {
    const root = await tree({ "a.md": "", ".hidden.md": "", ".github/x.md": "" });
    expect(await selectFiles({ root, include: ["**/*.md"] })).toEqual(["a.md"]);
    expect(await selectFiles({ root, include: [".github/*.md", ".hidden.md"] })).toEqual([".github/x.md", ".hidden.md"]);
  });

  it("never selects files in a git directory, even when a glob names it or a link leads into it", async () => {
    const root = await tree({ "a.md": "", ".git/config": "[core]", ".git/notes.md": "", "sub/.GIT/x.md": "" });
    expect(await selectFiles({ root, include: [".git/**", "**/*.md", "sub/.GIT/*.md"] })).toEqual(["a.md"]);
    await symlink(".git", path.join(root, "gitdir"));
    const refused = await userError(selectFiles({ root, include: ["gitdir/**"] }));
    expect(refused.message).toContain("into the repository's git directory");
    expect(refused.file).toBe("gitdir");
  });

  it("rejects patterns with .. segments or absolute paths, naming the pattern", async () => {
    const root = await tree({ "a.md": "" });
    expect((await userError(selectFiles({ root, include: ["../secrets/**"] }))).message).toContain('"../secrets/**"');
    expect((await userError(selectFiles({ root, include: ["docs/../../x.md"] }))).message).toContain("..");
    expect((await userError(selectFiles({ root, include: ["*.md"], exclude: ["!../x"] }))).message).toContain("exclude");
    const absolute = await userError(selectFiles({ root, include: ["/etc/*.md"] }));
    expect(absolute.message).toContain("absolute");
    expect(absolute.hint).toContain("etc/*.md");
    // A name that merely contains two dots is fine.
    expect(await selectFiles({ root, include: ["a..md", "*.md"] })).toEqual(["a.md"]);
  });

  it("follows symlinks that stay inside the root", async () => {
    const root = await tree({ "docs/real.md": "" });
    await symlink("real.md", path.join(root, "docs/alias.md"));
    await symlink("docs", path.join(root, "mirror"));
    expect(await selectFiles({ root, include: ["**/*.md"] })).toEqual(["docs/alias.md", "docs/real.md", "mirror/alias.md", "mirror/real.md"]);
  });

  it("rejects a symlink that leaves the root, naming the link", async () => {
    const outside = await tree({ "secret.md": "", "deep/more.md": "" });
    const root = await tree({ "docs/a.md": "" });
    await symlink(outside, path.join(root, "docs/escape"));
    const error = await userError(selectFiles({ root, include: ["docs/**/*.md"] }));
    expect(error.file).toBe("docs/escape");
    expect(error.message).toContain('symbolic link "docs/escape"');
    expect(error.hint).toContain("exclude");
    // Excluding the link, as the hint says, makes the selection work.
    expect(await selectFiles({ root, include: ["docs/**/*.md"], exclude: ["docs/escape/**"] })).toEqual(["docs/a.md"]);

    const fileRoot = await tree({ "a.md": "" });
    await symlink(path.join(outside, "secret.md"), path.join(fileRoot, "leak.md"));
    expect((await userError(selectFiles({ root: fileRoot, include: ["*.md"] }))).file).toBe("leak.md");
  });

  it("skips broken links and survives link cycles", async () => {
    const root = await tree({ "docs/a.md": "" });
    await symlink("missing.md", path.join(root, "docs/broken.md"));
    await mkdir(path.join(root, "docs/sub"));
    await symlink("..", path.join(root, "docs/sub/up"));
    const selected = await selectFiles({ root, include: ["docs/**/*.md"] });
    expect(selected).toContain("docs/a.md");
    expect(selected).not.toContain("docs/broken.md");
  });

  it("reports a missing root as a UserError", async () => {
    const error = await userError(selectFiles({ root: "/nonexistent/chunkgate-root", include: ["*.md"] }));
    expect(error.message).toContain("/nonexistent/chunkgate-root");
  });

  it("selects what tinyglobby selects on a tree without links: dotfiles, excluded folders, negations, braces, depth", async () => {
    const root = await tree({
      "a.md": "", "B.md": "", ".hidden.md": "", ".github/x.md": "", "docs/é.md": "", "docs/z.md": "", "docs/a-b.md": "", "docs/a/b.md": "",
      "docs/drafts/d.md": "", "docs/drafts/deep/e.md": "", "docs/_includes/i.md": "", "docs/x.mdx": "", "docs/SOURCE.md": "", "node_modules/m/readme.md": "",
    });
    const cases: Array<[string[], string[]]> = [
      [["**/*.md"], []],
      [["**"], ["node_modules/**"]],
      [["*.md", ".github/*.md", ".hidden.md"], []],
      [["docs/**/*.md", "docs/**/*.mdx"], ["**/_includes/**", "docs/SOURCE.md"]],
      [["docs/**"], ["docs/drafts"]],
      [["docs/**"], ["docs/drafts/"]],
      [["./docs/**/*.md"], ["docs/*/deep"]],
      [["docs/**", "!docs/a/**"], []],
      [["docs/{a,z}.md", "docs/?.md", "docs/[a-c]*.md"], []],
      [["docs"], []],
      [["docs/*"], ["docs/*.mdx"]],
      [["docs/*/*.md", "a.md"], []],
    ];
    for (const [include, exclude] of cases) {
      const oracle = globSync(include, { cwd: root, ignore: exclude, dot: false, onlyFiles: true, expandDirectories: false }).sort();
      expect({ include, exclude, selected: await selectFiles({ root, include, exclude }) }).toEqual({ include, exclude, selected: oracle });
    }
  });
});
