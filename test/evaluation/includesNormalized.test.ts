import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { includesNormalized } from "../../src/evaluation/includesNormalized.js";
import { normalizeWhitespace } from "../../src/evaluation/includesNormalized.js";

// Every code unit `\s` matches, a few that look like whitespace but are not (zero-width space,
// U+180E), and a small alphabet so that needles recur in texts.
const WHITESPACE = ["\t", "\n", "\v", "\f", "\r", " ", "\u00a0", "\u1680", "\u2000", "\u2005", "\u200a", "\u2028", "\u2029", "\u202f", "\u205f", "\u3000", "\ufeff"];
const unit = fc.constantFrom(...WHITESPACE, "\u200b", "\u180e", "a", "b", "a", "b", "-", "é");
const text = fc.string({ unit, maxLength: 40 });

describe("includesNormalized", () => {
  it("answers exactly as normalising the text first and then searching it would", () => {
    fc.assert(
      fc.property(text, text, fc.nat(), fc.nat(), (haystack, other, a, b) => {
        // A needle cut from the text itself (found, unless the cut splits a word run oddly) and an
        // unrelated one (mostly not found): both answers are exercised.
        const from = haystack.length === 0 ? 0 : a % haystack.length;
        const to = from + (haystack.length === 0 ? 0 : b % (haystack.length - from + 1));
        for (const needle of [normalizeWhitespace(haystack.slice(from, to)), normalizeWhitespace(other)]) {
          expect(includesNormalized(haystack, needle)).toBe(normalizeWhitespace(haystack).includes(needle));
        }
      }),
      { numRuns: 5000, seed: 9 },
    );
  });

  it("folds every kind of whitespace run into the needle's single spaces", () => {
    expect(includesNormalized("| a |\n\n\t| b |", "| a | | b |")).toBe(true);
    expect(includesNormalized("x\u3000\u00a0y", "x y")).toBe(true);
    expect(includesNormalized("xy", "x y")).toBe(false);
    expect(includesNormalized("x\u200by", "x y")).toBe(false);
    expect(includesNormalized("  ab  ", "ab")).toBe(true);
    expect(includesNormalized("anything", "")).toBe(true);
  });
});
