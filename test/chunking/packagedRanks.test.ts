import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BytePairRanks } from "../../src/chunking/bytePairCounter.js";
import { BytePairRankTable } from "../../src/chunking/bytePairRankTable.js";
import { packagedRanks, ranksFileName } from "../../src/chunking/packagedRanks.js";
import type { TokenizerName } from "../../src/chunking/types.js";

let dir = "";
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "chunkgate-ranks-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function libraryRanks(name: TokenizerName): Promise<BytePairRanks> {
  const { default: ranks } = name === "o200k_base" ? await import("gpt-tokenizer/bpeRanks/o200k_base") : await import("gpt-tokenizer/bpeRanks/cl100k_base");
  return ranks;
}

/** The ranks file exactly as `npm run package` writes it (scripts/writeRanks.ts). */
function writeRanks(name: TokenizerName, ranks: BytePairRanks): void {
  writeFileSync(path.join(dir, ranksFileName(name)), BytePairRankTable.fromRanks(ranks).encode());
}

describe.each(["o200k_base", "cl100k_base"] as const)("packaged ranks (%s)", (name) => {
  it("answer every token of the library's ranks with its rank, as the Maps the counter used to fill", async () => {
    const ranks = await libraryRanks(name);
    writeRanks(name, ranks);
    const table = await packagedRanks(name, dir);
    expect(table).toBeInstanceOf(BytePairRankTable);
    const byText = new Map<string, number>();
    const byBytes = new Map<string, number>();
    ranks.forEach((token, rank) => (typeof token === "string" ? byText.set(token, rank) : byBytes.set(String.fromCharCode(...token), rank)));
    let bytesTokens = 0;
    for (const token of ranks) {
      if (typeof token === "string") expect(table!.textRank(token)).toBe(byText.get(token));
      else {
        bytesTokens++;
        expect(table!.bytesRank(Uint8Array.from(token))).toBe(byBytes.get(String.fromCharCode(...token)));
      }
    }
    expect(byText.size + bytesTokens).toBeGreaterThan(100_000);
    // Keys that are not tokens, and spans inside a longer text.
    for (const absent of ["", "\u0000\u0001\u0002zzqqxx", "chunkgate-not-a-token-ever"]) expect(table!.textRank(absent)).toBe(byText.get(absent) ?? -1);
    expect(table!.textRank("xx hello yy", 2, 8)).toBe(byText.get(" hello"));
  });
});

describe("BytePairRankTable", () => {
  it("keeps the last rank of a token listed twice, as Map.set does, and tells text from bytes", () => {
    const table = BytePairRankTable.fromRanks(["a", "b", [0x61], "a", [0xff, 0xfe], "ab"]);
    expect([table.textRank("a"), table.textRank("b"), table.textRank("ab"), table.textRank("c")]).toEqual([3, 1, 5, -1]);
    expect([table.bytesRank(Uint8Array.of(0x61)), table.bytesRank(Uint8Array.of(0xff, 0xfe)), table.bytesRank(Uint8Array.of(0x62))]).toEqual([2, 4, -1]);
    const decoded = BytePairRankTable.decode(table.encode())!;
    expect([decoded.textRank("a"), decoded.textRank("ab"), decoded.bytesRank(Uint8Array.of(0xff, 0xfe))]).toEqual([3, 5, 4]);
  });

  it("refuses bytes that are not a table (another format, truncated, misaligned copies are read)", () => {
    const bytes = BytePairRankTable.fromRanks(["a", "bc"]).encode();
    expect(BytePairRankTable.decode(new TextEncoder().encode('["a","bc"]'))).toBeUndefined();
    expect(BytePairRankTable.decode(bytes.subarray(0, bytes.length - 1))).toBeUndefined();
    expect(BytePairRankTable.decode(new Uint8Array(0))).toBeUndefined();
    const shifted = new Uint8Array(bytes.length + 1);
    shifted.set(bytes, 1);
    expect(BytePairRankTable.decode(shifted.subarray(1))?.textRank("bc")).toBe(1);
  });

  it("ends every lookup in a damaged table (every hash slot full)", () => {
    const bytes = BytePairRankTable.fromRanks(["a", "bc"]).encode();
    // After the 32-byte header and the 3 offsets come the slots: all set to "rank 0" (stored 1).
    new Int32Array(bytes.buffer, 32 + 12, 16).fill(1);
    const damaged = BytePairRankTable.decode(bytes)!;
    expect(damaged.textRank("a")).toBe(0);
    expect(damaged.textRank("zz")).toBe(-1);
  });
});

it("packaged ranks are absent when no file was written (running from sources): the caller imports the module", async () => {
  expect(await packagedRanks("o200k_base", path.join(dir, "nowhere"))).toBeUndefined();
});
