import { writeFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { loadCorpus } from "../../src/corpus/loadCorpus.js";
import { tempTrees } from "./tempTree.js";

const tree = tempTrees();

describe("loadCorpus", () => {
  it("parses a file once per (path, text) when given a cache, and again when its text changes", async () => {
    const root = await tree({ "a.md": "# A\n\nalpha\n", "b.md": "# B\n\nbeta\n" });
    const cache = new Map();
    const first = await loadCorpus({ root, include: ["*.md"], cache });
    const again = await loadCorpus({ root, include: ["a.md"], cache });
    expect(again.documents[0]).toBe(first.documents[0]);
    await writeFile(`${root}/a.md`, "# A\n\nalpha, edited\n");
    const edited = await loadCorpus({ root, include: ["a.md"], cache });
    expect(edited.documents[0]).not.toBe(first.documents[0]);
    expect(edited.documents[0]!.sections[0]!.blocks[0]!.lines).toEqual(["alpha, edited"]);
  });

  it("selects, reads and parses documents in path order, whatever their extension", async () => {
    const root = await tree({
      "docs/b.md": "---\ntitle: Bee\n---\n# Heading\ntext\n",
      "docs/a.mdx": "import X from 'x'\n\n## Alpha\n\n<X>child</X>\n",
      "docs/notes.txt": "# Plain notes\n\nIndexed as Markdown.\n",
      "docs/skip.md": "excluded",
    });
    const { documents, warnings } = await loadCorpus({ root, include: ["docs/**"], exclude: ["docs/skip.md"] });
    expect(warnings).toEqual([]);
    expect(documents.map((d) => [d.path, d.title])).toEqual([
      ["docs/a.mdx", "Alpha"],
      ["docs/b.md", "Bee"],
      ["docs/notes.txt", "Plain notes"],
    ]);
    expect(documents[0]?.sections[0]?.blocks[0]?.lines).toEqual(["child"]);
    expect(documents[2]?.sections.map((s) => s.headingPath)).toEqual([["Plain notes"]]);
  });

  it("returns parser warnings instead of failing", async () => {
    const root = await tree({ "bad.mdx": "# T\n\na <!-- html comment --> b\n" });
    const { documents, warnings } = await loadCorpus({ root, include: ["*.mdx"] });
    expect(documents).toHaveLength(1);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^bad\.mdx:3:/);
  });

  it("skips every file it cannot read as text with a warning naming it, and loads the rest", async () => {
    const utf16 = Buffer.from("\uFEFF# Notes\nplain text\n", "utf16le");
    const lateNul = Buffer.concat([Buffer.from(`# Late\n${"a".repeat(9000)}\nmore\n`), Buffer.from([0])]);
    const root = await tree({ "a.md": "# ok", "img1.md": new Uint8Array([0, 1, 2]), "img2.md": new Uint8Array([0x61, 0xff, 0xfe]), "late.md": lateNul, "wide.md": utf16 });
    const { documents, warnings, skipped } = await loadCorpus({ root, include: ["*.md"] });
    expect(documents.map((d) => d.path)).toEqual(["a.md"]);
    expect(skipped).toEqual(["img1.md", "img2.md", "late.md", "wide.md"]);
    expect(warnings).toEqual([
      'img1.md: skipped: looks like a binary file (NUL byte at offset 0), not Markdown — exclude it with an exclude glob, e.g. exclude: ["img1.md"]',
      'img2.md:1: skipped: is not valid UTF-8 (bad byte at offset 1) — re-save the file as UTF-8, or exclude it with an exclude glob, e.g. exclude: ["img2.md"]',
      'late.md: skipped: looks like a binary file (NUL byte at offset 9013), not Markdown — exclude it with an exclude glob, e.g. exclude: ["late.md"]',
      'wide.md: skipped: is UTF-16 (little-endian, with a byte-order mark), not UTF-8 — re-save it as UTF-8 (e.g. `iconv -f UTF-16 -t UTF-8`), or exclude it with an exclude glob, e.g. exclude: ["wide.md"]',
    ]);
  });
});
