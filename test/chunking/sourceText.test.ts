import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sourceTextOf } from "../../src/chunking/sourceText.js";

/** Line starts the way the parser counts lines (CRLF, CR and LF each end one), a final ending opening none. */
function referenceStarts(text: string): number[] {
  const starts = text.length > 0 ? [0] : [];
  for (const match of text.matchAll(/\r\n|\r|\n/g)) {
    const next = match.index + match[0].length;
    if (next < text.length) starts.push(next);
  }
  return starts;
}

describe("sourceTextOf: where every line starts", () => {
  it("finds the same starts for LF-only and CRLF-only text (the indexOf path) as for any other text", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("a", "é", " ", "\n", "\r", "\r\n", "😀"), { maxLength: 60 }), (parts) => {
        const text = parts.join("");
        expect([...sourceTextOf(text).starts]).toEqual(referenceStarts(text));
        const lf = text.replace(/\r/g, "");
        expect([...sourceTextOf(lf).starts]).toEqual(referenceStarts(lf));
        // CRLF throughout, no lone CR: the indexOf path too
        const crlf = lf.replace(/\n/g, "\r\n");
        expect([...sourceTextOf(crlf).starts]).toEqual(referenceStarts(crlf));
      }),
      { numRuns: 500 },
    );
  });

  it("opens no line after a final line ending and none for empty text", () => {
    expect([...sourceTextOf("").starts]).toEqual([]);
    expect([...sourceTextOf("a\n").starts]).toEqual([0]);
    expect([...sourceTextOf("\n\nb").starts]).toEqual([0, 1, 2]);
    expect([...sourceTextOf("a\r\nb\rc\n").starts]).toEqual([0, 3, 5]);
  });
});
