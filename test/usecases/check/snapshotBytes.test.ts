import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { decodeSummarySnapshot, encodeSummarySnapshot, factsFit, type ChunkFacts, type DecodedFacts } from "../../../src/usecases/check/summarySnapshot.js";
import { readStrings, wellFormed, writeStrings, ByteReader, ByteWriter } from "../../../src/store/byteCodec.js";
import { fuzzRuns } from "../../helpers/fuzzRuns.js";

const facts: ChunkFacts[] = [
  { startLine: 1, endLine: 3, startOffset: 0, endOffset: 40, tokens: 12, parent: { id: "a.md#p0000", tokens: 30 } },
  { startLine: 3, endLine: 9, tokens: 2 ** 40, parent: { id: "a.md#p0000", tokens: 30 } },
  { startLine: 10, endLine: 10, startOffset: 300, endOffset: 301, tokens: 0 },
];

/** Every chunk's facts as ChunkFacts (offsets NaN when absent), null for a chunk whose facts do not read. */
function factsRead(decoded: DecodedFacts): Array<Record<string, unknown> | null> {
  return Array.from({ length: decoded.count }, (_, c) => {
    if (!decoded.readable(c)) return null;
    const p = decoded.parent(c);
    return { numbers: [0, 1, 2, 3, 4].map((f) => decoded.field(c, f)), parent: p < 0 ? undefined : { id: decoded.parentId(p), tokens: decoded.parentTokens(p) } };
  });
}

describe("summary snapshot bytes", () => {
  it("read back every figure, bit and chunk fact, and its epoch and buckets", () => {
    const bytes = encodeSummarySnapshot(
      [
        { key: "a.md\u0000abc", figures: [3, 5, 6, 7, 8, 1, 30], bits: Uint8Array.from([1, 0, 5]), chunks: facts },
        { key: "b 東京 🚀.md\u0000def", figures: [0, 0, 0, 0, 0, 0, 0], bits: new Uint8Array(), chunks: [] },
      ],
      { epoch: "e1", buckets: ["0a", "ff"] },
    );
    const found = decodeSummarySnapshot(bytes)!;
    expect([found.size, found.epoch, found.buckets]).toEqual([2, "e1", ["0a", "ff"]]);
    expect(found.indexOf("b 東京 🚀.md\u0000def")).toBe(1);
    expect(found.indexOf("missing")).toBe(-1);
    expect([...found.figures.subarray(0, 7)]).toEqual([3, 5, 6, 7, 8, 1, 30]);
    expect([...found.bits(0)]).toEqual([1, 0, 5]);
    const decoded = found.chunks(0)!;
    const parent = { id: "a.md#p0000", tokens: 30 };
    expect(factsRead(decoded)).toEqual([
      { numbers: [1, 3, 0, 40, 12], parent },
      { numbers: [3, 9, NaN, NaN, 2 ** 40], parent },
      { numbers: [10, 10, 300, 301, 0], parent: undefined },
    ]);
    expect([decoded.count, found.chunks(1)!.count, decoded.readable(3), decoded.readable(-1), decoded.readable(0.5)]).toEqual([3, 0, false, false, false]);
    // a region copied as it is reads the same
    const copied = decodeSummarySnapshot(encodeSummarySnapshot([{ key: "k", figures: [3, 5, 6, 7, 8, 1, 30], bits: found.bits(0), chunks: found.region(0) }], { epoch: "", buckets: [] }))!;
    expect(factsRead(copied.chunks(0)!)).toEqual(factsRead(decoded));
  });

  it("is null when truncated, extended or foreign, and never throws", () => {
    const bytes = encodeSummarySnapshot([{ key: "a", figures: [3, 5, 6, 7, 8, 1, 30], bits: Uint8Array.from([1, 0, 5]), chunks: facts }], { epoch: "e", buckets: ["00"] });
    for (let n = 0; n < bytes.length; n++) expect(decodeSummarySnapshot(bytes.subarray(0, n))).toBeNull();
    expect(decodeSummarySnapshot(Buffer.concat([bytes, Uint8Array.from([0])]))).toBeNull();
    expect(decodeSummarySnapshot(Buffer.from("chunkgate outlines 1"))).toBeNull();
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.nat(), (noise, at) => {
        const damaged = Uint8Array.from(bytes);
        damaged.set(noise.subarray(0, Math.max(0, damaged.length - (at % damaged.length))), at % damaged.length);
        const found = decodeSummarySnapshot(damaged);
        // a damaged snapshot either does not open or reads facts or null, never throwing, every
        // readable chunk's numbers whole and safe, its parent one of the document's
        if (found) {
          for (let d = 0; d < found.size; d++) {
            const decoded = found.chunks(d);
            if (decoded === null) continue;
            for (const chunk of factsRead(decoded)) {
              if (chunk === null) continue;
              for (const value of chunk.numbers as number[]) expect(Number.isNaN(value) || Number.isSafeInteger(value)).toBe(true);
              if (chunk.parent) expect(typeof (chunk.parent as { id: unknown }).id).toBe("string");
            }
          }
        }
      }),
      { numRuns: fuzzRuns(200) },
    );
  });

  it("holds only facts that read back: whole numbers, parents with ids", () => {
    expect(factsFit(facts)).toBe(true);
    expect(factsFit([{ ...facts[2]!, startLine: -1 }])).toBe(false);
    expect(factsFit([{ ...facts[2]!, tokens: 1.5 }])).toBe(false);
    expect(factsFit([{ ...facts[2]!, startOffset: "3" }])).toBe(false);
    expect(factsFit([{ ...facts[2]!, parent: { id: 3, tokens: 1 } }])).toBe(false);
    expect(factsFit([{ ...facts[2]!, parent: { id: "\uD800", tokens: 1 } }])).toBe(false);
  });
});

describe("strings in bytes", () => {
  it("read back any well-formed strings, separators included", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: "grapheme" })), (strings) => {
        const out = new ByteWriter();
        writeStrings(out, strings);
        expect(strings.every(wellFormed)).toBe(true);
        expect(readStrings(new ByteReader(out.bytes()), strings.length)).toEqual(strings);
      }),
      { numRuns: fuzzRuns(100) },
    );
    expect(wellFormed("a\uD800b")).toBe(false);
    expect(wellFormed("a\uDC00")).toBe(false);
    expect(wellFormed("🚀")).toBe(true);
  });
});
