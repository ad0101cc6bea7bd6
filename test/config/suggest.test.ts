import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { closest, levenshtein } from "../../src/config/suggest.js";

const KEYS = ["version", "questions", "retriever", "k", "run_depth", "split", "noise", "overfit_margin", "require_baseline", "sources"];

describe("closest", () => {
  it("suggests `questions` for `questons`", () => {
    expect(closest("questons", KEYS)).toEqual(["questions"]);
  });

  it("ignores case", () => {
    expect(closest("Questions", KEYS, 1)).toEqual(["questions"]);
    expect(closest("runDepth", KEYS, 1)).toEqual(["run_depth"]);
  });

  it("puts the nearest first and keeps input order among ties", () => {
    expect(closest("cat", ["cart", "bat", "cast", "cat"])).toEqual(["cat", "cart", "bat"]);
    expect(closest("ab", ["xb", "ay", "ab"], 5)).toEqual(["ab", "xb", "ay"]);
  });

  it("forgives two edits in short words and 40% of longer ones, nothing more", () => {
    expect(closest("k", ["kk", "kkk", "kkkk"])).toEqual(["kk", "kkk"]);
    expect(closest("Damaged goods", ["Damaged items", "Damage claims"])).toEqual(["Damaged items"]);
    expect(closest("colour", KEYS)).toEqual([]);
  });

  it("returns at most `max` candidates, each once", () => {
    expect(closest("a", ["a", "b", "c", "d"], 2)).toEqual(["a", "b"]);
    expect(closest("a", ["b", "b", "b"])).toEqual(["b"]);
    expect(closest("a", ["b"], 0)).toEqual([]);
  });

  it("only ever returns candidates within the distance limit, sorted by distance", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.array(fc.string({ maxLength: 12 }), { maxLength: 8 }), fc.nat(5), (word, candidates, max) => {
        const found = closest(word, candidates, max);
        const limit = Math.max(2, Math.floor(0.4 * Array.from(word.toLowerCase()).length));
        const distances = found.map((c) => levenshtein(word.toLowerCase(), c.toLowerCase()));
        expect(found.length).toBeLessThanOrEqual(max);
        expect(new Set(found).size).toBe(found.length);
        expect(found.every((c) => candidates.includes(c))).toBe(true);
        expect(distances.every((d) => d <= limit)).toBe(true);
        expect([...distances].sort((a, b) => a - b)).toEqual(distances);
      }),
    );
  });
});

describe("levenshtein", () => {
  it("counts insertions, deletions and substitutions", () => {
    expect(levenshtein("kitten", "sitting")).toBe(3);
    expect(levenshtein("", "abc")).toBe(3);
    expect(levenshtein("questons", "questions")).toBe(1);
    expect(levenshtein("🙂a", "a")).toBe(1);
  });

  it("is a metric: zero only for equal strings, symmetric, triangle inequality", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }), (a, b, c) => {
        expect(levenshtein(a, b) === 0).toBe(a === b);
        expect(levenshtein(a, b)).toBe(levenshtein(b, a));
        expect(levenshtein(a, c)).toBeLessThanOrEqual(levenshtein(a, b) + levenshtein(b, c));
        expect(levenshtein(a, b)).toBeLessThanOrEqual(Math.max(Array.from(a).length, Array.from(b).length));
      }),
    );
  });
});
