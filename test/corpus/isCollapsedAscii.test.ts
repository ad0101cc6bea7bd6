import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isCollapsedAscii } from "../../src/corpus/isCollapsedAscii.js";
import { normalizeHeading } from "../../src/corpus/normalizeHeading.js";

const texts = fc.array(fc.constantFrom("a", "B", " ", "  ", "\t", "\n", "*", "_", "`", "{#x}", "{", "é", "\u00a0", "\u2003", "#", "1"), { maxLength: 12 }).map((parts) => parts.join(""));

describe("isCollapsedAscii", () => {
  it("says true exactly for printable ASCII that collapsing whitespace and trimming leave unchanged", () => {
    fc.assert(
      fc.property(texts, (text) => {
        const printable = /^[\x20-\x7e]*$/.test(text);
        expect(isCollapsedAscii(text)).toBe(printable && text.replace(/\s+/g, " ").trim() === text);
      }),
      { numRuns: 3000 },
    );
  });
});

describe("normalizeHeading's fast path", () => {
  it("gives what the full normalisation gives, for any mix of case, spaces, markup and anchors", () => {
    const full = (text: string): string => text.normalize("NFC").replace(/\{#[^{}]*\}/g, " ").replace(/[*_`]/g, "").toLowerCase().replace(/\s+/g, " ").trim();
    fc.assert(fc.property(texts, (text) => {
        expect(normalizeHeading(text)).toBe(full(text));
      }), { numRuns: 3000 });
  });
});
