import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { searchBm25, type Bm25Index } from "../../../src/retrieval/bm25.js";
import { materializedIndex, termPostings } from "../../helpers/materializedIndex.js";
import { indexTexts } from "../../helpers/indexTexts.js";
import { Bm25Vocabulary } from "../../../src/retrieval/bm25Vocabulary.js";
import { buildBm25Index, type Bm25Counts } from "../../../src/retrieval/buildBm25Index.js";
import { countTexts } from "../../../src/retrieval/bm25Retriever.js";
import { forEachPosting, storedPairCount, type StoredPostings } from "../../../src/retrieval/storedPostings.js";
import type { TermPairs } from "../../../src/retrieval/termPairs.js";
import { decodeTermSnapshot, encodeTermSnapshot, type TermSnapshot } from "../../../src/usecases/check/termSnapshot.js";

// Words that analysis changes or drops, and arbitrary text, so counts see every kind of token.
const word = fc.oneof(
  fc.constantFrom("Cat", "cats", "the", "dog's", "running", "run", "v2.1", "größe", "opc-ua", "naïve", "excel", "range", "cell"),
  fc.string({ maxLength: 5 }),
);
const text = fc.array(word, { maxLength: 10 }).map((words) => words.join(" "));
// a source: documents, each its chunks' texts
const sourceOf = fc.array(fc.array(text, { maxLength: 4 }), { minLength: 1, maxLength: 6 });

/** One run of `texts` counted in `vocabulary` (by default its own). */
const counted = (texts: readonly string[], vocabulary?: Bm25Vocabulary) => countTexts(texts, vocabulary).runs[0]!;

/** The snapshot a run over `docs` (key, chunk texts) stores from its build's pairs, read back. */
function snapshotOf(docs: ReadonlyArray<{ key: string; texts: string[] }>): TermSnapshot {
  let stored: Uint8Array | undefined;
  const vocabulary = new Bm25Vocabulary();
  const runs = docs.map((doc) => counted(doc.texts, vocabulary));
  const ids = docs.flatMap((doc) => doc.texts.map((_, c) => `${doc.key}#${c}`));
  buildBm25Index(ids, { runs, onPairs: (pairs: TermPairs, names) => (stored = encodeTermSnapshot(docs.map((doc) => ({ key: doc.key, texts: doc.texts.length })), pairs, names)) });
  return decodeTermSnapshot(stored!)!;
}

/** Every field, typed arrays byte for byte. */
function expectSameIndex(actual: Bm25Index, expected: Bm25Index): void {
  expect([actual.k1, actual.b, actual.docCount, actual.avgDocLength, actual.ids]).toEqual([expected.k1, expected.b, expected.docCount, expected.avgDocLength, expected.ids]);
  expect([...actual.terms]).toEqual([...expected.terms]);
  for (const field of ["docLength", "idf", "postingStart", "postingDoc", "postingWeight"] as const) {
    expect(actual[field].constructor).toBe(expected[field].constructor);
    expect(Buffer.from(actual[field].buffer, actual[field].byteOffset, actual[field].byteLength).equals(Buffer.from(expected[field].buffer, expected[field].byteOffset, expected[field].byteLength)), field).toBe(true);
  }
}

/** Every posting as [term, stored document, frequency]. */
function postingsOf(postings: StoredPostings): number[][] {
  const found: number[][] = [];
  forEachPosting(postings, (t, d, f) => found.push([t, d, f]));
  return found;
}

/** Per term name: idf and its postings (document id, weight) — what a search adds up — bytes for doubles. */
function byName(index: Bm25Index): Map<string, string> {
  const found = new Map<string, string>();
  const hex = (n: number) => Buffer.from(new Float64Array([n]).buffer).toString("hex");
  for (const [term, t] of index.terms) {
    if (t >= index.idf.length) continue;
    const { start, end, idf } = termPostings(index, t);
    if (start === end) continue;
    const postings: string[] = [];
    for (let p = start; p < end; p++) postings.push(`${index.ids.at(index.postingDoc[p]!)}:${hex(index.postingWeight[p]!)}`);
    found.set(term, `${hex(idf)} ${postings.join(" ")}`);
  }
  return found;
}

