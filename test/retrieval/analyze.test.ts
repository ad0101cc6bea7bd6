import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyze, analyzeToken, ENGLISH_STOP_WORDS } from "../../src/retrieval/analyze.js";
import stem from "wink-porter2-stemmer";

describe("analyze", () => {
  it("gives use/used/uses/using one Porter2 stem (plain Porter would give 'us')", () => {
    expect(analyze("use used uses using")).toEqual(["use", "use", "use", "use"]);
    expect(analyze("configure configuration configured")).toEqual(["configur", "configur", "configur"]);
  });

  it("drops Lucene's 33 English stop words and keeps everything else", () => {
    expect(ENGLISH_STOP_WORDS.size).toBe(33);
    expect(analyze("The cat is on the mat and it was not there")).toEqual(["cat", "mat"]);
    expect(analyze([...ENGLISH_STOP_WORDS].join(" "))).toEqual([]);
    // Words larger lists drop carry meaning in documentation and are kept.
    expect(analyze("how when after before")).toEqual(["how", "when", "after", "befor"]);
  });

  it("keeps digits and letter-digit tokens, never stemming them", () => {
    expect(analyze("Set the limit to 1000 requests in v2")).toEqual(["set", "limit", "1000", "request", "v2"]);
    // wink-porter2-stemmer rewrites every '3' to 'y'; digit tokens must bypass it.
    expect(analyze("1300 x3 h264 utf8")).toEqual(["1300", "x3", "h264", "utf8"]);
  });

  it("lowercases Unicode letters and keeps them whole and unstemmed", () => {
    expect(analyze("Größe CAFÉ café")).toEqual(["größe", "café", "café"]);
    // Decomposed (e + combining acute) and precomposed spellings give the same term.
    expect(analyze("cafe\u0301")).toEqual(analyze("caf\u00e9"));
    expect(analyze("ÉCOLE Ελληνικά")).toEqual(["école", "ελληνικά"]);
  });

  it("splits on hyphens, underscores, slashes and dots after letters", () => {
    expect(analyze("OPC-UA opc ua")).toEqual(["opc", "ua", "opc", "ua"]);
    expect(analyze("e.g. node.js max_tokens and/or")).toEqual(["e", "g", "node", "js", "max", "token"]);
  });

  it("keeps numbers with inner dots whole and deletes thousands commas", () => {
    expect(analyze("Python 3.5, version 1.2.3 or v2.1.")).toEqual(["python", "3.5", "version", "1.2.3", "v2.1"]);
    expect(analyze("1,000 items, 2 items")).toEqual(["1000", "item", "2", "item"]);
  });

  it("joins apostrophes, drops possessive 's, and accepts the typographic apostrophe", () => {
    expect(analyze("don't don’t")).toEqual(["dont", "dont"]);
    expect(analyze("the user's account, the users' accounts")).toEqual(["user", "account", "user", "account"]);
    expect(analyze("it's")).toEqual([]);
  });

  it("normalises compatibility forms with NFKC", () => {
    expect(analyze("ﬁle ２ m²")).toEqual(["file", "2", "m2"]);
  });

  it("gives [] for empty and punctuation-only text", () => {
    expect(analyze("")).toEqual([]);
    expect(analyze(" \n\t... --- !!! ")).toEqual([]);
  });

  it("is deterministic, including after the cache has warmed", () => {
    const text = "Retries after a timeout use exponential backoff; using 3 retries by default.";
    const first = analyze(text);
    expect(analyze(text)).toEqual(first);
    expect(first).toEqual(["retri", "after", "timeout", "use", "exponenti", "backoff", "use", "3", "retri", "default"]);
  });

  it("gives non-empty lowercase terms without whitespace for any Unicode text, deterministically", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 40 }), fc.string({ maxLength: 40 }), (a, b) => {
        const text = `${a} ${b}`;
        const terms = analyze(text);
        for (const t of terms) {
          expect(t.length).toBeGreaterThan(0);
          expect(t).not.toMatch(/\s/);
          expect(t).toBe(t.toLowerCase());
        }
        expect(analyze(text)).toEqual(terms);
        // Analysis is per token: whitespace-joined texts analyse to the joined term lists.
        expect(terms).toEqual([...analyze(a), ...analyze(b)]);
      }),
      { numRuns: 500, seed: 7 },
    );
  });

  it("analyses a raw token in one pass exactly as the four separate steps do (apostrophes, commas, stop words, a-z stems)", () => {
    // The steps written the plain way: the definition the one-pass analyzeToken must keep.
    const reference = (raw: string): string | null => {
      let word = raw;
      if (word.includes("'") || word.includes("\u2019")) word = word.replace(/['\u2019]s$/, "").replace(/['\u2019]/g, "");
      if (word.includes(",")) word = word.replace(/,/g, "");
      if (word.length === 0 || ENGLISH_STOP_WORDS.has(word)) return null;
      return /^[a-z]+$/.test(word) ? stem(word) : word;
    };
    const unit = fc.constantFrom(..."aeinorstuyzAZ019'\u2019,.é中");
    const raw = fc.oneof(fc.string({ unit, maxLength: 12 }), fc.constantFrom(...ENGLISH_STOP_WORDS, "it's", "user\u2019s", "1,000", "don't", "'s", ",", "running"));
    fc.assert(
      fc.property(raw, (token) => {
        expect(analyzeToken(token)).toBe(reference(token));
      }),
      { numRuns: 5000, seed: 12 },
    );
  });
});
