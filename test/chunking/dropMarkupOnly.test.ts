import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chunkId } from "../../src/chunking/buildChunk.js";
import { chunkCorpus, prepareCorpus } from "../../src/chunking/chunkCorpus.js";
import { dropMarkupOnly } from "../../src/chunking/dropMarkupOnly.js";
import { isMarkupOnly } from "../../src/chunking/isMarkupOnly.js";
import { getChunker } from "../../src/chunking/strategies.js";
import type { Chunk, ChunkingParams } from "../../src/chunking/types.js";
import { buildDocument, type SectionSpec } from "../helpers/buildDocument.js";
import { PARAMS } from "../helpers/chunkWith.js";
import { parseDocument } from "../../src/corpus/parseDocument.js";
import { fuzzRuns } from "../helpers/fuzzRuns.js";

const ANCHORS = ['<a id="shadowing"></a>', "<Callout />", "<!-- draft -->", "[book]: https://doc.rust-lang.org/book/", "</div>", "&nbsp;"];

let serial = 0;
const textLine = fc.integer({ min: 1, max: 12 }).map((n) => Array.from({ length: n }, () => `t${serial++}`).join(" "));
const line = fc.oneof({ weight: 3, arbitrary: textLine }, { weight: 2, arbitrary: fc.constantFrom(...ANCHORS) });
const section: fc.Arbitrary<SectionSpec> = fc.record({
  heading: fc.array(fc.constantFrom("Alpha", "Beta"), { minLength: 1, maxLength: 2 }),
  blocks: fc.array(fc.array(line, { minLength: 1, maxLength: 3 }), { minLength: 0, maxLength: 4 }),
});
const documentArb = fc.array(section, { minLength: 1, maxLength: 4 }).map((sections) => buildDocument({ sections }));
const paramsArb = fc
  .record({
    strategy: fc.constantFrom("structural", "fixed", "recursive", "page", "parent-child"),
    mergeSmallSections: fc.boolean(),
    unit: fc.constantFrom("words" as const, "tokens" as const),
    size: fc.integer({ min: 2, max: 40 }),
    overlapShare: fc.double({ min: 0, max: 0.5, noNaN: true }),
    contextHeader: fc.boolean(),
  })
  .map(({ overlapShare, ...p }): ChunkingParams => ({ ...PARAMS, ...p, overlap: Math.floor(p.size * overlapShare) }));

