import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { encodeChunkFacts, openChunkFacts, type ChunkFacts, type DecodedFacts } from "../../../src/usecases/check/summaryFacts.js";
import { decodeSummarySnapshot, encodeSummarySnapshot } from "../../../src/usecases/check/summarySnapshot.js";
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

/** Chunk c's facts as ChunkFacts, read through `facts`' methods, or null when they do not read. */
function chunkOf(facts: DecodedFacts, c: number): ChunkFacts | null {
  if (!facts.readable(c)) return null;
  const [startLine, endLine, startOffset, endOffset, tokens] = [0, 1, 2, 3, 4].map((f) => facts.field(c, f)) as [number, number, number, number, number];
  const p = facts.parent(c);
  return {
    startLine,
    endLine,
    ...(Number.isNaN(startOffset) ? {} : { startOffset }),
    ...(Number.isNaN(endOffset) ? {} : { endOffset }),
    tokens,
    ...(p < 0 ? {} : { parent: { id: facts.parentId(p), tokens: facts.parentTokens(p) } }),
  };
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

describe("summary snapshot facts, read chunk by chunk", () => {
  it("give each chunk's numbers and parent as written, in any order asked", () => {
    fc.assert(
      fc.property(fc.array(fc.array(chunkFacts, { maxLength: 12 }), { minLength: 1, maxLength: 4 }), fc.array(fc.nat(), { maxLength: 30 }), (docs, asks) => {
        const fixed = docs.map(oneTokensPerParent);
        const bytes = encodeSummarySnapshot(
          fixed.map((chunks, d) => ({ key: `k${d}`, figures: [chunks.length, 0, 0, 0, 0, 0, 0], bits: new Uint8Array(chunks.length), chunks })),
          { epoch: "e", buckets: [] },
        );
        const found = decodeSummarySnapshot(bytes)!;
        for (const ask of asks) {
          const d = ask % fixed.length;
          const chunks = fixed[d]!;
          const facts = found.chunks(d)!;
          expect(facts.count).toBe(chunks.length);
          if (chunks.length === 0) continue;
          const c = Math.floor(ask / fixed.length) % chunks.length;
          expect(chunkOf(facts, c)).toEqual(chunks[c]);
        }
      }),
      { numRuns: fuzzRuns(300) },
    );
  });

  it("read any chunk of a large document in place: the same facts whatever the other chunks' bytes", () => {
    for (const [count, seed] of [[10_001, 1], [12_345, 7], [33_000, 42]] as const) {
      const chunks = largeDocument(count, seed);
      const bytes = encodeChunkFacts(chunks);
      const facts = openChunkFacts(bytes, count)!;
      for (let c = 0; c < count; c++) expect(chunkOf(facts, c)).toEqual(chunks[c]);
      // rows of fixed width: about as small as one varint per number (here at most 19 bytes a chunk)
      expect(bytes.length).toBeLessThan(20 * count);
      // the first and last chunks' rows overwritten (3 parents; their 2 widths, then the chunks' 6;
      // the chunks' rows end where the parents' ids begin): every other chunk reads as before
      expect(bytes[0]).toBe(3);
      const stride = [2, 3, 4, 5, 6, 7].reduce((sum, i) => sum + ((bytes[1 + (i >> 1)]! >> (4 * (i & 1))) & 0xf), 0);
      const rowsEnd = bytes.length - Buffer.byteLength("TOC.md#p0TOC.md#p1Ärger.md#p2");
      const damaged = Buffer.from(bytes).fill(0xff, rowsEnd - stride, rowsEnd).fill(0xff, rowsEnd - count * stride, rowsEnd - (count - 1) * stride);
      const after = openChunkFacts(damaged, count)!;
      expect([chunkOf(after, 0), chunkOf(after, count - 1)]).not.toEqual([chunks[0], chunks[count - 1]]);
      for (let c = 1; c < count - 1; c++) expect(chunkOf(after, c)).toEqual(chunks[c]);
    }
  });

  it("refuse a header that does not read, and a chunk whose numbers or parent do not", () => {
    // no parents; widths 1, 1, 0, 0, 1, 0; startLine 1, endLine 2, tokens 7
    const one = Uint8Array.from([0, 0x11, 0x00, 0x01, 1, 2, 7]);
    expect(chunkOf(openChunkFacts(one, 1)!, 0)).toEqual({ startLine: 1, endLine: 2, tokens: 7 });
    // a width over 7; a byte short; a byte over; two chunks in one chunk's bytes
    for (const [bytes, count] of [[Uint8Array.from([0, 0x18, 0x00, 0x01, 1, 2, 7]), 1], [one.subarray(0, 6), 1], [Uint8Array.from([...one, 0]), 1], [one, 2]] as const) expect(openChunkFacts(bytes, count)).toBeNull();
    // a parent past the document's parents (widths 1, 1, 0, 0, 1, 1; parent 1 of none)
    const orphan = openChunkFacts(Uint8Array.from([0, 0x11, 0x00, 0x11, 1, 2, 7, 1]), 1)!;
    expect([orphan.readable(0), orphan.readable(1)]).toEqual([false, false]);
    // a 7-byte number past the safe integers (startLine 2^53)
    const unsafe = openChunkFacts(Uint8Array.from([0, 0x17, 0x00, 0x00, 0, 0, 0, 0, 0, 0, 0x20, 1]), 1)!;
    expect(unsafe.readable(0)).toBe(false);
    const safe = openChunkFacts(Uint8Array.from([0, 0x17, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x1f, 1]), 1)!;
    expect(chunkOf(safe, 0)).toEqual({ startLine: Number.MAX_SAFE_INTEGER, endLine: 1, tokens: 0 });
  });

  it("with any single byte altered, do not open, or give for each chunk facts that read or none, never throwing", () => {
    fc.assert(
      fc.property(fc.array(chunkFacts, { minLength: 1, maxLength: 6 }), fc.nat(), fc.nat({ max: 255 }), (drawn, at, value) => {
        const chunks = oneTokensPerParent(drawn);
        const bytes = Buffer.from(encodeChunkFacts(chunks));
        bytes[at % bytes.length] = value;
        const facts = openChunkFacts(bytes, chunks.length);
        if (facts === null) return;
        for (let c = 0; c < chunks.length; c++) {
          const found = chunkOf(facts, c);
          if (found === null) continue;
          for (const n of [found.startLine, found.endLine, found.startOffset ?? 0, found.endOffset ?? 0, found.tokens, found.parent?.tokens ?? 0]) expect(Number.isSafeInteger(n) && n >= 0).toBe(true);
        }
      }),
      { numRuns: fuzzRuns(2000) },
    );
  });
});
