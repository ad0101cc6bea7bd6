import { describe, expect, it } from "vitest";
import { fsFileSource } from "../../src/corpus/fsFileSource.js";
import { loadCorpus } from "../../src/corpus/loadCorpus.js";
import { selectFiles } from "../../src/corpus/selectFiles.js";
import { gitFileSource } from "../../src/git/gitFileSource.js";
import { fixture } from "../helpers/evaluateFixture.js";
import { gitRepo, gitRepoFrom } from "../helpers/gitRepo.js";
import { userError } from "../helpers/userError.js";

describe("gitFileSource", () => {
  it("gives the same documents as the working tree of the same commit (fixtures/lumen)", async () => {
    const { repo, first } = await gitRepoFrom(fixture("lumen"));
    const include = ["docs/products/**/*.md"];
    const fromGit = await loadCorpus({ files: gitFileSource({ cwd: repo.dir, commit: first }), include });
    const fromDisk = await loadCorpus({ root: repo.dir, include });
    expect(fromGit.documents.length).toBe(30);
    expect(fromGit).toEqual(fromDisk);
  });

  it("sees a subfolder root's files by their path from it, as the working tree does", async () => {
    const repo = await gitRepo();
    const before = await repo.commit("before the site", { "README.md": "top\n" });
    const commit = await repo.commit("the site", { "site/chunkgate.yml": "x\n", "site/docs/a.md": "a\n" });
    const root = `${repo.dir}/site`;
    const files = gitFileSource({ cwd: root, commit });
    expect((await files.select(["**"], [])).paths).toEqual((await fsFileSource(root).select(["**"], [])).paths);
    expect((await files.select(["**"], [])).paths).toEqual(["chunkgate.yml", "docs/a.md"]);
    expect(await files.read("docs/a.md")).toBe("a\n");
    expect(await files.read("README.md")).toBeUndefined();
    expect((await gitFileSource({ cwd: root, commit: before }).select(["**"], [])).paths).toEqual([]);
  });

  it("reads each commit's version of a file, without checking anything out", async () => {
    const repo = await gitRepo();
    const before = await repo.commit("first", { "docs/a.md": "# Old\n", "docs/gone.md": "bye\n" });
    const after = await repo.commit("second", { "docs/a.md": "# New\r\n", "docs/gone.md": null, "docs/new.md": "hi\n" });
    await repo.write({ "docs/a.md": "# Uncommitted\n" });
    const old = gitFileSource({ cwd: repo.dir, commit: before });
    const current = gitFileSource({ cwd: repo.dir, commit: after });
    expect(await old.read("docs/a.md")).toBe("# Old\n");
    expect(await current.read("docs/a.md")).toBe("# New\r\n");
    expect((await old.select(["docs/*.md"], [])).paths).toEqual(["docs/a.md", "docs/gone.md"]);
    expect((await current.select(["docs/*.md"], [])).paths).toEqual(["docs/a.md", "docs/new.md"]);
    expect(await current.read("docs/gone.md")).toBeUndefined();
    expect(await old.read("docs/new.md")).toBeUndefined();
    expect(await current.read("docs")).toBeUndefined(); // A tree is not a file.
    expect(old.label).toBe(`git:${before.slice(0, 12)}`);
  });

  it("refuses a committed binary or non-UTF-8 file the way the working tree does", async () => {
    const repo = await gitRepo();
    const commit = await repo.commit("first", { "docs/logo.md": new Uint8Array([0x89, 0x50, 0x00, 0x01]), "docs/old.md": new Uint8Array([0x61, 0x0a, 0xe9]) });
    const files = gitFileSource({ cwd: repo.dir, commit });
    const binary = await userError(files.read("docs/logo.md"));
    expect([binary.file, binary.message]).toEqual(["docs/logo.md", "looks like a binary file (NUL byte at offset 2), not Markdown"]);
    expect(binary.hint).toContain("exclude");
    const latin1 = await userError(files.read("docs/old.md"));
    expect([latin1.file, latin1.line]).toEqual(["docs/old.md", 2]);
  });

  it("follows a symbolic link inside the root as the working tree does, skips submodules, lists executables, keeps unusual names exact", async () => {
    const sub = await gitRepo();
    await sub.commit("sub", { "README.md": "sub\n" });
    const repo = await gitRepo();
    await repo.write({ "docs/a.md": "a\n", "docs/link.md": { link: "a.md" }, "docs/run.md": "#!/bin/sh\n", 'docs/tab\t"q" é.md': "odd\n" });
    await repo.git("update-index", "--add", "--chmod=+x", "docs/run.md");
    await repo.git("-c", "protocol.file.allow=always", "submodule", "--quiet", "add", sub.dir, "docs/sub");
    const commit = await repo.commit("first");
    const files = gitFileSource({ cwd: repo.dir, commit });
    expect((await files.select(["docs/**"], [])).paths).toEqual(["docs/a.md", "docs/link.md", "docs/run.md", 'docs/tab\t"q" é.md']);
    expect(await files.read("docs/link.md")).toBe("a\n");
    expect(await files.read('docs/tab\t"q" é.md')).toBe("odd\n");
  });

  it("selects with selectFiles' semantics: dotfiles, excluded directories, negations, order", async () => {
    const repo = await gitRepo();
    const tree = {
      "a.md": "",
      "B.md": "",
      ".hidden.md": "",
      ".github/x.md": "",
      "docs/é.md": "",
      "docs/z.md": "",
      "docs/a-b.md": "",
      "docs/a/b.md": "",
      "docs/drafts/d.md": "",
      "docs/drafts/deep/e.md": "",
      "docs/_includes/i.md": "",
      "docs/x.mdx": "",
      "docs/SOURCE.md": "",
    };
    const commit = await repo.commit("first", tree);
    const files = gitFileSource({ cwd: repo.dir, commit });
    const cases: Array<[string[], string[]]> = [
      [["**/*.md"], []],
      [["**"], []],
      [["*.md", ".github/*.md", ".hidden.md"], []],
      [["docs/**/*.md", "docs/**/*.mdx"], ["**/_includes/**", "docs/SOURCE.md"]],
      [["docs/**"], ["docs/drafts"]],
      [["docs/**"], ["docs/drafts/"]],
      [["./docs/**/*.md"], ["docs/*/deep"]],
      [["docs/**", "!docs/a/**"], []],
      [["docs/**"], ["!docs/z.md"]],
      [["docs/{a,z}.md", "docs/?.md", "docs/[a-c]*.md"], []],
      [["docs"], []],
      [["docs/*"], ["docs/*.mdx"]],
    ];
    for (const [include, exclude] of cases) {
      const expected = await selectFiles({ root: repo.dir, include, exclude });
      expect({ include, exclude, selected: (await files.select(include, exclude)).paths }).toEqual({ include, exclude, selected: expected });
    }
  });

  it("validates patterns the way selectFiles does", async () => {
    const repo = await gitRepo();
    const commit = await repo.commit("first", { "a.md": "" });
    const files = gitFileSource({ cwd: repo.dir, commit });
    for (const [include, exclude] of [[["../x/**"], []], [["/etc/*.md"], []], [["*.md"], ["!../x"]], [[" "], []]] as Array<[string[], string[]]>) {
      const fromGit = await userError(files.select(include, exclude));
      const fromDisk = await userError(selectFiles({ root: repo.dir, include, exclude }));
      expect([fromGit.message, fromGit.hint]).toEqual([fromDisk.message, fromDisk.hint]);
    }
  });

  it("serves many concurrent reads, larger than a pipe buffer, in order", async () => {
    const repo = await gitRepo();
    const contents: Record<string, string> = {};
    for (let i = 0; i < 60; i++) contents[`docs/f${String(i).padStart(2, "0")}.md`] = `# File ${i}\n${"word ".repeat(i * 2000)}\n`;
    const commit = await repo.commit("first", contents);
    const files = gitFileSource({ cwd: repo.dir, commit });
    const { paths } = await files.select(["docs/*.md"], []);
    const read = await Promise.all(paths.map((p) => files.read(p)));
    expect(read).toEqual(paths.map((p) => contents[p]));
    // After the reader has gone idle (its process closed), it starts again on demand.
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await files.read("docs/f01.md")).toBe(contents["docs/f01.md"]);
  });

  it("names an unknown commit with the hint to fetch it", async () => {
    const repo = await gitRepo();
    await repo.commit("first", { "a.md": "" });
    const files = gitFileSource({ cwd: repo.dir, commit: "f".repeat(40) });
    const error = await userError(files.select(["*.md"], []));
    expect(error.message).toContain(`commit \`${"f".repeat(40)}\` is not in the repository`);
    expect(error.hint).toContain("fetch-depth: 0");
    expect(files.label).toBe("git:ffffffffffff");
  });

  it("agrees with fsFileSource on a file-by-file basis", async () => {
    const { repo, first } = await gitRepoFrom(fixture("lumen"));
    const disk = fsFileSource(repo.dir);
    const commit = gitFileSource({ cwd: repo.dir, commit: first });
    const { paths } = await disk.select(["**"], []);
    expect((await commit.select(["**"], [])).paths).toEqual(paths);
    for (const p of paths) expect(await commit.read(p)).toBe(await disk.read(p));
  });
});
