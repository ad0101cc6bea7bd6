import { describe, expect, it } from "vitest";
import { chunkCorpus, prepareCorpus, visitCorpusChunks } from "../../src/chunking/chunkCorpus.js";
import type { Chunk } from "../../src/chunking/types.js";
import { buildDocument, words } from "../helpers/buildDocument.js";
import { PARAMS } from "../helpers/chunkWith.js";

const docs = [
  buildDocument({ path: "a.md", sections: [{ heading: ["A"], blocks: [[words(70, "a")], [words(20, "b"), words(20, "c")]] }, { heading: ["A", "Sub"], blocks: [[words(10, "d")]] }] }),
  buildDocument({ path: "b.md", sections: [{ heading: ["B"], blocks: [{ atomic: ["```js", ...Array.from({ length: 12 }, (_, i) => `line ${i} ${words(8, "e")}`), "```"], kind: "code" }] }] }),
  buildDocument({ path: "c.md", sections: [{ heading: ["C"], blocks: [] }] }),
];

describe("visitCorpusChunks: chunkCorpus one document at a time", () => {
  for (const params of [
    { strategy: "structural", size: 40, overlap: 8 },
    { strategy: "structural", size: 200, overlap: 0, mergeSmallSections: true },
    { strategy: "fixed", size: 30, overlap: 5 },
    { strategy: "recursive", size: 30, overlap: 0 },
    { strategy: "parent-child", size: 60, overlap: 0, childSize: 20 },
  ]) {
    it(`hands over each document's chunks, in order, which together are chunkCorpus's (${params.strategy}${params.mergeSmallSections ? ", merged" : ""})`, async () => {
      const prepared = await prepareCorpus(docs, "o200k_base");
      const chunking = { ...PARAMS, ...params };
      const visited: Array<{ path: string; chunks: Chunk[] }> = [];
      await visitCorpusChunks(prepared, chunking, (chunks, document) => visited.push({ path: document.document.path, chunks }));
      expect(visited.map((v) => v.path)).toEqual(["a.md", "b.md", "c.md"]);
      for (const v of visited) for (const c of v.chunks) expect(c.path).toBe(v.path);
      const expected = await chunkCorpus(await prepareCorpus(docs, "o200k_base"), chunking);
      expect(expected.length).toBeGreaterThan(3);
      expect(visited.flatMap((v) => v.chunks)).toEqual(expected);
    });
  }
});
