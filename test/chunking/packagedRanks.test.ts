import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packagedEncoding, ranksFileName } from "../../src/chunking/packagedRanks.js";
import type { TokenizerName } from "../../src/chunking/types.js";

let dir = "";
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "chunkgate-ranks-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The ranks file exactly as `npm run package` writes it: the library's own array as JSON. */
async function writeRanks(name: TokenizerName): Promise<void> {
  const { default: ranks } = name === "o200k_base" ? await import("gpt-tokenizer/bpeRanks/o200k_base") : await import("gpt-tokenizer/bpeRanks/cl100k_base");
  writeFileSync(path.join(dir, ranksFileName(name)), JSON.stringify(ranks));
}

const PIECES = ["the", " quick", "Brown", "'s", "123456", "\r\n", "  ", "東京", "🚀", "e\u0301", "<|endoftext|>", "```", "\u00a0", "\ud83d", "Ωmega", "x"];

describe.each(["o200k_base", "cl100k_base"] as const)("packaged ranks (%s)", (name) => {
  it("give the library module's encoding: the same vocabulary and the same counts", async () => {
    await writeRanks(name);
    const packaged = await packagedEncoding(name, dir);
    const module = name === "o200k_base" ? await import("gpt-tokenizer/encoding/o200k_base") : await import("gpt-tokenizer/encoding/cl100k_base");
    expect(packaged).toBeDefined();
    const api = packaged!.default as { vocabularySize: number; bytePairEncodingCoreProcessor: unknown };
    expect(api.vocabularySize).toBe(module.vocabularySize);
    // loadTokenCounter's remembering counter reads the byte-pair core: it must be there
    expect(api.bytePairEncodingCoreProcessor).toBeTruthy();
    const options = { disallowedSpecial: new Set<string>() };
    const text = fc.oneof(fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }).map((p) => p.join("")), fc.string({ unit: "grapheme", maxLength: 60 }), fc.string({ unit: "binary", maxLength: 40 }));
    fc.assert(
      fc.property(text, (t) => {
        expect(packaged!.countTokens(t, options)).toBe(module.countTokens(t, options));
      }),
      { numRuns: 500 },
    );
  });
});

it("packaged ranks are absent when no file was written (running from sources): the caller imports the module", async () => {
  expect(await packagedEncoding("o200k_base", path.join(dir, "nowhere"))).toBeUndefined();
});
