import { describe, expect, it } from "vitest";
import { chunkCorpus, prepareCorpus } from "../../src/chunking/chunkCorpus.js";
import type { ChunkingParams } from "../../src/chunking/types.js";
import { parseDocument } from "../../src/corpus/parseDocument.js";
import { PARAMS } from "../helpers/chunkWith.js";

async function chunk(content: string, params: Partial<ChunkingParams>) {
  const { document } = parseDocument({ path: "docs/page.md", content });
  return chunkCorpus(await prepareCorpus([document], "o200k_base"), { ...PARAMS, ...params });
}

// "Retention lasts ninety days" directly followed by `---` is a setext heading with no body (issue 11).
const SETEXT = "# Page\n\nIntro text.\n\nRetention lasts ninety days\n---\n\n## Next\n\nMore text.\n";

describe("heading-only sections keep their text in the index (issue 11)", () => {
  for (const strategy of ["structural", "recursive", "parent-child", "fixed", "page"]) {
    it(`${strategy}: the setext heading's words are in a chunk, on its own line`, async () => {
      const chunks = await chunk(SETEXT, { strategy, size: 40, childSize: 10 });
      const holding = chunks.filter((c) => c.text.includes("Retention lasts ninety days"));
      expect(holding.length).toBeGreaterThan(0);
      expect(holding.some((c) => c.startLine <= 5 && 5 <= c.endLine)).toBe(true);
    });
  }

  it("structural: the heading is a chunk of its own, under its own heading path", async () => {
    const chunks = await chunk(SETEXT, { strategy: "structural", size: 40 });
    expect(chunks.map((c) => c.text)).toEqual(["Intro text.", "Retention lasts ninety days", "More text."]);
    expect(chunks[1]!.headingPath).toEqual(["Page", "Retention lasts ninety days"]);
  });

  it("a heading directly followed by its subsection gets no chunk: the subsection's heading path carries it", async () => {
    const chunks = await chunk("# Page\n\n## Parent\n\n### Child\n\nBody text.\n", { strategy: "structural" });
    expect(chunks.map((c) => c.text)).toEqual(["Body text."]);
    expect(chunks[0]!.headingPath).toEqual(["Page", "Parent", "Child"]);
  });
});

describe("merge_small_sections", () => {
  const SIBLINGS = "# Page\n\n## A\n\nAlpha text.\n\n## B\n\nBeta text.\n\n### B1\n\nDeep text.\n\n## C\n\nGamma text.\n";

  it("joins consecutive siblings that fit, each heading kept as a line, never across a deeper or higher heading", async () => {
    const plain = await chunk(SIBLINGS, { strategy: "structural", size: 40 });
    const merged = await chunk(SIBLINGS, { strategy: "structural", size: 40, mergeSmallSections: true });
    expect(plain.map((c) => c.text)).toEqual(["Alpha text.", "Beta text.", "Deep text.", "Gamma text."]);
    // B1 sits between B and C, so B and C are not consecutive siblings; A and B are
    expect(merged.map((c) => c.text)).toEqual(["A\n\nAlpha text.\n\nB\n\nBeta text.", "Deep text.", "Gamma text."]);
    expect(merged[0]!.headingPath).toEqual(["Page"]);
  });

  it("does not merge siblings that together exceed the size", async () => {
    const merged = await chunk(SIBLINGS, { strategy: "structural", size: 5, mergeSmallSections: true, contextHeader: false });
    // A with its heading is 3 words, A and B together 6 > 5: each stays as plain structural makes it
    expect(merged.map((c) => c.text)).toEqual(["Alpha text.", "Beta text.", "Deep text.", "Gamma text."]);
  });
});
