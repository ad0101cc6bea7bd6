import { describe, expect, it } from "vitest";
import { buildDocument, words } from "../helpers/buildDocument.js";
import { chunkWith } from "../helpers/chunkWith.js";

describe("fixed chunking (windows over words, background/003)", () => {
  const doc = buildDocument({
    sections: [
      { heading: ["Doc", "A"], blocks: [[words(7, "a")]] },
      { heading: ["Doc", "B"], blocks: [[words(7, "b")]] },
    ],
  });

  it("fills windows with words across headings until the size is reached", async () => {
    const chunks = await chunkWith([doc], { strategy: "fixed", size: 6 });
    // heading words are text too: "A" + 7 + "B" + 7 = 16 words → 6, 6, 4
    expect(chunks.map((c) => c.words)).toEqual([6, 6, 4]);
    expect(chunks[1]!.text.split(/\s+/)).toEqual(["a6", "a7", "B", "b1", "b2", "b3"]);
  });

  it("re-takes trailing words worth at most the overlap", async () => {
    const chunks = await chunkWith([doc], { strategy: "fixed", size: 6, overlap: 2 });
    const texts = chunks.map((c) => c.text.split(/\s+/));
    expect(texts[0]!.slice(-2)).toEqual(texts[1]!.slice(0, 2));
    expect(chunks.every((c) => c.words <= 6)).toBe(true);
    // 16 words, a stride of 4: windows start at 0, 4, 8, 12
    expect(chunks).toHaveLength(4);
  });

  it("counts tokens per word when the unit is tokens and never cuts inside a word", async () => {
    const chunks = await chunkWith([doc], { strategy: "fixed", unit: "tokens", size: 8 });
    const all = chunks.flatMap((c) => c.text.split(/\s+/));
    expect(new Set(all)).toEqual(new Set(["A", "B", ...words(7, "a").split(" "), ...words(7, "b").split(" ")]));
    expect(chunks.every((c) => c.tokens <= 8)).toBe(true);
  });
});

describe("recursive chunking", () => {
  it("keeps a block that fits whole and packs blocks up to the size", async () => {
    const doc = buildDocument({ sections: [{ heading: ["Doc"], blocks: [[words(4, "a")], [words(4, "b")], [words(4, "c")]] }] });
    const chunks = await chunkWith([doc], { strategy: "recursive", size: 8 });
    expect(chunks.map((c) => c.text)).toEqual([`${words(4, "a")}\n\n${words(4, "b")}`, words(4, "c")]);
  });

  it("splits a long line at sentences, then a long sentence at words", async () => {
    const sentence = (p: string) => `${words(5, p)}.`;
    const doc = buildDocument({
      sections: [{ heading: ["Doc"], blocks: [[`${sentence("a")} ${sentence("b")} ${sentence("c")}`], [words(25, "z")]] }],
    });
    const chunks = await chunkWith([doc], { strategy: "recursive", size: 10 });
    expect(chunks.every((c) => c.words <= 10)).toBe(true);
    expect(chunks[0]!.text).toBe(`${sentence("a")} ${sentence("b")}`);
    // the 25-word line falls to words, packed after sentence c: c + z1..z5, z6..z15, z16..z25
    expect(chunks.map((c) => c.words)).toEqual([10, 10, 10, 10]);
    expect(chunks[1]!.text).toBe(`${sentence("c")}\n\nz1 z2 z3 z4 z5`);
  });

  it("cuts a code block larger than the size between lines, each piece a closed fence", async () => {
    const code = Array.from({ length: 6 }, (_, i) => words(4, `c${i}x`));
    const doc = buildDocument({ sections: [{ heading: ["Doc"], blocks: [{ atomic: code }] }] });
    const chunks = await chunkWith([doc], { strategy: "recursive", size: 8 });
    // a fence (1 word) + one 4-word line + the closing fence (1 word) = 6; two would be 12 > 8
    expect(chunks.map((c) => c.words)).toEqual([6, 6, 6, 6, 6, 6]);
    expect(chunks.map((c) => c.text)).toEqual(code.map((line) => `\`\`\`\n${line}\n\`\`\``));
  });
});

describe("page chunking", () => {
  it("makes one chunk per document holding every heading and line, whatever the size", async () => {
    const doc = buildDocument({
      title: "Guide",
      sections: [
        { heading: ["Guide", "A"], blocks: [[words(50, "a")]] },
        { heading: ["Guide", "B"], blocks: [[words(50, "b")]] },
      ],
    });
    const chunks = await chunkWith([doc], { strategy: "page", size: 10, contextHeader: true });
    expect(chunks).toHaveLength(1);
    expect(chunks[0]!.embedText.startsWith("Guide\n\n")).toBe(true);
    expect(chunks[0]!.words).toBe(1 + 2 + 100); // header, headings A and B, body
    expect([chunks[0]!.startLine, chunks[0]!.endLine]).toEqual([1, doc.lineCount - 1]);
  });
});

describe("strategy registry", () => {
  it("names the known strategies when the registry asks for an unknown one", async () => {
    const doc = buildDocument({ sections: [{ heading: ["Doc"], blocks: [["x"]] }] });
    await expect(chunkWith([doc], { strategy: "semantic" })).rejects.toThrow(/unknown chunking strategy "semantic"/);
    await expect(chunkWith([doc], { strategy: "semantic" })).rejects.toMatchObject({ hint: expect.stringContaining("structural, fixed, recursive, page") });
  });
});
