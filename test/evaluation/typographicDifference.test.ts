import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { typographicDifference } from "../../src/evaluation/typographicDifference.js";

describe("typographicDifference", () => {
  it("names the character the key has where the heading has another, with its code point", () => {
    expect(typographicDifference("Customer's rights", "Customer\u2019s Rights", "heading")).toBe("the key has ' where the heading has \u2019 (U+2019)");
    expect(typographicDifference("5' rule", "5\u2032 rule", "heading")).toBe("the key has ' where the heading has \u2032 (U+2032)");
  });

  it("names a character only one side has, and shows invisible ones by code point", () => {
    expect(typographicDifference("What is new", "What is new?", "heading")).toBe("the heading has ? where the key has none");
    expect(typographicDifference("Set\u00ADup", "Setup", "title")).toBe("the key has <U+00AD> where the title has none");
  });

  it("lists each distinct difference once", () => {
    expect(typographicDifference(`"a" - 'b'`, "\u201Ca\u201D \u2013 \u2018b\u2019", "heading")).toBe(
      "the key has \" where the heading has \u201C (U+201C); the key has \" where the heading has \u201D (U+201D); the key has - where the heading has \u2013 (U+2013) (and 2 more)",
    );
  });

  it("says nothing when a letter or digit differs, or nothing does", () => {
    expect(typographicDifference("Damaged good", "Damaged goods", "heading")).toBeUndefined();
    expect(typographicDifference("Step 1", "Step 2", "heading")).toBeUndefined();
    expect(typographicDifference("Same  TEXT", "same text", "heading")).toBeUndefined();
  });

  it("answers for any pair that differs only in punctuation, and never for one with different words", () => {
    const words = fc.array(fc.constantFrom("alpha", "beta", "gamma"), { minLength: 1, maxLength: 4 });
    const marks = fc.constantFrom("", "'", "\u2019", "-", "\u2014", "?", "!", "\u2032");
    const dress = (w: string[], m: string[]) => w.map((x, i) => `${x}${m[i % m.length] ?? ""}`).join(" ");
    fc.assert(
      fc.property(words, fc.array(marks, { minLength: 1, maxLength: 4 }), fc.array(marks, { minLength: 1, maxLength: 4 }), (w, m1, m2) => {
        const a = dress(w, m1);
        const b = dress(w, m2);
        const answer = typographicDifference(a, b, "heading");
        return a === b ? answer === undefined : answer !== undefined;
      }),
    );
    fc.assert(fc.property(words, words, (a, b) => a.join(" ") === b.join(" ") || typographicDifference(a.join(" "), b.join(" "), "heading") === undefined));
  });
});
