import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createMeasurer } from "../../src/chunking/measure.js";
import { contextHeader, SectionHeader } from "../../src/chunking/prepareDocument.js";
import { preparedWhole } from "../helpers/preparedWhole.js";
import type { Document } from "../../src/corpus/types.js";
import { loadTokenCounter } from "../../src/chunking/tokenCounter.js";
import { buildDocument } from "../helpers/buildDocument.js";

const BLANKS = ["", " ", "\t \u000b\u000c", "\u00a0", "\u3000", "\u2028", "\ufeff", "\u2003\u205f"];
const NOT_BLANK = ["\u200b", "\u0085", "x", "  y  ", "\u0008"];

describe("prepareDocument: the lines it keeps and their counts", () => {
  it("drops exactly the lines String#trim empties from prose blocks, and keeps every line of atomic ones", async () => {
    for (const line of [...BLANKS, ...NOT_BLANK]) expect(line.trim() === "", JSON.stringify(line)).toBe(BLANKS.includes(line));
    const document = buildDocument({ sections: [{ heading: ["Top"], blocks: [["first", ...BLANKS, ...NOT_BLANK], { atomic: ["code", ...BLANKS] }] }] });
    const prepared = preparedWhole(document, createMeasurer(await loadTokenCounter("o200k_base")));
    const [prose, atomic] = prepared.sections[0]!.blocks;
    const { texts } = prose!.lines;
    expect(texts.slice(prose!.first, prose!.first + prose!.count)).toEqual(["first", ...NOT_BLANK]);
    expect(texts.slice(atomic!.first, atomic!.first + atomic!.count)).toEqual(["code", ...BLANKS]);
  });

  it("counts each line's words and tokens", async () => {
    const inner = createMeasurer(await loadTokenCounter("o200k_base"));
    const document = buildDocument({ sections: [{ heading: ["Top"], blocks: [["one two", "three"]] }] });
    const fast = preparedWhole(document, inner);
    expect([...fast.sections[0]!.blocks[0]!.lines.words]).toEqual([2, 1]);
    expect([...fast.sections[0]!.blocks[0]!.lines.tokens]).toEqual([inner.measure("one two").tokens, inner.measure("three").tokens]);
    expect(fast.tokens).toBe(inner.measure("one two").tokens + inner.measure("three").tokens);
  });
});

describe("prepareDocument: context header counts", () => {
  // Title and heading parts around the boundaries where a header's pieces could be cut differently
  // than each part alone: whitespace of every kind at either end, punctuation, digits, contractions,
  // combining marks, surrogate pairs, line breaks, empty parts.
  const PARTS = ["Range", "Find method", "(Excel)", "x", "", " ", "  ", "a ", " b", "\t", "\u00a0", "\u3000", "c\u00a0", "\n", "d\n", "e\r\n", "123", "4567", "'s", "don't", "'", "é", "e\u0301", "\u0301", "😀", "東京", ">", " > ", "/", "//", ".", "...", "-", "Title", "TITLE", "title"];
  const part = fc.array(fc.constantFrom(...PARTS), { maxLength: 4 }).map((p) => p.join(""));

  for (const tokenizer of ["o200k_base", "cl100k_base"] as const) {
    it(`counts every section's header as its joined text is counted (${tokenizer})`, async () => {
      const measurer = createMeasurer(await loadTokenCounter(tokenizer));
      fc.assert(
        fc.property(part, fc.array(fc.array(part, { maxLength: 6 }), { minLength: 1, maxLength: 6 }), (title, paths) => {
          const document: Document = { path: "d.md", title, lineCount: 1, sections: paths.map((headingPath) => ({ headingPath, headingLine: null, startLine: 1, endLine: 1, blocks: [] })) };
          const prepared = preparedWhole(document, measurer);
          const headers = prepared.sections.map((s) => ({ words: s.header.words, tokens: s.header.tokens }));
          const expected = paths.map((headingPath) => {
            const measured = measurer.measure(contextHeader(title, headingPath));
            return { words: measured.words, tokens: measured.tokens };
          });
          expect(headers).toEqual(expected);
        }),
        { numRuns: 1500 },
      );
    });
  }
});

describe("SectionHeader", () => {
  it("reads the same text as the joined context header, with the counts it was given", () => {
    for (const [title, path] of [
      ["Guide", ["Guide", "Install"]],
      ["Guide", ["Setup", "Linux"]],
      ["", []],
      ["Only", []],
    ] as const) {
      const header = new SectionHeader(title, path, 3, 5);
      expect(header.text).toBe(contextHeader(title, path));
      expect([header.words, header.tokens]).toEqual([3, 5]);
    }
    expect(new SectionHeader("Guide", ["Guide", "Install"], 0, 0).text).toBe("Guide > Install");
  });
});
