import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { foldTypography, TYPOGRAPHIC_FOLDS } from "../../src/corpus/foldTypography.js";
import { normalizeHeading } from "../../src/corpus/normalizeHeading.js";

const variants = Object.keys(TYPOGRAPHIC_FOLDS);
// text drawn from letters, spaces, markup, the variants and their ASCII forms
const pieces = fc.constantFrom("a", "B", "é", " ", "  ", "*", "_", "`", "{#x}", "'", '"', "-", "\u2026", "\u2032", ...variants);
const text = fc.array(pieces, { maxLength: 30 }).map((p) => p.join(""));

describe("foldTypography", () => {
  it("writes each typographic variant as its ASCII form, one code unit for one", () => {
    expect(foldTypography("Customer\u2019s \u201Crights\u201D \u2013 \u2014 \u2212 1")).toBe(`Customer's "rights" - - - 1`);
    fc.assert(fc.property(text, (t) => foldTypography(t).length === t.length));
  });

  it("leaves what means something else alone: primes, guillemets, superscripts", () => {
    expect(foldTypography("5\u2032 \u00AB x \u00BB x\u00B2")).toBe("5\u2032 \u00AB x \u00BB x\u00B2");
  });

  it("is idempotent", () => {
    fc.assert(fc.property(text, (t) => foldTypography(foldTypography(t)) === foldTypography(t)));
  });
});

describe("normalizeHeading folds typography", () => {
  it("gives a heading typed with plain quotes and dashes the key of its curly and long form", () => {
    expect(normalizeHeading("Customer\u2019s Rights \u2014 \u201CFAQ\u201D\u2026")).toBe(normalizeHeading(`customer's rights - "faq"...`));
    fc.assert(fc.property(text, (t) => normalizeHeading(t) === normalizeHeading(foldTypography(t).replaceAll("\u2026", "..."))));
  });

  it("keeps a prime apart from an apostrophe", () => {
    expect(normalizeHeading("5\u2032 rule")).not.toBe(normalizeHeading("5' rule"));
  });

  it("is idempotent on any mix of markup, anchors and variants", () => {
    fc.assert(fc.property(text, (t) => normalizeHeading(normalizeHeading(t)) === normalizeHeading(t)));
  });
});
