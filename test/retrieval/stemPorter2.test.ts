import { readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { globSync } from "tinyglobby";
import stem from "wink-porter2-stemmer";
import { describe, expect, it } from "vitest";
import { stemPorter2 } from "../../src/retrieval/stemPorter2.js";
import { corporaDir, corpusMissing } from "../corpus/realCorpora.js";

// Pieces that reach every branch of Porter2: vowels, y next to vowels, doubles, the suffixes of
// every step, the R1 exceptions (gener, commun, arsen) and the invariant words.
const PIECES = [
  "a", "e", "i", "o", "u", "y", "b", "c", "d", "g", "h", "k", "l", "m", "n", "p", "r", "s", "t", "w", "x",
  "ay", "ey", "oy", "yy", "at", "bl", "iz", "bb", "dd", "ff", "gg", "mm", "nn", "pp", "rr", "tt", "ll",
  "ed", "edly", "ing", "ingly", "eed", "eedly", "ies", "ied", "sses", "us", "ss", "ation", "ational", "tional",
  "ization", "fulness", "ousness", "iveness", "biliti", "lessli", "entli", "alism", "aliti", "ousli", "iviti",
  "fulli", "enci", "anci", "abli", "izer", "ator", "alli", "bli", "logi", "ogi", "li", "alize", "icate",
  "iciti", "ative", "ical", "ness", "ful", "ement", "ance", "ence", "able", "ible", "ment", "ant", "ent",
  "ism", "ate", "iti", "ous", "ive", "ize", "ion", "sion", "tion", "al", "er", "ic", "gener", "commun",
  "arsen", "inning", "outing", "canning", "herring", "proceed", "exceed", "succeed", "earring", "sky", "news",
];

describe("stemPorter2", () => {
  it("stems as wink-porter2-stemmer does, on words built from Porter2's suffixes and on random a-z words", () => {
    const built = fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 5 }).map((parts) => parts.join(""));
    const random = fc.string({ unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz"), minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(built, random, (a, b) => {
        expect(stemPorter2(a)).toBe(stem(a));
        expect(stemPorter2(b)).toBe(stem(b));
      }),
      { numRuns: 50_000, seed: 21 },
    );
  });

  it("stems the package's documented examples and exceptions as the package does", () => {
    const words = ["consisting", "running", "generously", "communism", "arsenal", "skies", "dying", "news", "succeeding", "yays", "happily", "relational", "hopeful", "controlling", "agreed", "feed", "sayings"];
    for (const word of words) expect(stemPorter2(word)).toBe(stem(word));
    expect(stemPorter2("consisting")).toBe("consist");
    expect(stemPorter2("generously")).toBe("generous");
  });

  it.skipIf(corpusMissing("vba-docs") || corpusMissing("otel-docs"))("stems every a-z word of the real corpora as the package does", () => {
    const words = new Set<string>();
    for (const file of globSync("**/*.{md,mdx}", { cwd: corporaDir })) {
      for (const word of readFileSync(path.join(corporaDir, file), "utf8").toLowerCase().match(/[a-z]+/g) ?? []) words.add(word);
    }
    expect(words.size).toBeGreaterThan(20_000);
    const differing = [...words].filter((word) => stemPorter2(word) !== stem(word));
    expect(differing).toEqual([]);
  });
});
