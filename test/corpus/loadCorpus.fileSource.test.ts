import { describe, expect, it } from "vitest";
import type { FileSource } from "../../src/corpus/fileSource.js";
import { loadCorpus } from "../../src/corpus/loadCorpus.js";
import { UserError } from "../../src/errors.js";

/** A FileSource over a map, selecting by exact path: enough to see what loadCorpus asks of one. */
function memorySource(files: Record<string, string | Error | undefined>): FileSource & { reads: string[] } {
  const reads: string[] = [];
  return {
    label: "memory",
    reads,
    select: async (include, exclude) => ({ paths: include.filter((p) => p in files && !exclude.includes(p)).sort(), warnings: [], skipped: [] }),
    async read(path) {
      reads.push(path);
      const content = files[path];
      if (content instanceof Error) throw content;
      return content;
    },
  };
}

describe("loadCorpus over a FileSource", () => {
  it("reads only through `files`, which wins over `root`", async () => {
    const files = memorySource({ "b.md": "# Bee\n", "a.md": "# Ay\n", "x.md": "# X\n" });
    const { documents } = await loadCorpus({ root: "/nonexistent", files, include: ["b.md", "a.md", "x.md"], exclude: ["x.md"] });
    expect(documents.map((d) => [d.path, d.title])).toEqual([
      ["a.md", "Ay"],
      ["b.md", "Bee"],
    ]);
    expect(files.reads.sort()).toEqual(["a.md", "b.md"]);
  });

  it("skips a file it cannot read with a warning naming it, a vanished one too, and loads the rest", async () => {
    const files = memorySource({ "bad.md": new UserError("looks like a binary file", { file: "bad.md", line: 3, hint: "exclude it" }), "gone.md": undefined, "ok.md": "# ok" });
    const { documents, warnings, skipped } = await loadCorpus({ files, include: ["ok.md", "gone.md", "bad.md"] });
    expect(documents.map((d) => d.path)).toEqual(["ok.md"]);
    expect(skipped).toEqual(["bad.md", "gone.md"]);
    expect(warnings).toEqual([
      "bad.md:3: skipped: looks like a binary file — exclude it",
      "gone.md: skipped: was deleted while chunkgate was reading the corpus — run the check again",
    ]);
  });

  it("needs `root` or `files`", async () => {
    await expect(loadCorpus({ include: ["*.md"] })).rejects.toThrow(TypeError);
  });
});
