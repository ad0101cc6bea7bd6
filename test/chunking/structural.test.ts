import { describe, expect, it } from "vitest";
import { buildDocument, words } from "../helpers/buildDocument.js";
import { chunkWith } from "../helpers/chunkWith.js";

const sixLines = buildDocument({
  sections: [{ heading: ["Doc"], blocks: [Array.from({ length: 6 }, (_, i) => words(5, `l${i + 1}w`))] }],
});

function lineLabels(text: string): string {
  return text
    .split("\n")
    .map((l) => l.split("w")[0]!.toUpperCase())
    .join(" ");
}

describe("structural chunking (background/000 Figure 2)", () => {
  it("size 10 / overlap 0 over six 5-word lines gives 3 chunks and stores 30 words", async () => {
    const chunks = await chunkWith([sixLines], { size: 10, overlap: 0 });
    expect(chunks.map((c) => lineLabels(c.text))).toEqual(["L1 L2", "L3 L4", "L5 L6"]);
    expect(chunks.reduce((s, c) => s + c.words, 0)).toBe(30);
  });

  it("size 10 / overlap 5 repeats the last line of each window: 5 chunks, 50 words", async () => {
    const chunks = await chunkWith([sixLines], { size: 10, overlap: 5 });
    expect(chunks.map((c) => lineLabels(c.text))).toEqual(["L1 L2", "L2 L3", "L3 L4", "L4 L5", "L5 L6"]);
    expect(chunks.reduce((s, c) => s + c.words, 0)).toBe(50);
  });

  it("a single 300-word paragraph at size 120 stays one 300-word chunk", async () => {
    const doc = buildDocument({ sections: [{ heading: ["Doc"], blocks: [[words(300)]] }] });
    const chunks = await chunkWith([doc], { size: 120, overlap: 20 });
    expect(chunks).toHaveLength(1);
    expect(chunks[0]!.words).toBe(300);
  });

  it("never crosses a heading, even when both sections fit in one window", async () => {
    const doc = buildDocument({
      sections: [
        { heading: ["Doc", "A"], blocks: [[words(5, "a")]] },
        { heading: ["Doc", "B"], blocks: [[words(5, "b")]] },
      ],
    });
    const chunks = await chunkWith([doc], { size: 480 });
    expect(chunks.map((c) => c.headingPath)).toEqual([
      ["Doc", "A"],
      ["Doc", "B"],
    ]);
  });

  it("cuts a code block larger than the size into closed fences reopened with its info string", async () => {
    const code = Array.from({ length: 8 }, (_, i) => words(4, `c${i}x`));
    const doc = buildDocument({ sections: [{ heading: ["Doc"], blocks: [[words(6, "p")], { atomic: code }, [words(6, "q")]] }] });
    doc.sections[0]!.blocks[1]!.info = "ts title=x";
    const chunks = await chunkWith([doc], { size: 11 });
    const withCode = chunks.filter((c) => /c\dx1/.test(c.text));
    // each piece: the fence (2 words), two 4-word lines, the closing fence (1 word) = 11
    expect(withCode.map((c) => c.text)).toEqual([0, 2, 4, 6].map((i) => `\`\`\`ts title=x\n${code[i]}\n${code[i + 1]}\n\`\`\``));
    expect(withCode.map((c) => c.words)).toEqual([11, 11, 11, 11]);
    expect(withCode.every((c) => !c.oversized)).toBe(true);
  });

  it("cuts a large table between rows, repeating its header rows in every piece", async () => {
    const rows = Array.from({ length: 5 }, (_, i) => `| r${i} | v${i} |`);
    const table = ["| name | value |", "| --- | --- |", ...rows];
    const doc = buildDocument({ sections: [{ heading: ["Doc"], blocks: [{ atomic: table, kind: "table" }] }] });
    const chunks = await chunkWith([doc], { size: 18 });
    // header 5 words + delimiter 5 + rows of 5: 15, a second row would make 20 > 18: one row per piece
    expect(chunks.map((c) => c.text)).toEqual(rows.map((row) => `${table[0]}\n${table[1]}\n${row}`));
    // the first piece starts at the header (line 3), later ones at their row (rows are lines 5-9)
    expect(chunks.map((c) => c.startLine)).toEqual([3, 6, 7, 8, 9]);
    expect(chunks.every((c) => c.text.split("\n").every((line) => line.startsWith("|")))).toBe(true);
  });

  it("keeps a single row larger than the size whole and flags its chunk oversized", async () => {
    const table = ["| a | b |", "| - | - |", `| ${words(30, "x")} | y |`, "| 1 | 2 |"];
    const doc = buildDocument({ sections: [{ heading: ["Doc"], blocks: [{ atomic: table, kind: "table" }] }] });
    const chunks = await chunkWith([doc], { size: 16 });
    expect(chunks.map((c) => c.oversized ?? false)).toEqual([true, false]);
    expect(chunks[0]!.text).toContain("x30 | y |");
  });

  it("drops overlap lines rather than exceed the budget with the next line", async () => {
    // lines of 3, 3 and 8 words at size 10 / overlap 4: carrying 3 words would make 11
    const doc = buildDocument({ sections: [{ heading: ["Doc"], blocks: [[words(3, "a"), words(3, "b"), words(8, "c")]] }] });
    const chunks = await chunkWith([doc], { size: 10, overlap: 4 });
    expect(chunks.map((c) => c.words)).toEqual([6, 8]);
  });

  it("counts the context header against the budget and prefixes it to the embed text", async () => {
    const doc = buildDocument({
      title: "Widget Guide",
      sections: [{ heading: ["Widget Guide", "Mounting"], blocks: [[words(4, "a"), words(4, "b"), words(4, "c")]] }],
    });
    const chunks = await chunkWith([doc], { size: 12, contextHeader: true });
    // header "Widget Guide > Mounting" is 4 words, leaving 8 for content: two lines per chunk
    expect(chunks.map((c) => c.words)).toEqual([12, 8]);
    expect(chunks[0]!.embedText.startsWith("Widget Guide > Mounting\n\n")).toBe(true);
    expect(chunks[0]!.text.startsWith("a1")).toBe(true);
  });

  it("gives chunks stable ids, document paths, titles and line ranges", async () => {
    const chunks = await chunkWith([sixLines], { size: 10 });
    expect(chunks.map((c) => c.id)).toEqual(["docs/doc.md#0000", "docs/doc.md#0001", "docs/doc.md#0002"]);
    expect(chunks.map((c) => [c.startLine, c.endLine])).toEqual([
      [3, 4],
      [5, 6],
      [7, 8],
    ]);
    expect(chunks.every((c) => c.path === "docs/doc.md" && c.title === "Doc")).toBe(true);
  });
});
