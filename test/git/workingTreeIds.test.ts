import { chmodSync, readFileSync, statSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { workingTreeIds } from "../../src/git/workingTreeIds.js";
import { blobId, gitRepo, tempDir, type GitRepo } from "../helpers/gitRepo.js";

/** A repository with core.autocrlf off in its own config, whatever the machine's global one says. */
async function repository(): Promise<GitRepo> {
  const repo = await gitRepo();
  await repo.git("config", "core.autocrlf", "false");
  return repo;
}

/** The id and size of the bytes on disk: what every id workingTreeIds gives must equal. */
function onDisk(root: string, file: string): { id: string; bytes: number } {
  const bytes = readFileSync(path.join(root, file));
  return { id: blobId(bytes), bytes: bytes.byteLength };
}

/** Every id given is that of the file's bytes on disk (the property callers rely on). */
function expectTrue(root: string, ids: Map<string, { id: string; bytes: number }>): void {
  for (const [file, known] of ids) expect(known, file).toEqual(onDisk(root, file));
}

describe("workingTreeIds", () => {
  it("gives the blob id and size of clean tracked files, and nothing for edited, staged-then-edited, untracked or deleted ones", async () => {
    const repo = await repository();
    await repo.commit("first", { "docs/clean.md": "# Clean\n", "docs/edited.md": "before\n", "docs/staged.md": "before\n", "docs/restaged.md": "before\n", "docs/gone.md": "bye\n", "docs/empty.md": "" });
    await repo.write({ "docs/edited.md": "after, not staged\n", "docs/staged.md": "after, staged\n", "docs/restaged.md": "staged\n", "docs/new.md": "untracked\n", "docs/gone.md": null });
    await repo.git("add", "docs/staged.md", "docs/restaged.md");
    await repo.write({ "docs/restaged.md": "staged, then edited again\n" });
    const ids = await workingTreeIds(repo.dir);
    // a staged edit is what the index holds: its id is that of the bytes on disk
    expect([...ids.keys()].sort()).toEqual(["docs/clean.md", "docs/staged.md"]);
    expectTrue(repo.dir, ids);
    expect(ids.get("docs/clean.md")).toEqual({ id: (await repo.git("rev-parse", "HEAD:docs/clean.md")).trim(), bytes: 8 });
  });

  it("follows a rename to the new path", async () => {
    const repo = await repository();
    await repo.commit("first", { "docs/old.md": "# Moved\n" });
    await repo.git("mv", "docs/old.md", "docs/new.md");
    const ids = await workingTreeIds(repo.dir);
    expect([...ids.keys()]).toEqual(["docs/new.md"]);
    expectTrue(repo.dir, ids);
  });

  it("leaves out symbolic links, executable files being kept", async () => {
    const repo = await repository();
    await repo.write({ "docs/real.md": "# Real\n", "docs/link.md": { link: "real.md" }, "docs/run.md": "# Run\n" });
    chmodSync(path.join(repo.dir, "docs/run.md"), 0o755);
    await repo.commit("first");
    expect(await repo.git("ls-files", "--stage", "docs/run.md")).toMatch(/^100755 /);
    const ids = await workingTreeIds(repo.dir);
    expect([...ids.keys()].sort()).toEqual(["docs/real.md", "docs/run.md"]);
  });

  it("leaves out files whose bytes an attribute may convert (end of lines, filters, ident, encoding), tracked or not, and keeps -text ones", async () => {
    const repo = await repository();
    await repo.commit("first", {
      ".gitattributes": "*.crlf.md text eol=crlf\n*.auto.md text=auto\n*.lfs.md filter=lfs\n*.id.md ident\n*.bin.md binary\n",
      "docs/a.crlf.md": "one\r\ntwo\r\n",
      "docs/b.auto.md": "auto\n",
      "docs/c.lfs.md": "lfs\n",
      "docs/d.id.md": "$Id$\n",
      "docs/e.bin.md": "binary attribute\n",
      "docs/f.md": "plain\n",
      "sub/g.md": "under an untracked attributes file\n",
    });
    await repo.write({ "sub/.gitattributes": "*.md working-tree-encoding=UTF-16\n" });
    const ids = await workingTreeIds(repo.dir);
    expect([...ids.keys()].sort()).toEqual([".gitattributes", "docs/e.bin.md", "docs/f.md"]);
    expectTrue(repo.dir, ids);
  });

  it("gives nothing when core.autocrlf converts end of lines", async () => {
    const repo = await repository();
    await repo.commit("first", { "docs/a.md": "lf only\n" });
    expect((await workingTreeIds(repo.dir)).size).toBe(1);
    await repo.git("config", "core.autocrlf", "input");
    expect((await workingTreeIds(repo.dir)).size).toBe(0);
  });

  it("gives a file whose times changed but bytes did not either its true id or nothing", async () => {
    const repo = await repository();
    await repo.commit("first", { "docs/a.md": "# Same\n", "docs/b.md": "# Other\n" });
    const file = path.join(repo.dir, "docs/a.md");
    const later = statSync(file).mtimeMs / 1000 + 100;
    utimesSync(file, later, later);
    const ids = await workingTreeIds(repo.dir);
    expect(ids.get("docs/b.md")).toEqual(onDisk(repo.dir, "docs/b.md"));
    expect(ids.get("docs/a.md") ?? onDisk(repo.dir, "docs/a.md")).toEqual(onDisk(repo.dir, "docs/a.md"));
  });

  it("vouches for a file whose times changed but bytes did not, with its true id (git compares the bytes)", async () => {
    const repo = await repository();
    await repo.commit("first", { "docs/a.md": "# Same\n", "docs/b.md": "# Other\n" });
    const file = path.join(repo.dir, "docs/a.md");
    const later = statSync(file).mtimeMs / 1000 + 100;
    utimesSync(file, later, later);
    writeFileSync(path.join(repo.dir, "docs/b.md"), "# Changed\n");
    const ids = await workingTreeIds(repo.dir);
    expect(ids.get("docs/a.md")).toEqual(onDisk(repo.dir, "docs/a.md"));
    expect(ids.has("docs/b.md")).toBe(false);
  });

  it("names files relative to a subfolder root, and only those under it", async () => {
    const repo = await repository();
    await repo.commit("first", { "README.md": "top\n", "site/docs/a.md": "a\n" });
    const ids = await workingTreeIds(path.join(repo.dir, "site"));
    expect([...ids.keys()]).toEqual(["docs/a.md"]);
    expectTrue(path.join(repo.dir, "site"), ids);
  });

  it("gives nothing outside a git repository", async () => {
    expect((await workingTreeIds(await tempDir("no-git"))).size).toBe(0);
  });
});
