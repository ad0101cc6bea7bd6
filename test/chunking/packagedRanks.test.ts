import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packagedRanks, ranksFileName } from "../../src/chunking/packagedRanks.js";
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

describe.each(["o200k_base", "cl100k_base"] as const)("packaged ranks (%s)", (name) => {
  it("are the library module's own ranks, entry for entry", async () => {
    await writeRanks(name);
    const packaged = await packagedRanks(name, dir);
    const { default: module } = name === "o200k_base" ? await import("gpt-tokenizer/bpeRanks/o200k_base") : await import("gpt-tokenizer/bpeRanks/cl100k_base");
    expect(packaged).toBeDefined();
    expect(packaged!.length).toBe(module.length);
    expect(packaged).toEqual(module);
  });
});

it("packaged ranks are absent when no file was written (running from sources): the caller imports the module", async () => {
  expect(await packagedRanks("o200k_base", path.join(dir, "nowhere"))).toBeUndefined();
});