describe("BM25 from a term snapshot and changed documents", () => {
  it("scores, ties and ranks every query exactly as a build from the texts, after any edit", () => {
    fc.assert(
      fc.property(sourceOf, fc.array(fc.tuple(fc.nat(), fc.option(fc.array(text, { maxLength: 4 }))), { maxLength: 4 }), sourceOf, fc.constantFrom("kept", "rotated", "repeated"), fc.array(text, { minLength: 1, maxLength: 5 }), fc.double({ min: 0, max: 3, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (base, edits, added, order, queries, k1, b) => {
        const before = base.map((texts, i) => ({ key: `doc${i}`, texts }));
        const snapshot = snapshotOf(before);
        // the head: some documents changed (new key) or removed, some added
        let after = before.map((doc) => ({ ...doc, changed: false }));
        for (const [at, texts] of edits) {
          const i = at % after.length;
          if (texts === null) after.splice(i, 1);
          else after[i] = { key: `${after[i]!.key}'`, texts, changed: true };
          if (after.length === 0) break;
        }
        after.push(...added.map((texts, i) => ({ key: `new${i}`, texts, changed: true })));
        // stored documents out of the snapshot's order, or one twice: the build replays their pairs
        if (order === "rotated") after = [...after.slice(1), ...after.slice(0, 1)];
        if (order === "repeated" && after.length > 0) after.push(after[0]!);
        // changed documents counted in a vocabulary of their own, as a warm run counts them
        const vocabulary = new Bm25Vocabulary();
        const runs: Array<Bm25Counts["runs"][number]> = after.map((doc) => snapshot.docs.get(doc.key) ?? counted(doc.texts, vocabulary));
        const docs = after.flatMap((doc) => doc.texts.map((t, c) => ({ id: `${doc.key}#${c}`, text: t })));
        const ids = docs.map((d) => d.id);
        const fromSnapshot = buildBm25Index(ids, { runs, base: snapshot.terms }, { k1, b });
        const fromTexts = indexTexts(docs, { k1, b });
        expect([fromSnapshot.docCount, fromSnapshot.avgDocLength, [...fromSnapshot.docLength]]).toEqual([fromTexts.docCount, fromTexts.avgDocLength, [...fromTexts.docLength]]);
        // searched first, so that the terms are built on first use in the queries' order, then all of them
        for (const query of [...queries, queries.join(" ")]) expect(searchBm25(fromSnapshot, query, Infinity)).toEqual(searchBm25(fromTexts, query, Infinity));
        expect(byName(fromSnapshot)).toEqual(byName(fromTexts));
        // every pair replayed (a build keeping them for a new snapshot): the same index, field for field
        let next: Uint8Array | undefined;
        const keys = after.map((doc) => ({ key: doc.key, texts: doc.texts.length }));
        const replayed = buildBm25Index(ids, { runs, base: snapshot.terms, onPairs: (pairs, names) => (next = encodeTermSnapshot(keys, pairs, names)) }, { k1, b });
        expectSameIndex(materializedIndex(replayed), materializedIndex(fromSnapshot));
        // and the snapshot it writes gives that index again
        const again = decodeTermSnapshot(next!)!;
        const rebuilt = buildBm25Index(ids, { runs: after.map((doc) => again.docs.get(doc.key)!), base: again.terms }, { k1, b });
        expect(byName(rebuilt)).toEqual(byName(fromTexts));
      }),
      { numRuns: 300 },
    );
  });

  it("keeps only the terms its documents hold, numbered by first occurrence", () => {
    const snapshot = snapshotOf([
      { key: "a", texts: ["Cats run", ""] },
      { key: "b", texts: ["dogs and cats"] },
    ]);
    expect(snapshot.terms.names()).toEqual(["cat", "run", "dog"]);
    expect([snapshot.terms.numberOf("dog"), snapshot.terms.numberOf("cat"), snapshot.terms.numberOf("cats"), snapshot.terms.name(1)]).toEqual([2, 0, -1, "run"]);
    expect(snapshot.docs.keys).toEqual(["a", "b"]);
    expect(snapshot.docs.get("a")!.texts).toBe(2);
  });

  it("builds, from counts numbered in one vocabulary (a cold run's), the index over the texts, field for field", () => {
    fc.assert(
      fc.property(sourceOf, fc.double({ min: 0, max: 3, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (source, k1, b) => {
        const vocabulary = new Bm25Vocabulary();
        const runs = source.map((texts) => counted(texts, vocabulary));
        expect(runs.map((run) => run.texts)).toEqual(source.map((texts) => texts.length));
        const docs = source.flat().map((t, i) => ({ id: `d${i}`, text: t }));
        const fromCounts = buildBm25Index(docs.map((d) => d.id), { runs, base: vocabulary }, { k1, b });
        const fromTexts = indexTexts(docs, { k1, b });
        expect([...fromCounts.terms]).toEqual([...fromTexts.terms]);
        for (const field of ["docLength", "idf", "postingStart", "postingDoc", "postingWeight"] as const) expect(Buffer.from(fromCounts[field].buffer).equals(Buffer.from(fromTexts[field].buffer)), field).toBe(true);
        expect([fromCounts.avgDocLength, fromCounts.docCount]).toEqual([fromTexts.avgDocLength, fromTexts.docCount]);
      }),
      { numRuns: 200 },
    );
  });

  it("refuses a numbered run outside its table instead of indexing it", () => {
    const snapshot = snapshotOf([{ key: "a", texts: ["one two"] }]);
    const smaller = snapshotOf([{ key: "b", texts: ["one"] }]).terms;
    expect(() => buildBm25Index(["x"], { runs: [snapshot.docs.get("a")!], base: smaller })).toThrow(/outside the 1-term table/);
  });
});

describe("decodeTermSnapshot", () => {
  const good = (() => {
    let stored: Uint8Array | undefined;
    const texts = [["alpha beta alpha", "gamma"], [], ["beta delta"]];
    const runs = texts.map((t) => counted(t));
    buildBm25Index(["a0", "a1", "c0"], { runs, onPairs: (pairs, names) => (stored = encodeTermSnapshot([{ key: "a", texts: 2 }, { key: "b", texts: 0 }, { key: "c", texts: 1 }], pairs, names)) });
    return Buffer.from(stored!);
  })();

  it("reads back every document's pairs, grouped by term, stored documents ascending", () => {
    const snapshot = decodeTermSnapshot(good)!;
    expect(snapshot.terms.names()).toEqual(["alpha", "beta", "gamma", "delta"]);
    expect(snapshot.docs.keys.map((key) => { const run = snapshot.docs.get(key)!; return [key, run.texts, run.stored.first]; })).toEqual([
      ["a", 2, 0],
      ["b", 0, 2],
      ["c", 1, 2],
    ]);
    expect(snapshot.docs.get("d")).toBeUndefined();
    const postings = snapshot.docs.get("a")!.stored.postings;
    expect(snapshot.docs.get("c")!.stored.postings).toBe(postings);
    // alpha: chunk 0 twice; beta: chunks 0 and 2; gamma: chunk 1; delta: chunk 2
    expect([postings.docCount, postings.termCount, postings.postingCount]).toEqual([3, 4, 5]);
    expect(postingsOf(postings)).toEqual([[0, 0, 2], [1, 0, 1], [1, 2, 1], [2, 1, 1], [3, 2, 1]]);
    expect([...postings.docLength]).toEqual([3, 1, 2]);
    // each term's postings end where the next term's begin, the last at the end of the bytes
    expect([...postings.termAt].map((at) => at - good.length)).toEqual([-10, -7, -4, -2, 0]);
    expect([storedPairCount(postings, 0, 2), storedPairCount(postings, 2, 1), storedPairCount(postings, 2, 2)]).toEqual([3, 2, undefined]);
  });

  // the end of the bytes: the posting count 5; the lengths 3, 1, 2 and where each term's postings
  // end (10 bytes: alpha 1 [1, 0]; beta 2 [0, 2]; gamma 1 [2]; delta 1 [4]), as 32-bit integers
  const frame = (lengths: number[], ends: number[]) => Buffer.from(new Int32Array([...lengths, ...ends]).buffer);
  const tail = Buffer.concat([Buffer.from([5]), frame([3, 1, 2], [3, 6, 8, 10]), Buffer.from([1, 1, 0, 2, 0, 2, 1, 2, 1, 4])]);
  const altered = (fromEnd: number, value: number) => {
    const bytes = Buffer.from(good);
    bytes[bytes.length - fromEnd] = value;
    return bytes;
  };
  const lengthAt = (d: number) => tail.length - 1 - 4 * d;
  const endAt = (t: number) => tail.length - 13 - 4 * t;

  it("never trusts a truncated or extended snapshot, or one whose frame is altered, and never throws", () => {
    expect(good.subarray(good.length - tail.length).equals(tail)).toBe(true);
    for (let cut = 0; cut < good.length; cut++) expect(decodeTermSnapshot(good.subarray(0, cut)), `cut at ${cut}`).toBeNull();
    expect(decodeTermSnapshot(Buffer.concat([good, Buffer.from([0])]))).toBeNull();
    // a posting count past the postings' bytes; chunk 1's length below 0; beta's end before alpha's;
    // delta's end before the end of the bytes, or past it
    for (const [fromEnd, value] of [[tail.length, 11], [lengthAt(1) - 3, 0x80], [endAt(1), 2], [endAt(3), 9], [endAt(3), 11]] as const) expect(decodeTermSnapshot(altered(fromEnd, value)), `${fromEnd} ${value}`).toBeNull();
    // a smaller length is read as it is (the postings are not read to check it)
    expect([...decodeTermSnapshot(altered(lengthAt(0), 1))!.docs.get("a")!.stored!.postings.docLength]).toEqual([1, 1, 2]);
  });

  it("verifies a term's postings when they are read: a term whose bytes do not read has none, the others are as written", () => {
    const postingsWith = (fromEnd: number, value: number) => decodeTermSnapshot(altered(fromEnd, value))!.docs.get("a")!.stored!.postings;
    // delta's chunk 2 -> 3, past the 3 chunks; alpha's 1 posting -> 9; a varint that runs into beta's bytes
    expect(postingsOf(postingsWith(1, 6))).toEqual([[0, 0, 2], [1, 0, 1], [1, 2, 1], [2, 1, 1]]);
    expect(postingsOf(postingsWith(10, 9))).toEqual([[1, 0, 1], [1, 2, 1], [2, 1, 1], [3, 2, 1]]);
    expect(postingsOf(postingsWith(8, 0x80))).toEqual([[1, 0, 1], [1, 2, 1], [2, 1, 1], [3, 2, 1]]);
    // beta's chunk 2 -> 1 (gap 1 -> 0): still ascending, so read, with beta in chunk 1
    expect(postingsOf(postingsWith(5, 0))).toEqual([[0, 0, 2], [1, 0, 1], [1, 1, 1], [2, 1, 1], [3, 2, 1]]);
    // a build searching delta, whose bytes do not read, finds nothing and throws nothing
    const found = decodeTermSnapshot(altered(1, 6))!;
    const index = buildBm25Index(["a0", "a1", "b0"], { runs: [found.docs.get("a")!, found.docs.get("c")!], base: found.terms });
    expect([searchBm25(index, "delta", 10), searchBm25(index, "beta", 10).map((hit) => index.ids.at(hit.index)).sort()]).toEqual([[], ["a0", "b0"]]);
    // a posting count below the postings': no term read past it (the index's arrays are sized by it)
    const fewer = decodeTermSnapshot(altered(tail.length, 2))!;
    const built = materializedIndex(buildBm25Index(["a0", "a1", "b0"], { runs: [fewer.docs.get("a")!, fewer.docs.get("c")!], base: fewer.terms }));
    expect(built.postingDoc.length).toBeLessThanOrEqual(2);
  });

  it("builds a sound index from a snapshot with any single byte altered, or refuses it", () => {
    let read = 0;
    for (let at = 0; at < good.length; at++) {
      for (const value of [0, 1, 2, 5, 0x7f, 0x80, 0xff]) {
        const bytes = Buffer.from(good);
        bytes[at] = value;
        const found = decodeTermSnapshot(bytes);
        if (found === null) continue;
        read++;
        const runs = found.docs.keys.map((key) => found.docs.get(key)!);
        const ids = runs.flatMap((run, r) => Array.from({ length: run.texts }, (_, c) => `d${r}.${c}`));
        for (const onPairs of [undefined, () => {}]) {
          const index = materializedIndex(buildBm25Index(ids, { runs, base: found.terms, ...(onPairs ? { onPairs } : {}) }));
          expect(index.avgDocLength).toBeGreaterThan(0);
          expect([...index.docLength].every((length) => length >= 0)).toBe(true);
          for (let t = 0; t < index.idf.length; t++) {
            for (let p = index.postingStart[t]!; p < index.postingEnd[t]!; p++) {
              expect(index.postingDoc[p]).toBeLessThan(index.docCount);
              if (p > index.postingStart[t]!) expect(index.postingDoc[p]).toBeGreaterThan(index.postingDoc[p - 1]!);
              expect(index.postingWeight[p]).toBeGreaterThan(0);
            }
          }
          for (const term of found.terms.names()) expect(() => searchBm25(index, term, 10)).not.toThrow();
        }
      }
    }
    // the alterations the frame cannot see (the postings, lengths, names) are read, and built soundly
    expect(read).toBeGreaterThan(20);
  });
});
