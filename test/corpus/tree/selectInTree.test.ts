import { chmod, mkdir, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fsFileSource } from "../../../src/corpus/fsFileSource.js";
import { loadCorpus } from "../../../src/corpus/loadCorpus.js";
import type { TreeAccess } from "../../../src/corpus/tree/treeAccess.js";
import { selectInTree } from "../../../src/corpus/tree/selectInTree.js";
import { tempTrees } from "../tempTree.js";
import { userError } from "../../helpers/userError.js";

const tree = tempTrees();

/** A TreeAccess that counts the folders it lists, to see what a crawl reads. */
function counting(access: TreeAccess): TreeAccess & { listed: string[] } {
  const listed: string[] = [];
  return { listed, list: (folder) => (listed.push(folder), access.list(folder)), resolve: (p) => access.resolve(p) };
}

describe("selectInTree", () => {
  it("refuses a symbolic link to / after one lookup, without crawling the disk", async () => {
    const root = await tree({ "docs/a.md": "# A\n" });
    await symlink("/", path.join(root, "docs/root"));
    const started = process.cpuUsage();
    const error = await userError(loadCorpus({ root, include: ["docs/**/*.md"] }));
    const used = process.cpuUsage(started);
    expect(error.file).toBe("docs/root");
    expect(error.message).toBe('symbolic link "docs/root" points outside the corpus root (it resolves to /)');
    // A crawl of the disk takes seconds of CPU; one lookup, milliseconds. A generous bound on counts, not time:
    expect(used.user + used.system).toBeLessThan(5_000_000);
    // Excluded as the hint says, it is never looked into.
    const { documents } = await loadCorpus({ root, include: ["docs/**/*.md"], exclude: ["docs/root/**"] });
    expect(documents.map((d) => d.path)).toEqual(["docs/a.md"]);
  });

  it("does not report a link where no glob reaches", async () => {
    const root = await tree({ "docs/a.md": "# A\n", "docs/sub/b.md": "# B\n" });
    await symlink("/", path.join(root, "docs/sub/root"));
    const { documents } = await loadCorpus({ root, include: ["docs/*.md"] });
    expect(documents.map((d) => d.path)).toEqual(["docs/a.md"]);
  });

  it("lists each folder once for all the sources selecting from it", async () => {
    const root = await tree(Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`docs/p${i}.md`, `# P${i}\n`])));
    const { diskTree } = await import("../../../src/corpus/tree/diskTree.js");
    const access = counting(diskTree(root));
    const crawls = new Map();
    for (let i = 0; i < 50; i++) {
      const selection = await selectInTree({ access, include: [`docs/**/p${i}.md`], exclude: [], crawls });
      expect(selection.files.map((f) => f.path)).toEqual([`docs/p${i}.md`]);
    }
    expect(access.listed).toEqual(["docs"]);
  });

  it("warns about a folder it cannot list, names it, and selects the rest", async () => {
    const access: TreeAccess = {
      list: async (folder) => (folder === "docs/private" ? { error: "EACCES" } : folder === "docs" ? [{ name: "a.md", kind: "file" }, { name: "private", kind: "folder" }] : []),
      resolve: async (p) => (p === "docs" ? { kind: "folder", real: "docs" } : { kind: "missing" }),
    };
    const selection = await selectInTree({ access, include: ["docs/**/*.md"], exclude: [], crawls: new Map() });
    expect(selection.files.map((f) => f.path)).toEqual(["docs/a.md"]);
    expect(selection.skipped).toEqual(["docs/private/"]);
    expect(selection.warnings).toEqual(['docs/private/: skipped: the folder cannot be read (EACCES), so no file in it is indexed — fix its permissions, or exclude it (exclude: ["docs/private/**"])']);
    // Excluded, it is not reported.
    expect((await selectInTree({ access, include: ["docs/**/*.md"], exclude: ["docs/private/**"], crawls: new Map() })).warnings).toEqual([]);
  });

  it.skipIf(process.getuid?.() === 0)("warns about a folder on disk that cannot be read (skipped as root, who reads everything)", async () => {
    const root = await tree({ "docs/a.md": "# A\n", "docs/private/b.md": "# B\n" });
    await chmod(path.join(root, "docs/private"), 0o000);
    try {
      const { documents, warnings } = await loadCorpus({ root, include: ["docs/**/*.md"] });
      expect(documents.map((d) => d.path)).toEqual(["docs/a.md"]);
      expect(warnings[0]).toMatch(/^docs\/private\/: skipped: the folder cannot be read \(EACCES\)/);
    } finally {
      await chmod(path.join(root, "docs/private"), 0o755);
    }
  });

  it("warns about a file name that is not UTF-8 instead of leaving it out silently", async () => {
    const root = await tree({ "docs/a.md": "# A\n" });
    await writeFile(Buffer.from(`${root}/docs/caf\xe9.md`, "latin1"), "# Caf\n");
    await mkdir(Buffer.from(`${root}/docs/d\xe9j\xe0`, "latin1"));
    const { documents, warnings, skipped } = await loadCorpus({ root, include: ["docs/**/*.md"] });
    expect(documents.map((d) => d.path)).toEqual(["docs/a.md"]);
    expect(skipped).toEqual(["docs/caf\uFFFD.md", "docs/d\uFFFDj\uFFFD/"]);
    expect(warnings[0]).toContain("docs/caf\uFFFD.md: skipped: its name is not valid UTF-8");
    expect(warnings[1]).toContain("docs/d\uFFFDj\uFFFD/: skipped: the folder's name is not valid UTF-8");
  });

  it("follows a link to a folder inside the root once, and names a loop instead of following it", async () => {
    const root = await tree({ "shared/a.md": "# A\n", "docs/b.md": "# B\n" });
    await symlink("../shared", path.join(root, "docs/shared"));
    await symlink("..", path.join(root, "shared/up"));
    const files = fsFileSource(root);
    const selection = await files.select(["docs/**/*.md"], []);
    expect(selection.paths).toEqual(["docs/b.md", "docs/shared/a.md"]);
    expect(selection.skipped).toEqual(["docs/shared/up/"]);
    const all = await files.select(["**/*.md"], []);
    expect(all.paths).toEqual(["docs/b.md", "docs/shared/a.md", "shared/a.md"]);
    expect(all.skipped).toEqual(["docs/shared/up/", "shared/up/"]);
    expect(all.warnings[0]).toContain("docs/shared/up/: skipped: the symbolic link leads back to");
  });

  it("lists a fan-out of links within eight listings per folder, and names where it stopped", async () => {
    // Each level holds two links to the next: unbounded, 20 levels would list 2^20 paths.
    const levels = 20;
    const root = await tree(Object.fromEntries(Array.from({ length: levels + 1 }, (_, i) => [`docs/l${i}/f${i}.md`, `# F${i}\n`])));
    for (let i = 0; i < levels; i++) for (const name of ["a", "b"]) await symlink(`../l${i + 1}`, path.join(root, `docs/l${i}/${name}`));
    const { diskTree } = await import("../../../src/corpus/tree/diskTree.js");
    const access = counting(diskTree(root));
    const selection = await selectInTree({ access, include: ["docs/**/*.md"], exclude: [], crawls: new Map() });
    const perFolder = new Map<string, number>();
    for (const folder of access.listed) perFolder.set(folder, (perFolder.get(folder) ?? 0) + 1);
    // Its own path once, and eight paths through links at most.
    expect(Math.max(...perFolder.values())).toBe(9);
    expect(perFolder.size).toBe(levels + 2);
    // The first paths down are kept; every level's file is selected by its own path.
    for (let i = 0; i <= levels; i++) expect(selection.files.map((f) => f.path)).toContain(`docs/l${i}/f${i}.md`);
    expect(selection.files.map((f) => f.path)).toContain("docs/l0/a/a/a/f3.md");
    expect(selection.files.map((f) => f.path)).toContain("docs/l0/b/b/b/f3.md");
    expect(selection.skipped.length).toBeGreaterThan(0);
    expect(selection.warnings[0]).toMatch(/^docs\/l\S+\/: skipped: symbolic links lead to `docs\/l\d+` by more than 8 paths, so it is listed by its own path and the first 8 through links, no more/);
    // Excluded, the links are neither followed nor reported.
    const plain = await selectInTree({ access: diskTree(root), include: ["docs/**/*.md"], exclude: ["docs/*/a/**", "docs/*/b/**"], crawls: new Map() });
    expect(plain.files.map((f) => f.path)).toEqual(Array.from({ length: levels + 1 }, (_, i) => `docs/l${i}/f${i}.md`).sort());
    expect(plain.warnings).toEqual([]);
  });

  it("follows every alias of a versioned folder without a warning", async () => {
    const root = await tree({ "docs/v2/a.md": "# A\n", "docs/v2/guide/b.md": "# B\n" });
    for (const alias of ["latest", "stable", "next", "current"]) await symlink("v2", path.join(root, `docs/${alias}`));
    const selection = await fsFileSource(root).select(["docs/**/*.md"], []);
    expect(selection.warnings).toEqual([]);
    expect(selection.paths).toHaveLength(10);
    expect(selection.paths).toContain("docs/current/guide/b.md");
  });
});
