import { describe, expect, it } from "vitest";
import { chunkCorpus, prepareCorpus } from "../../src/chunking/chunkCorpus.js";
import { chunkDocumentStable } from "../../src/chunking/chunkDocumentStable.js";
import { LazyPreparedDocument } from "../../src/chunking/lazyPreparedDocument.js";
import type { Chunk } from "../../src/chunking/types.js";
import { buildDocument, words } from "../helpers/buildDocument.js";
import { PARAMS } from "../helpers/chunkWith.js";

// Short sections (one chunk at any size here), a long one, a table and a code block that small
// windows cut, a bare leaf heading and an empty section.
const doc = buildDocument({
  path: "guide.md",
  sections: [
    { heading: ["Guide"], blocks: [[words(12, "a")]] },
    { heading: ["Guide", "Long"], blocks: [[words(40, "b")], [words(40, "c")], [words(30, "d")]] },
    { heading: ["Guide", "Table"], blocks: [{ atomic: ["| x | y |", "| - | - |", ...Array.from({ length: 8 }, (_, i) => `| ${words(4, `r${i}`)} | ${i} |`)], kind: "table" }] },
    { heading: ["Guide", "Code"], blocks: [{ atomic: ["```js", ...Array.from({ length: 10 }, (_, i) => `call${i}(${words(3, "v")})`), "```"], kind: "code" }] },
    { heading: ["Guide", "Short"], blocks: [[words(8, "e")]] },
    { heading: ["Guide", "Bare"], blocks: [] },
  ],
});

describe("chunkDocumentStable: structural chunks, reusing sections no size changes", () => {
  for (const contextHeader of [false, true]) {
    it(`gives chunkCorpus's chunks at every size, kept sections copied and renumbered (context header ${contextHeader})`, async () => {
      const prepared = await prepareCorpus([doc], "o200k_base");
      const d = prepared.documents[0]!;
      expect(d).toBeInstanceOf(LazyPreparedDocument);
      const kept = new Map<number, Chunk>();
      let copies = 0;
      for (const [size, overlap] of [[300, 0], [30, 6], [120, 12], [25, 0], [500, 100], [60, 0]] as const) {
        const params = { ...PARAMS, contextHeader, size, overlap };
        const made = chunkDocumentStable(d, params, kept, (_chunk, from) => {
          if (from) copies++;
        });
        const expected = await chunkCorpus(await prepareCorpus([doc], "o200k_base"), params);
        expect(made).toEqual(expected);
      }
      expect(kept.size).toBeGreaterThan(1);
      expect(copies).toBeGreaterThan(3);
    });
  }
});
