import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { locateInLine, locateLineOrTail } from "../../src/chunking/locateInLine.js";
import { lineOffsetsOf } from "../../src/corpus/lineOffsets.js";

describe("locateLineOrTail: locateInLine's usual case without a pair", () => {
  it("is locateInLine's start whenever it finds the piece, and -1 only where locateInLine takes its other paths", () => {
    const line = fc.array(fc.constantFrom("a", "b", " ", "-", ">", "é"), { maxLength: 8 }).map((cs) => cs.join(""));
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 5 }), fc.constantFrom("\n", "\r\n"), fc.nat(4), fc.nat(8), fc.nat(8), (lines, eol, pick, from, to) => {
        const source = lineOffsetsOf(lines.join(eol));
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
