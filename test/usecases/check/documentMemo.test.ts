import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CoverageRow } from "../../../src/evaluation/measureCoverage.js";
import { openContentStore, type ContentStore } from "../../../src/store/contentStore.js";
import { decodeCoverage, decodeDocumentSnapshot, decodeKeys, decodeOutline, encodeCoverage, encodeDocumentSnapshot, encodeKeys, encodeOutline, openDocumentMemo, PARTS } from "../../../src/usecases/check/documentMemo.js";
import { fuzzRuns } from "../../helpers/fuzzRuns.js";
import { tempDir } from "../../helpers/tempDir.js";

const row = fc.record({ startLine: fc.nat(), endLine: fc.nat(), tokens: fc.nat() }).map(({ startLine, endLine, tokens }) => ({ startLine, endLine: startLine + endLine, tokens }));
const docs = fc.uniqueArray(fc.record({ key: fc.string({ unit: "grapheme", minLength: 1 }), rows: fc.array(row, { maxLength: 5 }) }), { selector: (doc) => doc.key, maxLength: 8 });

/** A store that counts its writes per namespace. */
function countingStore(dir: string): { store: ContentStore; puts: () => number } {
  const inner = openContentStore({ dir });
  let puts = 0;
  return {
    store: {
      ...inner,
      get stats() {
        return inner.stats;
      },
      put(namespace, key, value) {
        if (namespace === "sources") puts++;
        inner.put(namespace, key, value);
      },
    },
    puts: () => puts,
  };
}

const ROWS: CoverageRow[] = [
  { startLine: 1, endLine: 4, tokens: 9 },
  { startLine: 5, endLine: 5, tokens: 0 },
];

/** A snapshot of `written`, each document's coverage rows under one tokenizer. */
function snapshotOf(written: ReadonlyArray<{ key: string; rows: readonly CoverageRow[] }>, epoch = "e1") {
  const empty = new Uint8Array();
  return encodeDocumentSnapshot(written.map((doc) => ({ key: doc.key, parts: [empty, encodeCoverage(new Map([["o200k_base", doc.rows]])), empty] })), epoch);
}

describe("the document snapshot's bytes", () => {
  it("read back as the documents and parts written, each found by its key", () => {
    fc.assert(
      fc.property(docs, (written) => {
        const found = decodeDocumentSnapshot(snapshotOf(written))!;
        expect([found.size, found.header]).toEqual([written.length, ["e1"]]);
        for (const doc of written) {
          const d = found.indexOf(doc.key);
          expect(decodeCoverage(found.part(d, PARTS.coverage))?.get("o200k_base") ?? []).toEqual(doc.rows);
          expect(decodeOutline(found.part(d, PARTS.outline))).toBeUndefined();
        }
        expect(found.indexOf("\u0000not a key")).toBe(-1);
      }),
      { numRuns: fuzzRuns(200) },
    );
  });

  it("read back outlines and keys' ranges exactly, and leave out what would not (fractions, ends before starts, lone surrogates)", () => {
    const outline = { title: "東京 🚀", lineCount: 0, warnings: ["c.md: one", "two\nlines"] };
    expect(decodeOutline(encodeOutline(outline))).toEqual(outline);
    expect(decodeOutline(encodeOutline(outline).subarray(0, -1))).toBeUndefined();
    for (const bad of [{ ...outline, lineCount: 1.5 }, { ...outline, title: "\uD800" }, { ...outline, warnings: ["\uDC00"] }]) expect(encodeOutline(bad)).toHaveLength(0);
    const keys = new Map<string, Array<[number, number]>>([["document", [[1, 9]]], ['["Setup"]', [[5, 8], [12, 12]]], ["bad", [[3, 2]]]]);
    expect(decodeKeys(encodeKeys(keys))).toEqual(new Map([...keys].slice(0, 2)));
    const rows = new Map([["o200k_base", ROWS], ["cl100k_base", [{ startLine: 1, endLine: 2, tokens: 0.5 }]]]);
    expect(decodeCoverage(encodeCoverage(rows))).toEqual(new Map([["o200k_base", ROWS]]));
    expect(encodeCoverage(new Map([["cl100k_base", [{ startLine: 3, endLine: 2, tokens: 1 }]]]))).toHaveLength(0);
  });

  it("never throw on bytes of another layout, and are null when truncated or holding two equal keys", () => {
    const bytes = snapshotOf([{ key: "docs/a.md\u0000abc", rows: ROWS }, { key: "docs/b.md\u0000abc", rows: [] }]);
    expect(decodeDocumentSnapshot(snapshotOf([{ key: "k", rows: [] }, { key: "k", rows: [] }]))).toBeNull();
    expect(decodeDocumentSnapshot(Buffer.from("not a snapshot"))).toBeNull();
    fc.assert(
      fc.property(fc.nat(), fc.uint8Array({ maxLength: 4 }), (at, junk) => {
        const cut = at % (bytes.length + 1);
        for (const changed of [bytes.subarray(0, cut), Buffer.concat([bytes.subarray(0, cut), junk, bytes.subarray(cut + junk.length)])]) {
          expect(() => decodeDocumentSnapshot(changed)).not.toThrow();
          for (const decode of [decodeOutline, decodeCoverage, decodeKeys]) expect(() => decode(changed)).not.toThrow();
        }
        if (cut < bytes.length) expect(decodeDocumentSnapshot(bytes.subarray(0, cut))).toBeNull();
      }),
      { numRuns: fuzzRuns(300) },
    );
  });
});

