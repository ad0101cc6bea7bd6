import { describe, expect, it } from "vitest";
import type { FileSource } from "../../src/corpus/fileSource.js";
import { loadCorpus } from "../../src/corpus/loadCorpus.js";
import { UserError, UserErrors } from "../../src/errors.js";

/** A FileSource over a map, selecting by exact path: enough to see what loadCorpus asks of one. */
function memorySource(files: Record<string, string | Error | undefined>): FileSource & { reads: string[] } {
  const reads: string[] = [];
  return {
    label: "memory",
    reads,
    select: async (include, exclude) => include.filter((p) => p in files && !exclude.includes(p)).sort(),
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

  it("collects the source's UserErrors, and calls a selected file that vanished an error too", async () => {
    const files = memorySource({ "bad.md": new UserError("looks like a binary file", { file: "bad.md" }), "gone.md": undefined, "ok.md": "# ok" });
    const error = await loadCorpus({ files, include: ["ok.md", "gone.md", "bad.md"] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserErrors);
    expect((error as UserErrors).errors.map((e) => [e.file, e.message])).toEqual([
      ["bad.md", "looks like a binary file"],
      ["gone.md", "was deleted while chunkgate was reading the corpus"],
    ]);
  });

  it("needs `root` or `files`", async () => {
    await expect(loadCorpus({ include: ["*.md"] })).rejects.toThrow(TypeError);
  });
});
