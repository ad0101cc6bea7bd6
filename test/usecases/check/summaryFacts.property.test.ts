import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeSummarySnapshot, encodeSummarySnapshot, type ChunkFacts } from "../../../src/usecases/check/summarySnapshot.js";
import { fuzzRuns } from "../../helpers/fuzzRuns.js";

const whole = fc.oneof(fc.nat({ max: 200 }), fc.nat(), fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER - 1 }));
const chunkFacts: fc.Arbitrary<ChunkFacts> = fc.record(
  {
    startLine: whole,
    endLine: whole,
    startOffset: whole,
    endOffset: whole,
    tokens: whole,
    parent: fc.record({ id: fc.constantFrom("a.md#p0000", "a.md#p0001", "東京 🚀"), tokens: whole }),
  },
  { requiredKeys: ["startLine", "endLine", "tokens"] },
);

describe("summary snapshot facts, read chunk by chunk", () => {
  it("give each chunk's numbers and parent as written, in any order asked", () => {
    fc.assert(
      fc.property(fc.array(fc.array(chunkFacts, { maxLength: 12 }), { minLength: 1, maxLength: 4 }), fc.array(fc.nat(), { maxLength: 30 }), (docs, asks) => {
        // one parent id stands for one parent: the tokens of its first chunk
        const fixed = docs.map((chunks) => {
          const tokens = new Map<string, number>();
          return chunks.map((chunk) => (chunk.parent ? { ...chunk, parent: { id: chunk.parent.id, tokens: tokens.get(chunk.parent.id) ?? (tokens.set(chunk.parent.id, chunk.parent.tokens), chunk.parent.tokens) } } : chunk));
        });
        const bytes = encodeSummarySnapshot(
          fixed.map((chunks, d) => ({ key: `k${d}`, count: chunks.length, tokens: 0, words: 0, sections: 0, storedTokens: 0, parentCount: 0, parentTokens: 0, bits: new Uint8Array(chunks.length), chunks })),
          { epoch: "e", buckets: [] },
        );
        const found = decodeSummarySnapshot(bytes)!;
        for (const ask of asks) {
          const d = ask % fixed.length;
          const chunks = fixed[d]!;
          if (chunks.length === 0) continue;
          const c = Math.floor(ask / fixed.length) % chunks.length;
          const chunk = chunks[c]!;
          const facts = found.chunks(d)!;
          expect([0, 1, 2, 3, 4].map((f) => facts.field(c, f))).toEqual([chunk.startLine, chunk.endLine, chunk.startOffset ?? NaN, chunk.endOffset ?? NaN, chunk.tokens]);
          const p = facts.parent(c);
          expect(p < 0 ? undefined : { id: facts.parentIds[p], tokens: facts.parentTokens[p] }).toEqual(chunk.parent);
          expect([facts.numbers[5 * c + 4], facts.parents[c]]).toEqual([chunk.tokens, p]);
        }
      }),
      { numRuns: fuzzRuns(300) },
    );
  });

  it("are null when a chunk's parent is out of range or a number runs past the document", () => {
    const one = (chunks: Uint8Array) => decodeSummarySnapshot(encodeSummarySnapshot([{ key: "k", count: 1, tokens: 0, words: 0, sections: 0, storedTokens: 0, parentCount: 0, parentTokens: 0, bits: new Uint8Array(1), chunks }], { epoch: "", buckets: [] }))!.chunks(0);
    // no parents; startLine, endLine, offsets absent, tokens 7, parent 0 (none)
    expect(one(Uint8Array.from([0, 1, 2, 0, 0, 7, 0]))!.field(0, 4)).toBe(7);
    expect(one(Uint8Array.from([0, 1, 2, 0, 0, 7, 1]))).toBeNull();
    expect(one(Uint8Array.from([0, 1, 2, 0, 0, 7, 0x80]))).toBeNull();
    expect(one(Uint8Array.from([0, 1, 2, 0, 0, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 1, 0]))).toBeNull();
    expect(one(Uint8Array.from([0, 1, 2, 0, 0, 7, 0, 0]))).toBeNull();
  });
});
