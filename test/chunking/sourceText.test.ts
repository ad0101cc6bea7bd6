import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { locateInLine, locateLineOrTail, sourceTextOf } from "../../src/chunking/sourceText.js";

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

describe("locateLineOrTail: locateInLine's usual case without a pair", () => {
  it("is locateInLine's start whenever it finds the piece, and -1 only where locateInLine takes its other paths", () => {
    const line = fc.array(fc.constantFrom("a", "b", " ", "-", ">", "é"), { maxLength: 8 }).map((cs) => cs.join(""));
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 5 }), fc.constantFrom("\n", "\r\n"), fc.nat(4), fc.nat(8), fc.nat(8), (lines, eol, pick, from, to) => {
        const source = sourceTextOf(lines.join(eol));
        const n = (pick % lines.length) + 1;
        const own = lines[n - 1]!;
        for (const piece of [own, own.slice(Math.min(from, own.length)), own.slice(0, Math.min(to, own.length)), "zz"]) {
          const start = locateLineOrTail(source, n, piece);
          const [expectedStart, expectedEnd] = locateInLine(source, n, piece);
          if (start >= 0) expect([start, start + piece.length]).toEqual([expectedStart, expectedEnd]);
          // the whole line and its tails are always found (a line the text opens: none after a final line ending)
          if (n <= source.starts.length && own.endsWith(piece)) expect(start).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});
