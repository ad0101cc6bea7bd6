import { describe, expect, it } from "vitest";
import { chunkRecursive } from "../../src/chunking/recursive.js";
import { createMeasurer, type Measurer } from "../../src/chunking/measure.js";
import { preparedWhole } from "../helpers/preparedWhole.js";
import { loadTokenCounter } from "../../src/chunking/tokenCounter.js";
import type { ChunkingParams } from "../../src/chunking/types.js";
import { parseDocument } from "../../src/corpus/parseDocument.js";
import { PARAMS } from "../helpers/chunkWith.js";

/** A measurer that counts the characters it is asked to measure: the chunker's work, in a number. */
async function countingMeasurer(): Promise<{ measurer: Measurer; work: () => number }> {
  const inner = createMeasurer(await loadTokenCounter("o200k_base"));
  let chars = 0;
  return {
    measurer: {
      measure: (text) => ((chars += text.length), inner.measure(text)),
      tokens: (text) => ((chars += text.length), inner.tokens(text)),
      wordTokens: (word) => ((chars += word.length), inner.wordTokens(word)),
    },
    work: () => chars,
  };
}

const shapes: Record<string, (n: number) => string> = {
  "one long line of words": (n) => Array.from({ length: n }, (_, i) => `w${i % 997}`).join(" "),
  "one long line of short sentences": (n) => Array.from({ length: n }, (_, i) => (i % 8 === 7 ? `end${i % 31}.` : `w${i % 997}`)).join(" "),
  "one long line of one unbreakable word": (n) => "x".repeat(n * 4),
};

async function workFor(text: string, params: ChunkingParams): Promise<{ work: number; chunks: number }> {
  const { measurer, work } = await countingMeasurer();
  const prepared = preparedWhole(parseDocument({ path: "a.md", content: `# T\n\n${text}\n` }).document, measurer);
  const before = work();
  const chunks = chunkRecursive(prepared, params, measurer);
  return { work: work() - before, chunks: chunks.length };
}

describe("recursive chunking costs time linear in the input (issue 11)", () => {
  for (const [shape, make] of Object.entries(shapes)) {
    for (const unit of ["words", "tokens"] as const) {
      it(`${shape} (${unit}): doubling the input at most about doubles the characters measured`, async () => {
        const params: ChunkingParams = { ...PARAMS, strategy: "recursive", unit, size: 120, overlap: 20, contextHeader: true };
        const sizes = [25_000, 50_000, 100_000];
        const runs = [];
        for (const n of sizes) runs.push(await workFor(make(n), params));
        if (runs.every((r) => r.work === 0)) {
          // nothing to measure (one word fits a words budget): the chunk count is the work
          expect(runs.map((r) => r.chunks)).toEqual([1, 1, 1]);
          return;
        }
        for (let i = 1; i < runs.length; i++) {
          expect(runs[i]!.work / runs[i - 1]!.work).toBeLessThan(2.2);
          expect(runs[i]!.work / runs[i - 1]!.work).toBeGreaterThan(1.8);
        }
        // and the work per input character stays a small constant (every piece measured once or twice)
        expect(runs[2]!.work / make(sizes[2]!).length).toBeLessThan(3);
      });
    }
  }
});
