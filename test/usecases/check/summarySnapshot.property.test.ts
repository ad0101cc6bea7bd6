import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeSummarySnapshot, encodeSummarySnapshot, summaryParts, type ChunkFacts } from "../../../src/usecases/check/summarySnapshot.js";
import { fuzzRuns } from "../../helpers/fuzzRuns.js";

const whole = fc.oneof(fc.nat({ max: 200 }), fc.nat(), fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER - 1 }));
const chunkFacts: fc.Arbitrary<ChunkFacts> = fc.record(
  {
    startLine: whole,
    endLine: whole,
    startOffset: whole,
    endOffset: whole,
    tokens: whole,
    parent: fc.record({ id: fc.constantFrom("a.md#p0000", "a.md#p0001", "東京 🚀", ""), tokens: whole }),
  },
  { requiredKeys: ["startLine", "endLine", "tokens"] },
);

// One parent id stands for one parent: the tokens of its first chunk.
function oneTokensPerParent(chunks: readonly ChunkFacts[]): ChunkFacts[] {
  const tokens = new Map<string, number>();
  return chunks.map((chunk) => (chunk.parent ? { ...chunk, parent: { id: chunk.parent.id, tokens: tokens.get(chunk.parent.id) ?? (tokens.set(chunk.parent.id, chunk.parent.tokens), chunk.parent.tokens) } } : chunk));
}

/** The facts of one document of `chunks` as a summary snapshot reads them back, or null. */
function readBack(chunks: readonly ChunkFacts[], damage: (bytes: Uint8Array) => void = () => {}): readonly ChunkFacts[] | null {
  const parts = summaryParts([chunks.length, 0, 0, 0, 0, 0, 0], new Uint8Array(chunks.length), chunks);
  damage(parts[2]!);
  const read = decodeSummarySnapshot(encodeSummarySnapshot([{ key: "k", parts }], { epoch: "e", buckets: [] }))!.chunks(0, chunks.length);
  return read && chunks.map((_, c) => read(c));
}

// A document of `count` chunks, numbers of every size, from a seed (a fast-check array this long shrinks slowly).
function largeDocument(count: number, seed: number): ChunkFacts[] {
  let state = seed >>> 0 || 1;
  const next = (): number => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0);
  const parents = ["TOC.md#p0", "TOC.md#p1", "Ärger.md#p2"];
  return oneTokensPerParent(
    Array.from({ length: count }, (_, c) => ({
      startLine: c + 1,
      endLine: c + 1 + (next() % 4),
      ...(next() % 5 === 0 ? {} : { startOffset: 40 * c, endOffset: 40 * c + (next() % 70_000) }),
      tokens: next() % 3 === 0 ? next() * 2 ** 20 + next() : next() % 900,
      ...(next() % 2 === 0 ? { parent: { id: parents[next() % 3]!, tokens: next() % 5000 } } : {}),
    })),
  );
}

describe("summary snapshot facts", () => {
  it("give each document's chunks' numbers and parents as written", () => {
    fc.assert(
      fc.property(fc.array(fc.array(chunkFacts, { maxLength: 12 }), { minLength: 1, maxLength: 4 }), fc.array(fc.nat(), { maxLength: 30 }), (docs, asks) => {
        const fixed = docs.map(oneTokensPerParent);
        const bytes = encodeSummarySnapshot(
          fixed.map((chunks, d) => ({ key: `k${d}`, parts: summaryParts([chunks.length, 0, 0, 0, 0, 0, 0], new Uint8Array(chunks.length), chunks) })),
          { epoch: "e", buckets: [] },
        );
        const found = decodeSummarySnapshot(bytes)!;
        for (const ask of asks) {
          const d = ask % fixed.length;
          expect(found.find(`k${d}`)?.figures[0]).toBe(fixed[d]!.length);
          const read = found.chunks(d, fixed[d]!.length)!;
          expect(fixed[d]!.map((_, c) => read(c))).toEqual(fixed[d]);
        }
      }),
      { numRuns: fuzzRuns(300) },
    );
  });

  it("read back every chunk of a large document", () => {
    for (const [count, seed] of [[10_001, 1], [12_345, 7], [33_000, 42]] as const) {
      const chunks = largeDocument(count, seed);
      expect(readBack(chunks)).toEqual(chunks);
    }
  });

  it("refuse a parent past the document's parents, and more chunks than the bytes hold", () => {
    // no parents; startLine 1, endLine 2, no offsets, tokens 7, parent 1 (of none)
    const parts = summaryParts([1, 0, 0, 0, 0, 0, 0], Uint8Array.from([0]), [{ startLine: 1, endLine: 2, tokens: 7 }]);
    expect([...parts[2]!]).toEqual([0, 1, 2, 0, 0, 7, 0]);
    const orphan = Uint8Array.from([0, 1, 2, 0, 0, 7, 1]);
    const snapshot = decodeSummarySnapshot(encodeSummarySnapshot([{ key: "k", parts: [parts[0]!, parts[1]!, orphan] }], { epoch: "e", buckets: [] }))!;
    expect(snapshot.chunks(0, 1)).toBeNull();
    expect(readBack([{ startLine: 1, endLine: 2, tokens: 7 }])).toEqual([{ startLine: 1, endLine: 2, tokens: 7 }]);
    const bytes = encodeSummarySnapshot([{ key: "k", parts }], { epoch: "e", buckets: [] });
    expect([decodeSummarySnapshot(bytes)!.chunks(0, 2), decodeSummarySnapshot(bytes)!.chunks(0, 10 ** 9)]).toEqual([null, null]);
  });

  it("with any single byte altered, give facts that read or none, never throwing", () => {
    fc.assert(
      fc.property(fc.array(chunkFacts, { minLength: 1, maxLength: 6 }), fc.nat(), fc.nat({ max: 255 }), (drawn, at, value) => {
        const chunks = oneTokensPerParent(drawn);
        const found = readBack(chunks, (bytes) => (bytes[at % bytes.length] = value));
        for (const chunk of found ?? []) {
          for (const n of [chunk.startLine, chunk.endLine, chunk.startOffset ?? 0, chunk.endOffset ?? 0, chunk.tokens, chunk.parent?.tokens ?? 0]) expect(Number.isSafeInteger(n) && n >= 0).toBe(true);
        }
      }),
      { numRuns: fuzzRuns(2000) },
    );
  });
});
