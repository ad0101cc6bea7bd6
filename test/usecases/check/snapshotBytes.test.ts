import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { decodeSummarySnapshot, encodeSummarySnapshot, factsFit, summaryParts, type ChunkFacts } from "../../../src/usecases/check/summarySnapshot.js";
import { readStrings, wellFormed, writeStrings, ByteReader, ByteWriter } from "../../../src/store/byteCodec.js";
import { fuzzRuns } from "../../helpers/fuzzRuns.js";

/** The facts of `count` chunks a summary snapshot's reader gives, or null. */
const all = (read: ((c: number) => ChunkFacts) | null, count: number) => read && Array.from({ length: count }, (_, c) => read(c));

const facts: ChunkFacts[] = [
  { startLine: 1, endLine: 3, startOffset: 0, endOffset: 40, tokens: 12, parent: { id: "a.md#p0000", tokens: 30 } },
  { startLine: 3, endLine: 9, tokens: 2 ** 40, parent: { id: "a.md#p0000", tokens: 30 } },
  { startLine: 10, endLine: 10, startOffset: 300, endOffset: 301, tokens: 0 },
];

describe("summary snapshot bytes", () => {
  it("read back every figure, bit and chunk fact, and its epoch and buckets", () => {
    const bytes = encodeSummarySnapshot(
      [
        { key: "a.md\u0000abc", parts: summaryParts([3, 5, 6, 7, 8, 1, 30], Uint8Array.from([1, 0, 5]), facts) },
        { key: "b 東京 🚀.md\u0000def", parts: summaryParts([0, 0, 0, 0, 0, 0, 0], new Uint8Array(), []) },
      ],
      { epoch: "e1", buckets: ["0a", "ff"] },
    );
    const found = decodeSummarySnapshot(bytes)!;
    expect([found.size, found.epoch, found.buckets]).toEqual([2, "e1", ["0a", "ff"]]);
    expect(found.find("b 東京 🚀.md\u0000def")?.d).toBe(1);
    expect(found.find("missing")).toBeUndefined();
    const { figures, bits } = found.find("a.md\u0000abc")!;
    expect([figures, [...bits]]).toEqual([[3, 5, 6, 7, 8, 1, 30], [1, 0, 5]]);
    expect(all(found.chunks(0, 3), 3)).toEqual(facts);
    expect([all(found.chunks(1, 0), 0), decodeSummarySnapshot(bytes)!.chunks(0, 4)]).toEqual([[], null]);
    // a document's parts copied as they are read the same
    const copied = decodeSummarySnapshot(encodeSummarySnapshot([{ key: "k", parts: found.parts(0) }], { epoch: "", buckets: [] }))!;
    expect(all(copied.chunks(0, 3), 3)).toEqual(facts);
  });

  it("is null when truncated, extended or foreign, and never throws", () => {
    const bytes = encodeSummarySnapshot([{ key: "a", parts: summaryParts([3, 5, 6, 7, 8, 1, 30], Uint8Array.from([1, 0, 5]), facts) }], { epoch: "e", buckets: ["00"] });
    for (let n = 0; n < bytes.length; n++) expect(decodeSummarySnapshot(bytes.subarray(0, n))).toBeNull();
    expect(decodeSummarySnapshot(Buffer.concat([bytes, Uint8Array.from([0])]))).toBeNull();
    expect(decodeSummarySnapshot(Buffer.from("chunkgate outlines 1"))).toBeNull();
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.nat(), (noise, at) => {
        const damaged = Uint8Array.from(bytes);
        damaged.set(noise.subarray(0, Math.max(0, damaged.length - (at % damaged.length))), at % damaged.length);
        const found = decodeSummarySnapshot(damaged);
        // a damaged snapshot either does not open or finds the document with facts or null, never
        // throwing, every number whole and safe, every parent an id
        const doc = found?.find("a");
        for (const chunk of (doc && all(found!.chunks(doc.d, doc.figures[0]!), doc.figures[0]!)) ?? []) {
          for (const value of [chunk.startLine, chunk.endLine, chunk.startOffset ?? 0, chunk.endOffset ?? 0, chunk.tokens]) expect(Number.isSafeInteger(value)).toBe(true);
          if (chunk.parent) expect(typeof chunk.parent.id).toBe("string");
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
