import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chunkCorpus, prepareCorpus } from "../../src/chunking/chunkCorpus.js";
import type { Chunk, ChunkingParams } from "../../src/chunking/types.js";
import { parseDocument } from "../../src/corpus/parseDocument.js";
import { PARAMS } from "../helpers/chunkWith.js";

async function chunk(content: string, params: Partial<ChunkingParams>, path = "docs/page.md"): Promise<Chunk[]> {
  const { document } = parseDocument({ path, content });
  return chunkCorpus(await prepareCorpus([document], "o200k_base"), { ...PARAMS, ...params });
}

const repeated = ["# Page", "", "Same line.", "", "## A", "", "Same line.", "", "## B", "", "Same line.", "Same line.", ""].join("\n");
const STRATEGIES = ["structural", "recursive", "fixed", "page", "parent-child"] as const;

describe("chunk offsets: exact characters in the file, computed while splitting", () => {
  it("gives each of a repeated line's occurrences its own offsets, in every strategy", async () => {
    for (const strategy of STRATEGIES) {
      const chunks = await chunk(repeated, { strategy, size: 3, overlap: 0, childSize: 2 });
      for (const c of chunks) {
        expect(c.startOffset, `${strategy} ${c.id}`).toBeDefined();
        // the chunk's first and last words are where the offsets say
        const source = repeated.slice(c.startOffset, c.endOffset);
        expect(source.startsWith(c.text.split(/\s+/)[0]!), `${strategy}: ${JSON.stringify(source)} vs ${JSON.stringify(c.text)}`).toBe(true);
        expect(source.endsWith(c.text.split(/\s+/).at(-1)!)).toBe(true);
      }
    }
    const structural = await chunk(repeated, { strategy: "structural", size: 40 });
    const same = structural.filter((c) => c.text.startsWith("Same line."));
    expect(same.map((c) => c.startOffset)).toEqual([8, 26, 44]);
    expect(same.map((c) => repeated.slice(c.startOffset, c.endOffset))).toEqual(["Same line.", "Same line.", "Same line.\nSame line."]);
  });

  it("places repeated sentences and words inside one long line by their position (recursive)", async () => {
    const line = "Stop here. Stop here. Stop here. Stop here.";
    const content = `# T\n\n${line}\n`;
    const chunks = await chunk(content, { strategy: "recursive", size: 2, overlap: 0, contextHeader: false });
    expect(chunks.map((c) => c.text)).toEqual(["Stop here.", "Stop here.", "Stop here.", "Stop here."]);
    expect(chunks.map((c) => c.startOffset)).toEqual([5, 16, 27, 38]);
    for (const c of chunks) expect(content.slice(c.startOffset, c.endOffset)).toBe(c.text);
  });

  it("counts CRLF line endings and a BOM as the parser does", async () => {
    const content = "\uFEFF# T\r\n\r\nFirst.\r\n\r\n## U\r\n\r\nFirst.\r\n";
    const chunks = await chunk(content, { strategy: "structural" });
    const text = content.slice(1);
    expect(chunks.map((c) => text.slice(c.startOffset, c.endOffset))).toEqual(["First.", "First."]);
    expect(chunks.map((c) => c.startOffset)).toEqual([7, 25]);
  });

  it("a list item's offsets cover the item as written, marker included", async () => {
    const content = "# T\n\n- one\n- one\n";
    const chunks = await chunk(content, { strategy: "structural" });
    expect(content.slice(chunks[0]!.startOffset, chunks[0]!.endOffset)).toBe("- one\n- one");
  });

  it("property: every strategy's offsets hold its first and last word, in order within a document", async () => {
    const word = fc.constantFrom("alpha", "beta", "It", "this", "gamma.", "delta,");
    const para = fc.array(word, { minLength: 1, maxLength: 12 }).map((w) => w.join(" "));
    const doc = fc.array(fc.oneof(para, para.map((p) => `## ${p}`), para.map((p) => `- ${p}`)), { minLength: 1, maxLength: 8 }).map((blocks) => `# Title\n\n${blocks.join("\n\n")}\n`);
    await fc.assert(
      fc.asyncProperty(doc, fc.constantFrom(...STRATEGIES), fc.integer({ min: 2, max: 20 }), async (content, strategy, size) => {
        const chunks = await chunk(content, { strategy, size, overlap: 0, childSize: Math.max(1, size - 1) });
        for (const c of chunks) {
          const source = content.slice(c.startOffset, c.endOffset);
          const words = c.text.split(/\s+/).filter((w) => w !== "");
          expect(source.startsWith(words[0]!) || source.includes(words[0]!)).toBe(true);
          expect(source.endsWith(words.at(-1)!)).toBe(true);
        }
      }),
      { numRuns: 120 },
    );
  });
});
