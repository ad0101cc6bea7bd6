import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SPAN_HASH_PRIME, SPAN_HASH_SEED, SpanInterner } from "../../src/chunking/spanInterner.js";
import { TokenScanner } from "../../src/retrieval/tokenScanner.js";

/** The raw tokens TokenScanner finds in `text`, as strings. */
function tokenize(text: string): string[] {
  const scanner = new TokenScanner();
  scanner.scan(text);
  return Array.from({ length: scanner.count }, (_, i) => scanner.text.slice(scanner.starts[i], scanner.ends[i]));
}

// The specification of a token, as a regular expression; the scanner must agree with it exactly.
const TOKEN_SPEC = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:(?:['\u2019](?=\p{L})|(?<=\p{N})[.,](?=\p{N}))[\p{L}\p{M}\p{N}]+)*/gu;
const spec = (text: string): string[] => text.normalize("NFKC").toLowerCase().match(TOKEN_SPEC) ?? [];

// Characters at every decision point of the scanner: letters (Latin, Greek, CJK, astral), digits
// (ASCII, Arabic-Indic, superscript, astral), combining marks, both apostrophes, dots, commas,
// other separators, an astral symbol and lone surrogates.
const tricky = fc.constantFrom(
  "a", "Z", "é", "ß", "Σ", "İ", "日", "\u{1D400}", "\u{10400}",
  "1", "9", "\u0663", "²", "\u{1D7CF}", "\u0301", "\u0308",
  "'", "\u2019", ".", ",", "-", "_", " ", "\n", "/", "😀", "\uD800", "\uDC00", "ﬁ",
);

describe("TokenScanner", () => {
  it("agrees with the regular-expression specification on tricky text", () => {
    fc.assert(
      fc.property(fc.array(tricky, { maxLength: 30 }), (chars) => {
        const text = chars.join("");
        expect(tokenize(text)).toEqual(spec(text));
      }),
      { numRuns: 3000, seed: 11 },
    );
  });

  it("agrees with the specification on arbitrary strings", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 60 }), fc.string({ unit: "grapheme", maxLength: 60 }), (a, b) => {
        expect(tokenize(a)).toEqual(spec(a));
        expect(tokenize(b)).toEqual(spec(b));
      }),
      { numRuns: 1000, seed: 12 },
    );
  });

  it("handles long texts (buffer growth)", () => {
    const text = Array.from({ length: 5000 }, (_, i) => `w${i} don't 3.5`).join(", ");
    expect(tokenize(text)).toEqual(spec(text));
  });
});

const foldedHash = (token: string): number => {
  let hash = SPAN_HASH_SEED;
  for (const char of token.toLowerCase()) hash = Math.imul(hash ^ char.charCodeAt(0), SPAN_HASH_PRIME);
  return hash;
};

describe("SpanInterner", () => {
  it("shares keys between exact lookups of lowercase text and folded lookups of mixed-case ASCII", () => {
    const interner = new SpanInterner();
    const keys: string[] = [];
    const compute = (key: string) => (keys.push(key), keys.length - 1);
    expect(interner.get("x cat y", 2, 5, compute)).toBe(0);
    expect(interner.getFolded("A CaT", 2, 5, foldedHash("CaT"), compute)).toBe(0);
    expect(interner.getFolded("DOG", 0, 3, foldedHash("DOG"), compute)).toBe(1);
    expect(interner.get("dog", 0, 3, compute)).toBe(1);
    expect(interner.getFolded("DOGS", 0, 4, foldedHash("DOGS"), compute)).toBe(2);
    expect(keys).toEqual(["cat", "dog", "dogs"]);
  });

  it("behaves like a Map from substrings, computing each new key once", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: fc.constantFrom("a", "b", "é", "😀"), maxLength: 6 }), { maxLength: 200 }), (words) => {
        const text = words.join(" ");
        const interner = new SpanInterner();
        const reference = new Map<string, number>();
        let computed = 0;
        let at = 0;
        for (const word of words) {
          const value = interner.get(text, at, at + word.length, (key) => {
            expect(key).toBe(word);
            computed++;
            return reference.size * 7 - 3;
          });
          if (!reference.has(word)) reference.set(word, reference.size * 7 - 3);
          expect(value).toBe(reference.get(word));
          at += word.length + 1;
        }
        expect(computed).toBe(reference.size);
        expect(interner.size).toBe(reference.size);
      }),
      { numRuns: 300, seed: 13 },
    );
  });

  it("gives compute long keys whole and equal to the span, folded or not", () => {
    const long = "Ab".repeat(5000);
    const text = `x ${long} y`;
    const keys: string[] = [];
    const interner = new SpanInterner();
    expect(interner.get(text, 2, 2 + long.length, (key) => keys.push(key))).toBe(1);
    expect(interner.getFolded(`${long.toUpperCase()}!`, 0, long.length, foldedHash(long), (key) => keys.push(key))).toBe(2);
    expect(interner.getFolded(long.toLowerCase(), 0, long.length, foldedHash(long), () => -1)).toBe(2);
    expect(keys).toEqual([long, long.toLowerCase()]);
  });

  it("keeps every key through many rehashes", () => {
    const interner = new SpanInterner();
    const keys = Array.from({ length: 50_000 }, (_, i) => `k${i.toString(36)}`);
    const text = keys.join("");
    let at = 0;
    const spans = keys.map((k) => [at, (at += k.length)] as const);
    spans.forEach(([s, e], i) => expect(interner.get(text, s, e, () => i)).toBe(i));
    spans.forEach(([s, e], i) => expect(interner.get(text, s, e, () => -1)).toBe(i));
    expect(interner.size).toBe(keys.length);
  });
});
