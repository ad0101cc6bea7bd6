import { describe, expect, it } from "vitest";
import { prepareCorpus } from "../../../src/chunking/chunkCorpus.js";
import { chunkCorpus } from "../../../src/chunking/chunkCorpus.js";
import type { ChunkingParams } from "../../../src/chunking/types.js";
import { BlockChecks, blockIntegrity, BlockTally, structureBlocks } from "../../../src/usecases/sweep/blockIntegrity.js";
import { buildDocument, words } from "../../helpers/buildDocument.js";
import { PARAMS } from "../../helpers/chunkWith.js";

// One section: a 30-word paragraph on one line, a 3-line table, then a 30-word paragraph.
const doc = buildDocument({
  sections: [{ heading: ["Only"], blocks: [[words(30, "a")], { atomic: ["| x | y |", "| - | - |", "| 1 | 2 |"], kind: "table" }, [words(30, "b")]] }],
});

async function integrity(params: Partial<ChunkingParams>) {
  const prepared = await prepareCorpus([doc], "o200k_base");
  return blockIntegrity(structureBlocks(prepared), await chunkCorpus(prepared, { ...PARAMS, ...params }));
}

describe("structure integrity: blocks held whole by at least one chunk", () => {
  it("counts every block whole when one chunk holds the section", async () => {
    const result = await integrity({ size: 200 });
    expect(result.blocks).toEqual({ total: 3, whole: 3 });
    expect(result.byKind.table).toEqual({ total: 1, whole: 1 });
  });

  it("keeps lines whole in structural windows, so only a window split can cut a multi-line block", async () => {
    // 40 words: each 30-word paragraph line fits alone, the 9-word table too
    const result = await integrity({ size: 40 });
    expect(result.blocks).toEqual({ total: 3, whole: 3 });
  });

  it("does not count a paragraph a fixed window stops in the middle of, though its line is in range", async () => {
    const result = await integrity({ strategy: "fixed", size: 20 });
    expect(result.byKind.paragraph).toEqual({ total: 2, whole: 0 });
  });

  it("counts a block that a later, overlapping window holds whole", async () => {
    const cut = await integrity({ strategy: "fixed", size: 45 });
    const rescued = await integrity({ strategy: "fixed", size: 45, overlap: 35 });
    expect(rescued.blocks.whole).toBeGreaterThan(cut.blocks.whole);
  });

  it("gives the same counts whatever order a document's chunks arrive in", async () => {
    const prepared = await prepareCorpus([doc], "o200k_base");
    const chunks = await chunkCorpus(prepared, { ...PARAMS, strategy: "fixed", size: 45, overlap: 35 });
    const inOrder = blockIntegrity(structureBlocks(prepared), chunks);
    expect(chunks.length).toBeGreaterThan(2);
    expect(blockIntegrity(structureBlocks(prepared), [...chunks].reverse())).toEqual(inOrder);
  });
});

describe("BlockTally: blockIntegrity one document at a time", () => {
  it("equals blockIntegrity when each path's blocks meet all of that path's chunks, a path without chunks too", async () => {
    const other = buildDocument({ path: "other.md", sections: [{ heading: ["Other"], blocks: [[words(50, "c")], { atomic: ["| p | q |", "| - | - |", "| 3 | 4 |"], kind: "table" }] }] });
    const prepared = await prepareCorpus([doc, other], "o200k_base");
    const blocks = structureBlocks(prepared);
    const chunks = await chunkCorpus(prepared, { ...PARAMS, size: 40 });
    const tally = new BlockTally();
    tally.add(blocks.get(doc.path)!, chunks.filter((c) => c.path === doc.path));
    tally.add(blocks.get("other.md")!, []);
    const expected = blockIntegrity(blocks, chunks.filter((c) => c.path === doc.path));
    expect(tally.result()).toEqual(expected);
    expect(expected.blocks.total).toBe(5);
    expect(expected.blocks.whole).toBeGreaterThan(0);
  });
});

describe("BlockChecks: block checks shared by a sweep's cells", () => {
  it("gives every cell the counts blockIntegrity gives it, when one BlockChecks serves cells of other sizes, strategies and overlaps", async () => {
    const prepared = await prepareCorpus([doc], "o200k_base");
    const blocks = structureBlocks(prepared);
    const checks = new BlockChecks();
    const cells: Array<Partial<ChunkingParams>> = [{ size: 200 }, { strategy: "fixed", size: 20 }, { size: 40 }, { strategy: "fixed", size: 45, overlap: 35 }, { size: 200 }, { strategy: "fixed", size: 20 }];
    for (const params of cells) {
      const chunks = await chunkCorpus(prepared, { ...PARAMS, ...params });
      const tally = new BlockTally(checks);
      tally.add(blocks.get(doc.path)!, chunks, chunks.map(() => true));
      expect(tally.result()).toEqual(blockIntegrity(blocks, chunks));
    }
  });

  it("answers each text for itself: a block found in one kept text is not taken as found in another", () => {
    const list = [{ kind: "paragraph" as const, startLine: 2, endLine: 2, text: "alpha beta" }];
    const chunk = (text: string) => ({ id: "a.md#0000", path: "a.md", title: "A", headingPath: ["A"], startLine: 1, endLine: 2, text, embedText: text, words: 2, tokens: 2, contentTokens: 2 });
    const checks = new BlockChecks();
    const first = new BlockTally(checks);
    first.add(list, [chunk("intro\nalpha   beta")], [true]);
    expect(first.result().blocks).toEqual({ total: 1, whole: 1 });
    const second = new BlockTally(checks);
    second.add(list, [chunk("intro\nalpha gamma")], [true]);
    expect(second.result().blocks).toEqual({ total: 1, whole: 0 });
    const third = new BlockTally(checks);
    third.add(list, [chunk("intro\nalpha   beta")], [true]);
    expect(third.result().blocks).toEqual({ total: 1, whole: 1 });
  });
});
