import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizeSpan, normalizeSpanMapped } from "../../src/evaluation/normalizeSpan.js";
import { fuzzRuns } from "../helpers/fuzzRuns.js";

// pieces of every kind the rewrites act on, so their interplay is exercised
const PIECE = fc.constantFrom("word", " ", "\n", "\r\n", "\t", "- ", "> ", "1. ", "`", "*", "_", "~", "[", "]", "(", ")", "![", "](u)", "][r]", "<br>", "<kbd>", "</kbd>", "<!-- c -->", "&amp;", "&#36;", "&#x41;", "&#0;", "\\*", "https://a.example/x.", "www.b.example", "<https://c.example>", "<a@b.example>", ".", ",");

describe("normalizeSpanMapped: normalizeSpan with the way back to the input", () => {
  it("gives exactly normalizeSpan's text, whatever the input", () => {
    fc.assert(
      fc.property(fc.array(PIECE, { maxLength: 40 }).map((p) => p.join("")), (input) => {
        expect(normalizeSpanMapped(input).text).toBe(normalizeSpan(input));
      }),
      { numRuns: fuzzRuns(1000) },
    );
    fc.assert(fc.property(fc.string({ maxLength: 60 }), (input) => {
      expect(normalizeSpanMapped(input).text).toBe(normalizeSpan(input));
    }), { numRuns: fuzzRuns(500) });
  });

  it("maps each character to the input it was read from, in order", () => {
    fc.assert(
      fc.property(fc.array(PIECE, { maxLength: 40 }).map((p) => p.join("")), (input) => {
        const { text, from, to } = normalizeSpanMapped(input);
        for (let i = 0; i < text.length; i++) {
          expect(from[i]!).toBeLessThanOrEqual(to[i]!);
          if (i > 0) expect(from[i]!).toBeGreaterThanOrEqual(from[i - 1]!);
          // a kept letter stands for itself
          if (/[a-z]/.test(text[i]!) && to[i]! - from[i]! === 1) expect(input[from[i]!]).toBe(text[i]);
        }
      }),
      { numRuns: fuzzRuns(500) },
    );
  });

  it("maps a decoded entity, a dropped link and collapsed whitespace to what they replaced", () => {
    const input = "Tom &amp; [Jerry](https://x.example)  \n  run";
    const { text, from, to } = normalizeSpanMapped(input);
    expect(text).toBe("Tom & Jerry run");
    const amp = text.indexOf("&");
    expect(input.slice(from[amp], to[amp])).toBe("&amp;");
    const jerry = text.indexOf("Jerry");
    expect(input.slice(from[jerry], to[jerry + 4])).toBe("Jerry");
    expect(input.slice(from[jerry], to[text.length - 1])).toBe("Jerry](https://x.example)  \n  run");
  });
});
