import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lineOffsetsOf, lineText, lineTexts } from "../../src/corpus/lineOffsets.js";
import { indexLines } from "./oracle/lineIndex.js";

const texts = fc.array(fc.constantFrom("a", "bc", "\r", "\n", "\r\n", " ", "é", "\u2028"), { maxLength: 40 }).map((parts) => parts.join(""));

describe("lineOffsetsOf", () => {
  it("counts and bounds lines exactly as the CRLF/CR/LF split does, whatever the mix of endings", () => {
    fc.assert(
      fc.property(texts, (text) => {
        const expected = indexLines(text);
        const index = lineOffsetsOf(text);
        expect(index.count).toBe(expected.lines.length);
        expect(Array.from(index.starts)).toEqual(expected.starts);
        expect(Array.from({ length: index.count }, (_, i) => lineText(index, i + 1))).toEqual(expected.lines);
        expect(lineTexts(text)).toEqual(expected.lines);
      }),
      { numRuns: 3000 },
    );
  });

  it("opens no line after a final line ending and none for an empty text", () => {
    expect(lineOffsetsOf("").count).toBe(0);
    expect(lineOffsetsOf("a\r\n").count).toBe(1);
    expect(lineOffsetsOf("a\r\rb").count).toBe(3);
    expect(lineText(lineOffsetsOf("a\n"), 2)).toBe("");
  });

  it("indexes a text built by concatenation in time linear in its lines", () => {
    // `+=` builds a rope; searched without flattening it first, each search walked the rope again.
    let rope = "";
    for (let i = 0; i < 100_000; i++) rope += `line ${i}\n`;
    const text = rope.charCodeAt(0) === 0xfeff ? rope.slice(1) : rope;
    const started = process.cpuUsage();
    expect(lineOffsetsOf(text).count).toBe(100_000);
    const { user, system } = process.cpuUsage(started);
    expect((user + system) / 1e6).toBeLessThan(2);
  });
});
