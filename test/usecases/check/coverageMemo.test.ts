import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CoverageRow } from "../../../src/evaluation/coverageRows.js";
import { openContentStore, type ContentStore } from "../../../src/store/contentStore.js";
import { decodeCoverageSnapshot, encodeCoverageSnapshot, openCoverageMemo } from "../../../src/usecases/check/coverageMemo.js";
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
        if (namespace === "coverage") puts++;
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

describe("the coverage snapshot's bytes", () => {
  it("read back as the documents and rows written, each found by its key", () => {
    fc.assert(
      fc.property(docs, (written) => {
        const found = decodeCoverageSnapshot(encodeCoverageSnapshot(written))!;
        expect(found.size).toBe(written.length);
        for (const doc of written) expect(found.rows(found.indexOf(doc.key))).toEqual(doc.rows);
        expect(found.indexOf("\u0000not a key")).toBe(-1);
      }),
      { numRuns: fuzzRuns(200) },
    );
  });

  it("leave out a document whose rows are not whole numbers with ends after starts, and never throw on bytes of another layout", () => {
    const bytes = encodeCoverageSnapshot([
      { key: "docs/a.md\u0000abc", rows: ROWS },
      { key: "docs/b.md\u0000abc", rows: [{ startLine: 3, endLine: 2, tokens: 1 }] },
      { key: "docs/c.md\u0000abc", rows: [{ startLine: 1, endLine: 2, tokens: 0.5 }] },
    ]);
    expect(decodeCoverageSnapshot(bytes)!.keys).toEqual(["docs/a.md\u0000abc"]);
    fc.assert(
      fc.property(fc.nat(), fc.uint8Array({ maxLength: 4 }), (at, junk) => {
        const cut = at % (bytes.length + 1);
        for (const changed of [bytes.subarray(0, cut), Buffer.concat([bytes.subarray(0, cut), junk, bytes.subarray(cut + junk.length)])]) {
          expect(() => decodeCoverageSnapshot(changed)).not.toThrow();
        }
        if (cut < bytes.length) expect(decodeCoverageSnapshot(bytes.subarray(0, cut))).toBeNull();
      }),
      { numRuns: fuzzRuns(300) },
    );
  });
});

describe("the coverage memo", () => {
  it("gives a later run the rows an earlier one remembered, by document key and tokenizer", async () => {
    const dir = await tempDir("coverage-memo");
    const first = openCoverageMemo(openContentStore({ dir }));
    expect(first.rows("docs/a.md\u0000abc", "o200k_base")).toBeUndefined();
    first.setRows("docs/a.md\u0000abc", "o200k_base", ROWS);
    first.setRows("docs/b.md\u0000abc", "o200k_base", []);
    first.flush();
    const later = openCoverageMemo(openContentStore({ dir }));
    expect(later.rows("docs/a.md\u0000abc", "o200k_base")).toEqual(ROWS);
    expect(later.rows("docs/b.md\u0000abc", "o200k_base")).toEqual([]);
    // other content, or counted in another tokenizer: not remembered
    expect(later.rows("docs/a.md\u0000abd", "o200k_base")).toBeUndefined();
    expect(later.rows("docs/a.md\u0000abc", "cl100k_base")).toBeUndefined();
  });

  it("writes nothing when a run adds no rows, and keeps only the documents a run asked for when it adds some", async () => {
    const dir = await tempDir("coverage-memo");
    const first = openCoverageMemo(openContentStore({ dir }));
    for (const name of ["a", "b", "c"]) first.setRows(`docs/${name}.md\u0000abc`, "o200k_base", ROWS);
    first.flush();
    const reading = countingStore(dir);
    const second = openCoverageMemo(reading.store);
    expect(second.rows("docs/a.md\u0000abc", "o200k_base")).toEqual(ROWS);
    second.flush();
    expect(reading.puts()).toBe(0);
    const adding = countingStore(dir);
    const third = openCoverageMemo(adding.store);
    expect(third.rows("docs/b.md\u0000abc", "o200k_base")).toEqual(ROWS);
    third.setRows("docs/d.md\u0000abc", "o200k_base", ROWS);
    third.flush();
    expect(adding.puts()).toBe(1);
    const fourth = openCoverageMemo(openContentStore({ dir }));
    expect(["a", "b", "c", "d"].map((name) => fourth.rows(`docs/${name}.md\u0000abc`, "o200k_base") !== undefined)).toEqual([false, true, false, true]);
  });
});
