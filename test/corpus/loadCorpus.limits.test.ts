import { describe, expect, it } from "vitest";
import { DEFAULT_MAX_FILE_BYTES, loadCorpus } from "../../src/corpus/loadCorpus.js";
import { tempTrees } from "./tempTree.js";

const tree = tempTrees();

describe("loadCorpus limits: a file is skipped with a warning naming it, never silently", () => {
  it("skips a file over max_file_bytes and keeps the others", async () => {
    const root = await tree({ "a.md": "# A\n\nalpha\n", "big.md": `# Big\n\n${"word ".repeat(400)}\n` });
    const { documents, warnings } = await loadCorpus({ root, include: ["*.md"], maxFileBytes: 1000 });
    expect(documents.map((d) => d.path)).toEqual(["a.md"]);
    expect(warnings).toEqual(["big.md: skipped: 2,008 bytes is over the limit of 1,000 bytes per document — exclude the file, or raise `max_file_bytes` in the registry"]);
  });

  it("counts the limit in UTF-8 bytes and keeps a file exactly at it", async () => {
    const text = "# É\n"; // 5 bytes, 4 characters
    const root = await tree({ "e.md": text });
    expect((await loadCorpus({ root, include: ["*.md"], maxFileBytes: 5 })).documents).toHaveLength(1);
    expect((await loadCorpus({ root, include: ["*.md"], maxFileBytes: 4 })).warnings[0]).toMatch(/^e\.md: skipped: 5 bytes is over the limit of 4 bytes/);
  });

  it("defaults to 5 MiB, with exact byte counts in the message", async () => {
    expect(DEFAULT_MAX_FILE_BYTES).toBe(5 * 1024 * 1024);
    const root = await tree({ "huge.md": "x".repeat(DEFAULT_MAX_FILE_BYTES + 1), "small.md": "# S\n" });
    const { documents, warnings } = await loadCorpus({ root, include: ["*.md"] });
    expect(documents.map((d) => d.path)).toEqual(["small.md"]);
    expect(warnings).toEqual(["huge.md: skipped: 5,242,881 bytes (5.0 MiB) is over the limit of 5,242,880 bytes (5.0 MiB) per document — exclude the file, or raise `max_file_bytes` in the registry"]);
  });

  it("skips a file nested deeper than the parser allows, naming file and line", async () => {
    const root = await tree({ "deep.md": `# Deep\n\n${"- ".repeat(10_000)}x\n`, "ok.md": "# Ok\n" });
    const { documents, warnings } = await loadCorpus({ root, include: ["*.md"] });
    expect(documents.map((d) => d.path)).toEqual(["ok.md"]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^deep\.md:3: skipped: block quotes or list items nest deeper than 100 levels — flatten the nesting or exclude the file$/);
  });
});
