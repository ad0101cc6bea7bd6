import { rmSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { ChunkingParams } from "../../../src/chunking/types.js";
import { buildBm25Index } from "../../../src/retrieval/buildBm25Index.js";
import { countTerms } from "../../../src/retrieval/termCounts.js";
import { openContentStore } from "../../../src/store/contentStore.js";
import { openChunkCache } from "../../../src/usecases/check/chunkCache.js";
import { decodeSourcePack, encodeSourcePack } from "../../../src/usecases/check/sourcePack.js";
import { encodeTermSnapshot } from "../../../src/usecases/check/termSnapshot.js";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
async function storeDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "chunkgate-pack-"));
  dirs.push(dir);
  return dir;
}

const CHUNKING: ChunkingParams = { strategy: "structural", unit: "tokens", size: 32, overlap: 4, tokenizer: "o200k_base", contextHeader: true, orphanTokens: 12 };

/** The term snapshot of one document "a" of one chunk. */
function termBytes(text: string): Uint8Array {
  let stored: Uint8Array | undefined;
  buildBm25Index(["a0"], { runs: [countTerms([text])], onPairs: (pairs, names) => (stored = encodeTermSnapshot([{ key: "a", texts: 1 }], pairs, names)) });
  return stored!;
}

describe("source pack", () => {
  it("reads back both parts, and is null when truncated, extended or foreign", () => {
    const pack = { summaries: Uint8Array.from([1, 2, 3]), terms: Uint8Array.from([4, 5]) };
    const bytes = encodeSourcePack(pack);
    const parts = (found: ReturnType<typeof decodeSourcePack>) => found && [Array.from(found.summaries), Array.from(found.terms)];
    expect(parts(decodeSourcePack(bytes))).toEqual([[1, 2, 3], [4, 5]]);
    expect(parts(decodeSourcePack(encodeSourcePack({ summaries: new Uint8Array(), terms: new Uint8Array() })))).toEqual([[], []]);
    for (let n = 0; n < bytes.length; n++) expect(decodeSourcePack(bytes.subarray(0, n))).toBeNull();
    expect(decodeSourcePack(Buffer.concat([bytes, Uint8Array.from([0])]))).toBeNull();
    expect(decodeSourcePack(Buffer.from("not a pack"))).toBeNull();
  });

  it("is one store entry per source and chunking; a run that replaces one part keeps the other as stored", async () => {
    const store = openContentStore({ dir: await storeDir() });
    const first = openChunkCache(store);
    first.setSummarySnapshot("docs", CHUNKING, []);
    first.setTermSnapshot("docs", CHUNKING, termBytes("alpha beta"));
    first.flush();
    // the pack, and the document memo's snapshot (the store's first: a new epoch)
    expect(store.statsOf("sources").writes).toBe(2);
    const second = openChunkCache(store);
    expect(second.summarySnapshot("docs", CHUNKING)?.size).toBe(0);
    second.setTermSnapshot("docs", CHUNKING, termBytes("gamma"));
    second.flush();
    const third = openChunkCache(store);
    expect(third.summarySnapshot("docs", CHUNKING)?.size).toBe(0);
    expect(third.termSnapshot("docs", CHUNKING)?.terms.names()).toEqual(["gamma"]);
    // another source, or another chunking, is another pack
    expect(third.termSnapshot("other", CHUNKING)).toBeUndefined();
    expect(third.summarySnapshot("docs", { ...CHUNKING, size: 64 })).toBeUndefined();
  });
});
