import { readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { globSync } from "tinyglobby";
import { describe, expect, it } from "vitest";
import { loadTokenCounter } from "../../src/chunking/tokenCounter.js";
import type { TokenizerName } from "../../src/chunking/types.js";
import { corporaDir, corpusMissing } from "../corpus/realCorpora.js";

/** gpt-tokenizer's own count, special-looking text counted as text: the reference. */
async function referenceCounter(name: TokenizerName): Promise<(text: string) => number> {
  const encoding = name === "o200k_base" ? await import("gpt-tokenizer/encoding/o200k_base") : await import("gpt-tokenizer/encoding/cl100k_base");
  const options = { disallowedSpecial: new Set<string>() };
  return (text) => encoding.countTokens(text, options);
}

const PIECES = ["the", " quick", "Brown", "'s", "'LL", "123456", " 3.14", "\n", "\r\n", "  ", "\t", "東京", "🚀", "é", "e\u0301", "<|endoftext|>", "<|fim_prefix|>", "```", "\\", "–", "\u00a0", "\ud83d", "x"];

describe.each(["o200k_base", "cl100k_base"] as const)("token counter (%s)", (name) => {
  it("counts exactly as gpt-tokenizer on generated text (Unicode, special-token look-alikes, whitespace runs)", async () => {
    const count = await loadTokenCounter(name);
    const reference = await referenceCounter(name);
    const text = fc.oneof(fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }).map((p) => p.join("")), fc.string({ unit: "grapheme", maxLength: 60 }), fc.string({ unit: "binary", maxLength: 40 }));
    fc.assert(
      fc.property(text, (t) => {
        // Twice: the second count comes from remembered pieces.
        expect(count(t)).toBe(reference(t));
        expect(count(t)).toBe(reference(t));
      }),
      { numRuns: 1500 },
    );
  });

  it.skipIf(corpusMissing("otel-docs"))("counts every line of otel-docs exactly as gpt-tokenizer", async () => {
    const count = await loadTokenCounter(name);
    const reference = await referenceCounter(name);
    const root = path.join(corporaDir, "otel-docs");
    const lines = globSync("**/*.md", { cwd: root })
      .sort()
      .flatMap((file) => readFileSync(path.join(root, file), "utf8").split(/\r\n|\n|\r/));
    expect(lines.length).toBeGreaterThan(10_000);
    const differing = lines.filter((line) => count(line) !== reference(line));
    expect(differing).toEqual([]);
  });
});

describe("a piece longer than MAX_WHOLE_PIECE", () => {
  it("is counted in slices, as gpt-tokenizer counts it whole on a 20,000-letter run and a long emoji run", async () => {
    const { MAX_WHOLE_PIECE } = await import("../../src/chunking/tokenCounter.js");
    const count = await loadTokenCounter("o200k_base");
    const reference = await referenceCounter("o200k_base");
    for (const text of ["x".repeat(20_000) + "q", "😀".repeat(3000)]) {
      expect(text.length).toBeGreaterThan(MAX_WHOLE_PIECE);
      expect(Math.abs(count(text) - reference(text))).toBeLessThanOrEqual(Math.ceil(text.length / MAX_WHOLE_PIECE));
    }
  });
});
