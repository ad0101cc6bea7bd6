import { readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import stem from "wink-porter2-stemmer";
import { describe, expect, it } from "vitest";
import { stemWord } from "../../src/retrieval/analyze.js";

// 826 words of vba-docs (every 40th of its sorted a-z vocabulary, and Porter2's exceptions) with the
// stems chunkgate gave them before it used the package: a stem that changes would change scores.
const PINNED = JSON.parse(readFileSync(path.join(import.meta.dirname, "fixtures/porter2-stems.json"), "utf8")) as Record<string, string>;

describe("stemWord", () => {
  it("gives every pinned word the stem it had, the first time and from its memo", () => {
    const words = Object.keys(PINNED);
    expect(words.length).toBeGreaterThan(800);
    const first = words.filter((word) => stemWord(word) !== PINNED[word]);
    const again = words.filter((word) => stemWord(word) !== PINNED[word]);
    expect(first).toEqual([]);
    expect(again).toEqual([]);
    expect(stemWord("generously")).toBe("generous");
    expect(stemWord("consisting")).toBe("consist");
  });

  it("answers as wink-porter2-stemmer on random a-z words, asked in any order and repeatedly", () => {
    const word = fc.string({ unit: fc.constantFrom(..."abcdefghilnorstuyz"), minLength: 1, maxLength: 10 });
    fc.assert(
      fc.property(fc.array(word, { maxLength: 20 }), (words) => {
        for (const w of [...words, ...words]) expect(stemWord(w)).toBe(stem(w));
      }),
      { numRuns: 2000 },
    );
  });
});