describe("chunks that hold only markup are not indexed, in every strategy", () => {
  it("no chunk is markup-only, no text word is lost, ids run without gaps, and only markup-only chunks of the strategy's own output are gone", async () => {
    await fc.assert(
      fc.asyncProperty(documentArb, paramsArb, async (doc, params) => {
        const prepared = await prepareCorpus([doc], params.tokenizer);
        const chunks = await chunkCorpus(prepared, params);
        expect(chunks.filter((c) => isMarkupOnly(c.text))).toEqual([]);
        expect(chunks.map((c) => c.id)).toEqual(chunks.map((_, i) => chunkId(doc.path, i)));
        const words = doc.sections.flatMap((s) => s.blocks.flatMap((b) => b.lines.join(" ").match(/\bt\d+\b/g) ?? []));
        const indexed = new Set(chunks.flatMap((c) => c.text.match(/\bt\d+\b/g) ?? []));
        expect(words.filter((w) => !indexed.has(w))).toEqual([]);
        // the strategy alone, before the markup-only chunks are dropped: the rest, in order
        const raw = await getChunker(params.strategy)(prepared.documents[0]!.expand(), params, prepared.measurer);
        // (buildDocument makes no code blocks, so no chunk here is kept for meeting one)
        expect(chunks.map((c) => c.text)).toEqual(raw.filter((c) => !isMarkupOnly(c.text)).map((c) => c.text));
      }),
      { numRuns: fuzzRuns(150) },
    );
  });

  it("drops an anchor left alone at the end of a section, which the context header would otherwise rank", async () => {
    const doc = buildDocument({
      sections: [
        { heading: ["Variables", "Shadowing"], blocks: [["You can declare a new variable with the same name as a previous one."], ['<a id="data-types"></a>']] },
        { heading: ["Variables", "Data Types"], blocks: [["<Callout />"], ["Every value in Rust is of a certain data type."]] },
      ],
    });
    const chunks = await chunkCorpus(await prepareCorpus([doc], "o200k_base"), { ...PARAMS, size: 16, contextHeader: true });
    expect(chunks.map((c) => [c.id, c.text])).toEqual([
      ["docs/doc.md#0000", "You can declare a new variable with the same name as a previous one."],
      // the empty component got a window of its own under the header: dropped too
      ["docs/doc.md#0001", "Every value in Rust is of a certain data type."],
    ]);
  });

  it("keeps a piece of a code block that looks like a tag: a strategy cutting text may cut inside one, where `<OMITTED>` is text", async () => {
    const content = "# Logs\n\nThe collector prints:\n\n```text\nstarting the collector now\n<OMITTED>\nserving metrics on port 8888\n```\n\n<a id=\"next\"></a>\n";
    const { document } = parseDocument({ path: "docs/logs.md", content });
    const prepared = await prepareCorpus([document], "o200k_base");
    const texts = async (params: ChunkingParams) => ({
      raw: (await getChunker(params.strategy)(prepared.documents[0]!.expand(), params, prepared.measurer)).map((c) => c.text),
      indexed: (await chunkCorpus(prepared, params)).map((c) => c.text),
    });
    // two-token windows cut `<OMITTED>` out of the code block on its own: it stays
    const code = await texts({ ...PARAMS, strategy: "fixed", unit: "tokens", size: 2, overlap: 0, contextHeader: false });
    expect(code.raw).toContain("<OMITTED>");
    expect(code.indexed).toContain("<OMITTED>");
    // two-word windows leave the anchor after the code block alone: it goes
    const anchor = await texts({ ...PARAMS, strategy: "fixed", unit: "words", size: 2, overlap: 0, contextHeader: false });
    expect(anchor.raw).toContain('<a id="next"></a>');
    expect(anchor.indexed).not.toContain('<a id="next"></a>');
    expect(anchor.indexed).toEqual(anchor.raw.filter((t) => t !== '<a id="next"></a>'));
  });

  it("keeps a code block that reads like a tag in plain structural chunks too, as with merged sections", async () => {
    const content = "# Line breaks\n\nWrite a break as:\n\n~~~\n<br/>\n~~~\n\n<a id=\"next\"></a>\n";
    const { document } = parseDocument({ path: "docs/breaks.md", content });
    const prepared = await prepareCorpus([document], "o200k_base");
    const params: ChunkingParams = { ...PARAMS, strategy: "structural", unit: "tokens", size: 4, overlap: 0, contextHeader: false };
    // plain structural chunks take the lazy path (one section at a time), merged ones the expanded path
    const plain = (await chunkCorpus(prepared, params)).map((c) => c.text);
    const merged = (await chunkCorpus(prepared, { ...params, mergeSmallSections: true })).map((c) => c.text);
    expect(plain).toContain("<br/>");
    expect(plain).not.toContain('<a id="next"></a>');
    expect(merged).toContain("<br/>");
  });

  it("returns the very list when nothing is dropped, and renumbers from the first ordinal it is given", () => {
    const chunk = (ordinal: number, text: string): Chunk => ({ id: chunkId("a.md", ordinal), path: "a.md", title: "A", headingPath: [], startLine: 1, endLine: 1, text, embedText: `A\n\n${text}`, words: 1, tokens: 1 });
    const plain = [chunk(3, "one"), chunk(4, "two")];
    expect(dropMarkupOnly(plain, 3)).toBe(plain);
    expect(dropMarkupOnly([chunk(3, "<br/>")], 3, [[1, 1]]).map((c) => c.text)).toEqual(["<br/>"]);
    const kept = dropMarkupOnly([chunk(3, "one"), chunk(4, "<a id=\"x\"></a>"), chunk(5, "three")], 3);
    expect(kept.map((c) => [c.id, c.text])).toEqual([
      ["a.md#0003", "one"],
      ["a.md#0004", "three"],
    ]);
  });
});
