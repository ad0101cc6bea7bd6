import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { encodeStoredPostings, forEachPosting, readStoredPostings, readStoredTerm, storedRows, type StoredPostings } from "../../src/retrieval/storedPostings.js";

// Postings of some terms over some documents: per term its (document, frequency) pairs, documents ascending and distinct.
const postingsArb = fc.integer({ min: 1, max: 40 }).chain((docCount) =>
  fc.record({
    docCount: fc.constant(docCount),
    terms: fc.array(
      fc.uniqueArray(fc.nat({ max: docCount - 1 }), { minLength: 1, maxLength: docCount }).chain((docs) => fc.tuple(fc.constant([...docs].sort((a, b) => a - b)), fc.array(fc.oneof(fc.constant(1), fc.integer({ min: 1, max: 300 }), fc.integer({ min: 1, max: 1 << 20 })), { minLength: docs.length, maxLength: docs.length }))),
      { maxLength: 12 },
    ),
  }),
);

function encode(docCount: number, terms: ReadonlyArray<readonly [number[], number[]]>): Uint8Array {
  const termStart = new Int32Array(terms.length + 1);
  terms.forEach(([docs], t) => (termStart[t + 1] = termStart[t]! + docs.length));
  return encodeStoredPostings(termStart, Int32Array.from(terms.flatMap(([docs]) => docs)), Int32Array.from(terms.flatMap(([, freqs]) => freqs)), docCount);
}

/** Term t's postings as [document, frequency] (docOf mapping them), or null when they do not read. */
function termOf(postings: StoredPostings, t: number, docOf = Int32Array.from({ length: postings.docCount }, (_, s) => s), room = Infinity): number[][] | null {
  const doc = new Int32Array(postings.bytes.length);
  const freq = new Float64Array(postings.bytes.length);
  const end = readStoredTerm(postings, t, docOf, room, doc, freq, 0);
  return end < 0 ? null : Array.from({ length: end }, (_, i) => [doc[i]!, freq[i]!]);
}

describe("stored postings", () => {
  it("read back term by term as written, documents mapped, with every document's length and rows", () => {
    fc.assert(
      fc.property(postingsArb, fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }), fc.nat({ max: 9 }), ({ docCount, terms }, kept, pad) => {
        // written after other bytes, as a snapshot writes them after its table and keys
        const bytes = Buffer.concat([Buffer.alloc(pad, 7), encode(docCount, terms)]);
        const postings = readStoredPostings(bytes, pad, terms.length, docCount)!;
        expect([postings.docCount, postings.termCount, postings.postingCount]).toEqual([docCount, terms.length, terms.reduce((sum, [docs]) => sum + docs.length, 0)]);
        const length = new Array<number>(docCount).fill(0);
        terms.forEach(([docs, freqs]) => docs.forEach((d, i) => (length[d]! += freqs[i]!)));
        expect([...postings.docLength]).toEqual(length);
        // a mask of documents, the kept ones renumbered in order
        let next = 0;
        const docOf = Int32Array.from({ length: docCount }, (_, s) => (kept[s] ? next++ : -1));
        terms.forEach(([docs, freqs], t) => {
          expect(termOf(postings, t)).toEqual(docs.map((d, i) => [d, freqs[i]]));
          expect(termOf(postings, t, docOf)).toEqual(docs.flatMap((d, i) => (docOf[d]! >= 0 ? [[docOf[d], freqs[i]]] : [])));
          // fewer postings than it holds may not be written
          expect(termOf(postings, t, undefined, docs.length - 1)).toBeNull();
        });
        const all: number[][] = [];
        forEachPosting(postings, (t, d, f) => all.push([t, d, f]));
        expect(all).toEqual(terms.flatMap(([docs, freqs], t) => docs.map((d, i) => [t, d, freqs[i]])));
        const rows = storedRows(postings);
        for (let d = 0; d < docCount; d++) {
          const row = terms.flatMap(([docs, freqs], t) => (docs.includes(d) ? [t, freqs[docs.indexOf(d)]!] : []));
          expect([...rows.pairs.subarray(rows.start[d]!, rows.start[d + 1]!)]).toEqual(row);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("refuse a term whose bytes are not its postings, reading none of another term's bytes", () => {
    // term 0: documents 0 and 2 (frequency 3); term 1: document 1
    const good = Buffer.from(encode(3, [[[0, 2], [1, 3]], [[1], [1]]]));
    const postingsAt = good.length - 6;
    expect([...good.subarray(postingsAt)]).toEqual([2, 0, 3, 1, 1, 2]);
    const read = (bytes: Uint8Array) => readStoredPostings(bytes, 0, 2, 3);
    // document 2 -> 3 (past the documents) after a good posting; the count 2 -> 3 (runs into term 1)
    expect(termOf(read(Buffer.from(good).fill(5, postingsAt + 2, postingsAt + 3))!, 0)).toBeNull();
    expect(termOf(read(Buffer.from(good).fill(3, postingsAt, postingsAt + 1))!, 0)).toBeNull();
    // count 2 -> 1: bytes left over before term 1's
    expect(termOf(read(Buffer.from(good).fill(1, postingsAt, postingsAt + 1))!, 0)).toBeNull();
    // every single byte altered: the frame refused, or each term read as written, refused, or read
    // soundly; and a term's result never depends on bytes outside its own
    for (let at = 0; at < good.length; at++) {
      for (const value of [0, 1, 2, 3, 4, 0x7f, 0x80, 0xff]) {
        const bytes = Buffer.from(good);
        bytes[at] = value;
        const postings = read(bytes);
        if (postings === null) continue;
        expect([...postings.docLength].every((length) => length >= 0)).toBe(true);
        for (let t = 0; t < 2; t++) {
          const found = termOf(postings, t);
          if (found !== null) {
            expect(found.length).toBeLessThanOrEqual(postings.termAt[t + 1]! - postings.termAt[t]!);
            found.forEach(([d, f], i) => {
              expect(d).toBeLessThan(3);
              expect(f).toBeGreaterThanOrEqual(1);
              if (i > 0) expect(d).toBeGreaterThan(found[i - 1]![0]!);
            });
          }
          const outside = Buffer.from(bytes);
          for (let i = postingsAt; i < outside.length; i++) if (i < postings.termAt[t]! || i >= postings.termAt[t + 1]!) outside[i] = 0x80;
          expect(termOf({ ...postings, bytes: outside }, t), `${at} ${value} term ${t}`).toEqual(found);
        }
      }
    }
  });
});
