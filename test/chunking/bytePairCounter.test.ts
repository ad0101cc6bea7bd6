import { readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { globSync } from "tinyglobby";
import { describe, expect, it } from "vitest";
import { bytePairCounter, type BytePairRanks } from "../../src/chunking/bytePairCounter.js";
import { loadTokenCounter } from "../../src/chunking/tokenCounter.js";
import { corporaDir, corpusMissing } from "../corpus/realCorpora.js";

/** gpt-tokenizer's own o200k_base count, special-looking text counted as text: the reference. */
async function reference(): Promise<(text: string) => number> {
  const encoding = await import("gpt-tokenizer/encoding/o200k_base");
  const options = { disallowedSpecial: new Set<string>() };
  return (text) => encoding.countTokens(text, options);
}

async function o200k(): Promise<{ ranks: BytePairRanks; pattern: RegExp }> {
  const { default: ranks } = await import("gpt-tokenizer/bpeRanks/o200k_base");
  const { O200K_TOKEN_SPLIT_REGEX: pattern } = await import("gpt-tokenizer/encodingParams/constants");
  return { ranks, pattern };
}

describe("bytePairCounter", () => {
  it("merges ASCII pieces exactly as gpt-tokenizer (words of rare letter, digit and punctuation runs)", async () => {
    const count = bytePairCounter(await o200k());
    const expected = await reference();
    const word = fc.string({ unit: fc.constantFrom(..."qxzjkvwyQXZ_-*|:=#'0123456789aeiou"), minLength: 1, maxLength: 24 });
    fc.assert(
      fc.property(fc.array(word, { maxLength: 12 }), fc.constantFrom(" ", "", "\t", "  ", "\n"), (words, gap) => {
        const text = words.join(gap);
        expect(count(text)).toBe(expected(text));
        expect(count(text)).toBe(expected(text));
      }),
      { numRuns: 2000 },
    );
  });

  it("counts every text of one or two ASCII characters, and each after a word, exactly as gpt-tokenizer", async () => {
    const count = bytePairCounter(await o200k());
    const expected = await reference();
    const texts: string[] = [];
    for (let first = 0; first < 128; first++) {
      texts.push(String.fromCharCode(first), `word${String.fromCharCode(first)}`);
      for (let second = 0; second < 128; second++) texts.push(String.fromCharCode(first, second), `Word ${String.fromCharCode(first, second)}`);
    }
    const differing = texts.filter((text) => count(text) !== expected(text));
    expect(differing).toEqual([]);
  });

  it("remembers far more distinct pieces than its first table holds and still counts each exactly", async () => {
    const count = bytePairCounter(await o200k());
    const expected = await reference();
    const words = Array.from({ length: 80_000 }, (_, i) => ` ${(i * 2654435761 >>> 0).toString(36)}x${i.toString(36)}`);
    const first = words.map((w) => count(w));
    expect(first).toEqual(words.map((w) => expected(w)));
    expect(words.map((w) => count(w))).toEqual(first);
  });

  it("skips what the pattern does not match, as the library's global search does", async () => {
    const { ranks } = await o200k();
    const letters = bytePairCounter({ ranks, pattern: /[a-z]+/gu });
    const expected = await reference();
    expect(letters("hello, world! 123 zebra")).toBe(expected("hello") + expected("world") + expected("zebra"));
    expect(letters("!!!")).toBe(0);
    expect(letters("")).toBe(0);
  });

  it.skipIf(corpusMissing("vba-docs"))("counts every distinct line of vba-docs exactly as gpt-tokenizer", async () => {
    const count = await loadTokenCounter("o200k_base");
    const expected = await reference();
    const root = path.join(corporaDir, "vba-docs");
    const lines = [...new Set(globSync("**/*.md", { cwd: root }).flatMap((file) => readFileSync(path.join(root, file), "utf8").split(/\r\n|\n|\r/)))];
    expect(lines.length).toBeGreaterThan(100_000);
    const differing = lines.filter((line) => count(line) !== expected(line));
    expect(differing).toEqual([]);
  }, 120_000);
});
