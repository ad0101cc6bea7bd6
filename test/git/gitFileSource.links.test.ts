import { writeFile, mkdir } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { fsFileSource } from "../../src/corpus/fsFileSource.js";
import { gitFileSource } from "../../src/git/gitFileSource.js";
import { gitRepo } from "../helpers/gitRepo.js";
import { userError } from "../helpers/userError.js";

describe("gitFileSource and the working tree read symbolic links alike", () => {
  it("gives the same documents, warnings and skipped paths for a tree of links", async () => {
    const repo = await gitRepo();
    await repo.write({
      "shared/a.md": "# A\n",
      "shared/nested/b.md": "# B\n",
      "docs/c.md": "# C\n",
      "docs/shared": { link: "../shared" },
      "docs/alias.md": { link: "c.md" },
      "docs/chain.md": { link: "alias.md" },
      "docs/broken.md": { link: "missing.md" },
      "shared/up": { link: ".." },
    });
    const commit = await repo.commit("links");
    const disk = fsFileSource(repo.dir);
    const base = gitFileSource({ cwd: repo.dir, commit });
    for (const include of [["docs/**/*.md"], ["**/*.md"], ["docs/*/*.md"]]) {
      const fromDisk = await disk.select(include, []);
      const fromGit = await base.select(include, []);
      expect({ include, ...fromGit }).toEqual({ include, ...fromDisk });
      for (const p of fromDisk.paths) expect(await base.read(p)).toBe(await disk.read(p));
    }
    expect((await base.select(["docs/**/*.md"], [])).paths).toEqual(["docs/alias.md", "docs/c.md", "docs/chain.md", "docs/shared/a.md", "docs/shared/nested/b.md"]);
    // ids in bulk are load's, a link's its target's blob, unknown paths none
    const asked = ["docs/alias.md", "docs/c.md", "docs/shared/nested/b.md", "shared/a.md", "docs/broken.md", "nowhere.md"];
    const loaded = await Promise.all(asked.map(async (p) => (await base.load!(p))?.id));
    expect(await base.contentIds!(asked)).toEqual(loaded);
    expect(loaded.slice(0, 4).every((id) => /^[0-9a-f]{40}$/.test(id!))).toBe(true);
    expect(loaded[0]).toBe(loaded[1]);
    expect(loaded.slice(4)).toEqual([undefined, undefined]);
  });

  it("refuses a link leaving the root on both sides, and accepts it excluded", async () => {
    const repo = await gitRepo();
    await repo.write({ "docs/a.md": "# A\n", "docs/etc": { link: "/etc" }, "docs/up": { link: "../../.." } });
    const commit = await repo.commit("escape");
    const disk = fsFileSource(repo.dir);
    const base = gitFileSource({ cwd: repo.dir, commit });
    for (const files of [disk, base]) {
      expect((await userError(files.select(["docs/**/*.md"], []))).file).toBe("docs/etc");
      expect((await files.select(["docs/**/*.md"], ["docs/etc/**", "docs/up/**"])).paths).toEqual(["docs/a.md"]);
    }
  });

  it("reports a name that is not UTF-8 the same way on both sides", async () => {
    const repo = await gitRepo();
    await repo.write({ "docs/a.md": "# A\n" });
    await writeFile(Buffer.from(`${repo.dir}/docs/caf\xe9.md`, "latin1"), "# Caf\n");
    await mkdir(Buffer.from(`${repo.dir}/docs/d\xe9j\xe0`, "latin1"));
    await writeFile(Buffer.from(`${repo.dir}/docs/d\xe9j\xe0/b.md`, "latin1"), "# B\n");
    const commit = await repo.commit("names");
    const fromDisk = await fsFileSource(repo.dir).select(["docs/**/*.md"], []);
    const fromGit = await gitFileSource({ cwd: repo.dir, commit }).select(["docs/**/*.md"], []);
    expect(fromGit).toEqual(fromDisk);
    expect(fromGit.paths).toEqual(["docs/a.md"]);
    expect(fromGit.skipped).toEqual(["docs/caf\uFFFD.md", "docs/d\uFFFDj\uFFFD/"]);
  });

  it("bounds links that fan out the same way on both sides", async () => {
    const repo = await gitRepo();
    const levels = 12;
    const files: Record<string, string | { link: string }> = {};
    for (let i = 0; i <= levels; i++) files[`docs/l${i}/f${i}.md`] = `# F${i}\n`;
    for (let i = 0; i < levels; i++) for (const name of ["a", "b"]) files[`docs/l${i}/${name}`] = { link: `../l${i + 1}` };
    await repo.write(files);
    const commit = await repo.commit("fan-out");
    const fromDisk = await fsFileSource(repo.dir).select(["docs/**/*.md"], []);
    const fromGit = await gitFileSource({ cwd: repo.dir, commit }).select(["docs/**/*.md"], []);
    expect(fromGit).toEqual(fromDisk);
    expect(fromGit.skipped.length).toBeGreaterThan(0);
    expect(fromGit.warnings.every((w) => w.includes("by more than 8 paths"))).toBe(true);
  });
});
