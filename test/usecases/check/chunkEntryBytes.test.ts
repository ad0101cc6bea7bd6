import { describe, expect, it } from "vitest";
import { chunkId, contextHeader, type Chunk } from "../../../src/chunking/index.js";
import { decodeChunkEntry, encodeChunkEntry, openChunkEntry } from "../../../src/usecases/check/chunkEntryBytes.js";

const TEXT = "# Title\n\nFirst paragraph.\n\nSecond paragraph, longer.\n";
const context = { path: "docs/a b.md", title: "Title", text: TEXT };

function chunk(i: number, start: number, end: number, extra: Partial<Chunk> & Record<string, unknown> = {}): Chunk {
  const text = TEXT.slice(start, end);
  return { id: chunkId(context.path, i), path: context.path, title: "Title", headingPath: ["Title"], startLine: i + 1, endLine: i + 2, text, embedText: `${contextHeader("Title", ["Title"])}\n\n${text}`, words: 3, tokens: 5, ...extra } as Chunk;
}

describe("a chunk cache entry as bytes", () => {
  it("gives back every chunk field for field, in field order, with odd values", () => {
    const chunks = [
      chunk(0, 0, 7, { contentTokens: 4, startOffset: 0, endOffset: 7 }),
      // values that are not small integers: a float, a large and a negative number, a boolean, an object, a text not in the file
      chunk(1, 9, 25, { words: 2.5, tokens: 2 ** 40, contentTokens: -3, startOffset: 9, endOffset: 25, oversized: true, parent: { id: "p", tokens: 12, startLine: 1, endLine: 9, words: 7 } }),
      { ...chunk(2, 27, 52), text: "not in the file", embedText: "a header of its own\n\nnot in the file", startLine: 0 } as Chunk,
      // chunks not in the layout every strategy's have: another field order, a field of its own, an id not the document's
      { oversized: true, ...chunk(3, 0, 7, { startOffset: 0, endOffset: 7 }) } as Chunk,
      chunk(4, 0, 7, { mine: "x" }),
      chunk(5, 0, 7, { id: "elsewhere#0001" }),
    ];
    const entry = { chunks, tokens: 40, words: 9, sections: 2 };
    const back = decodeChunkEntry(encodeChunkEntry(entry, context), context);
    expect(back).not.toBeNull();
    expect(back!.chunks).toEqual(chunks);
    back!.chunks.forEach((c, i) => expect(Object.keys(c)).toEqual(Object.keys(chunks[i]!)));
    expect({ tokens: back!.tokens, words: back!.words, sections: back!.sections }).toEqual({ tokens: 40, words: 9, sections: 2 });
  });

  it("reads truncated or foreign bytes, or offsets past the document, as nothing", () => {
    const chunks = [chunk(0, 0, 7, { startOffset: 0, endOffset: 7 }), chunk(1, 9, 25, { startOffset: 9, endOffset: 25 })];
    const bytes = encodeChunkEntry({ chunks, tokens: 1, words: 1, sections: 1 }, context);
    for (let cut = 0; cut < bytes.length; cut += 7) expect(decodeChunkEntry(bytes.subarray(0, cut), context)).toBeNull();
    expect(decodeChunkEntry(Buffer.from("{}"), context)).toBeNull();
    expect(decodeChunkEntry(bytes, { ...context, text: "short" })).toBeNull();
    // figures that are not whole numbers ≥ 0 never read back
    for (const tokens of [-1, 1.5, NaN]) expect(decodeChunkEntry(encodeChunkEntry({ chunks, tokens, words: 1, sections: 1 }, context), context)).toBeNull();
  });
});

describe("a chunk cache entry opened chunk by chunk", () => {
  const many = (): Chunk[] =>
    Array.from({ length: 40 }, (_, i) => {
      const c = chunk(i, 0, 7, { startOffset: 0, endOffset: 7 });
      // every seventh a value that is not a small integer (taken from the header), every fifth a text not in the file
      if (i % 7 === 3) Object.assign(c, { tokens: 2 ** 40 + i, oversized: true });
      return i % 5 === 2 ? ({ ...c, text: `own text ${i}`, embedText: `own text ${i}` } as Chunk) : c;
    });

  it("gives its figures, and each chunk as the whole entry decodes it, across blocks and in any order", () => {
    const chunks = many();
    const bytes = encodeChunkEntry({ chunks, tokens: 7, words: 8, sections: 9 }, context);
    const opened = openChunkEntry(bytes, context)!;
    expect([opened.count, opened.tokens, opened.words, opened.sections]).toEqual([40, 7, 8, 9]);
    for (const i of [39, 0, 17, 16, 15, 33, 2]) {
      expect(opened.chunk(i)).toEqual(chunks[i]);
      expect(Object.keys(opened.chunk(i)!)).toEqual(Object.keys(chunks[i]!));
    }
    expect(opened.chunk(40)).toBeNull();
    expect(openChunkEntry(bytes.subarray(0, bytes.length - 1), context)).toBeNull();
  });

});