describe("the document memo's coverage rows", () => {
  it("gives a later run the rows an earlier one remembered, by document key and tokenizer", async () => {
    const dir = await tempDir("coverage-memo");
    const memo = openDocumentMemo(openContentStore({ dir }));
    const first = memo.coverage;
    expect(first.rows("docs/a.md\u0000abc", "o200k_base")).toBeUndefined();
    first.setRows("docs/a.md\u0000abc", "o200k_base", ROWS);
    first.setRows("docs/b.md\u0000abc", "o200k_base", []);
    memo.flush(false);
    const later = openDocumentMemo(openContentStore({ dir })).coverage;
    expect(later.rows("docs/a.md\u0000abc", "o200k_base")).toEqual(ROWS);
    expect(later.rows("docs/b.md\u0000abc", "o200k_base")).toEqual([]);
    // other content, or counted in another tokenizer: not remembered
    expect(later.rows("docs/a.md\u0000abd", "o200k_base")).toBeUndefined();
    expect(later.rows("docs/a.md\u0000abc", "cl100k_base")).toBeUndefined();
  });

  it("writes nothing when a run adds no rows, and keeps only the documents a run asked for when it adds some", async () => {
    const dir = await tempDir("coverage-memo");
    const memo = openDocumentMemo(openContentStore({ dir }));
    const first = memo.coverage;
    for (const name of ["a", "b", "c"]) first.setRows(`docs/${name}.md\u0000abc`, "o200k_base", ROWS);
    memo.flush(false);
    const reading = countingStore(dir);
    const reader = openDocumentMemo(reading.store);
    const second = reader.coverage;
    expect(second.rows("docs/a.md\u0000abc", "o200k_base")).toEqual(ROWS);
    reader.flush(false);
    expect(reading.puts()).toBe(0);
    const adding = countingStore(dir);
    const adder = openDocumentMemo(adding.store);
    const third = adder.coverage;
    expect(third.rows("docs/b.md\u0000abc", "o200k_base")).toEqual(ROWS);
    third.setRows("docs/d.md\u0000abc", "o200k_base", ROWS);
    adder.flush(false);
    expect(adding.puts()).toBe(1);
    const fourth = openDocumentMemo(openContentStore({ dir })).coverage;
    expect(["a", "b", "c", "d"].map((name) => fourth.rows(`docs/${name}.md\u0000abc`, "o200k_base") !== undefined)).toEqual([false, true, false, true]);
  });
});
