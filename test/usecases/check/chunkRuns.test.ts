import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chunkId, type Chunk } from "../../../src/chunking/index.js";
import { takeTop } from "../../../src/retrieval/takeTop.js";
import { chunkRunList, ordinalPlaces, prefixBefore, RunStarts, type ChunkRun } from "../../../src/usecases/check/chunkRuns.js";

/** A run with its document's path (each test passes its runs as their own documents too). */
type Run = ChunkRun & { path: string };

/** Each position's place in the ids' ascending order, equal ids by descending position: what takeTop's tie ranks are. */
function placesBySorting(ids: readonly string[]): Int32Array {
  const order = ids.map((_, i) => i).sort((a, b) => (ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : b - a));
  const places = new Int32Array(ids.length);
  order.forEach((position, place) => (places[position] = place));
  return places;
}

function allIds(runs: readonly Run[]): string[] {
  return runs.flatMap((run) => Array.from({ length: run.count }, (_, c) => (run.chunks ? run.chunks[c]!.id : chunkId(run.path, c))));
}

function built(path: string, count: number, id: (c: number) => string = (c) => chunkId(path, c), chunkPath: (c: number) => string = () => path): Chunk[] {
  return Array.from({ length: count }, (_, c) => ({ id: id(c), path: chunkPath(c) }) as Chunk);
}

// Paths from characters that sort around `#` (0x23) and `%` (chunkId escapes whitespace as %20),
// so that prefixes, escapes and `#` inside paths all occur.
const pathArb = fc.string({ unit: fc.constantFrom("a", "b", "!", "#", " ", "-", ".", "/", "0", "9", "%"), minLength: 1, maxLength: 6 });

describe("ordinalPlaces", () => {
  it("places each ordinal where sorting the written ordinals (four digits at least) puts it", () => {
    for (const count of [0, 1, 2, 999, 1000, 1001, 9999, 10_000, 10_001, 10_010, 10_011, 12_345, 100_001, 100_100]) {
      const written = Array.from({ length: count }, (_, c) => String(c).padStart(4, "0"));
      expect(ordinalPlaces(count)).toEqual(placesBySorting(written));
    }
  });
});

describe("prefixBefore", () => {
  it("says whether one path's ids all come before another's, as comparing the prefixes says", () => {
    fc.assert(
      fc.property(pathArb, pathArb, (a, b) => {
        expect(prefixBefore(a, b)).toBe(`${a}#` < `${b}#` && !`${b}#`.startsWith(`${a}#`));
      }),
      { numRuns: 2000 },
    );
    expect(prefixBefore("a", "a!")).toBe(false);
    expect(prefixBefore("a!", "a")).toBe(true);
    expect(prefixBefore("a", "a-")).toBe(true);
    expect(prefixBefore("a", "a#b")).toBe(false);
  });
});

describe("chunkRunList's ids", () => {
  it("reads each id as the runs' chunks and documents give it, and nothing outside", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ path: pathArb, count: fc.nat(30), own: fc.boolean(), built: fc.boolean() }), { maxLength: 8 }), (specs) => {
        const runs: Run[] = specs.map((s) => (s.built ? { path: s.path, count: s.count, chunks: built(s.path, s.count, s.own ? undefined : (c) => `other#${c}`) } : { path: s.path, count: s.count }));
        const ids = chunkRunList(runs, runs).ids;
        const expected = allIds(runs);
        expect(ids.length).toBe(expected.length);
        expect(Array.from({ length: ids.length }, (_, i) => ids.at(i))).toEqual(expected);
        expect(ids.at(expected.length)).toBeUndefined();
        expect(ids.at(-1)).toBe(expected[expected.length - 1]);
      }),
    );
  });

  it("gives tie ranks equal to comparing every id, or says it does not know", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ path: pathArb, count: fc.oneof(fc.nat(12), fc.constantFrom(10_001, 10_012)), own: fc.boolean(), built: fc.boolean() }), { maxLength: 6 }),
        fc.boolean(),
        (specs, sorted) => {
          const ordered = sorted ? [...specs].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)) : specs;
          const runs: Run[] = ordered.map((s) => (s.built ? { path: s.path, count: s.count, chunks: built(s.path, s.count, s.own ? undefined : (c) => `x${c}`) } : { path: s.path, count: s.count }));
          const ranks = chunkRunList(runs, runs).ids.tieRanks!();
          if (ranks === undefined) return;
          const ids = allIds(runs);
          const ascending = ids.every((id, i) => i === 0 || ids[i - 1]! < id);
          if (ranks === null) expect(ascending).toBe(true);
          else expect(ranks).toEqual(placesBySorting(ids));
        },
      ),
    );
  });

  it("knows the order of documents in path order, a long one included, without reading an id", () => {
    const runs: Run[] = [
      { path: "api/a.md", count: 3 },
      { path: "api/TOC.md", count: 0 },
      { path: "api/b.md", count: 10_050, chunks: built("api/b.md", 10_050) },
      { path: "api/b.md.x", count: 2 },
      { path: "docs/my page.md", count: 4 },
    ].sort((a, b) => (a.path < b.path ? -1 : 1));
    const ids = chunkRunList(runs, runs).ids;
    const ranks = ids.tieRanks!();
    expect(ranks).toBeInstanceOf(Int32Array);
    expect(ranks).toEqual(placesBySorting(allIds(runs)));
    // without a long document the ids ascend
    const short = runs.filter((run) => run.count < 10_000);
    expect(chunkRunList(short, short).ids.tieRanks!()).toBeNull();
  });

  it("leaves the order to the ids when a document's ids could fall among another's", () => {
    // `a#` is a prefix of `a#b#`: `a#0001` < `a#b#0000` < `a#0002` does not hold, but neither does a block order
    const runs: Run[] = [
      { path: "a", count: 2 },
      { path: "a#b", count: 2 },
    ];
    expect(chunkRunList(runs, runs).ids.tieRanks!()).toBeUndefined();
    const unsorted: Run[] = [
      { path: "b", count: 1 },
      { path: "a", count: 1 },
    ];
    expect(chunkRunList(unsorted, unsorted).ids.tieRanks!()).toBeUndefined();
  });

  it("ranks a search's ties as the ids themselves do", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 200 }), fc.integer({ min: 1, max: 40 }), (levels, depth) => {
        const runs: Run[] = [
          { path: "a.md", count: 5 },
          { path: "b.md", count: 10_010 },
          { path: "c d.md", count: 7 },
        ];
        const list = chunkRunList(runs, runs).ids;
        const ids = allIds(runs);
        // candidates spread over the three documents, with few distinct scores (many ties)
        const positions = levels.map((_, i) => (i * 7919) % ids.length);
        const candidates = Int32Array.from(new Set(positions));
        const scoresOf = () => {
          const scores = new Float64Array(ids.length);
          candidates.forEach((p, i) => (scores[p] = 1 + levels[i % levels.length]!));
          return scores;
        };
        expect(takeTop(candidates, candidates.length, scoresOf(), list, depth)).toEqual(takeTop(candidates, candidates.length, scoresOf(), ids, depth));
      }),
      { numRuns: 30 },
    );
  });
});

describe("chunkRunList's byPath", () => {
  it("lists each path's positions as listing every chunk under its path would", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ path: fc.constantFrom("a.md", "b.md", "c.md"), count: fc.nat(5), built: fc.boolean(), foreign: fc.boolean() }), { maxLength: 8 }), (specs) => {
        const runs: Run[] = specs.map((s) => (s.built ? { path: s.path, count: s.count, chunks: built(s.path, s.count, undefined, (c) => (s.foreign && c % 2 === 1 ? "c.md" : s.path)) } : { path: s.path, count: s.count }));
        const expected = new Map<string, number[]>();
        let at = 0;
        for (const run of runs) {
          for (let c = 0; c < run.count; c++, at++) {
            const path = run.chunks ? run.chunks[c]!.path : run.path;
            expected.set(path, [...(expected.get(path) ?? []), at]);
          }
        }
        const found = chunkRunList(runs, runs).byPath;
        for (const path of ["a.md", "b.md", "c.md", "d.md"]) {
          expect(found.get(path)).toEqual(expected.get(path));
          expect(found.get(path)).toEqual(expected.get(path));
        }
      }),
    );
  });
});


describe("RunStarts", () => {
  it("finds for every position the run that holds it, never an empty one, and each run's start", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(4), { maxLength: 12 }), (counts) => {
        const places = new RunStarts(counts.map((count) => ({ count })));
        const owner = counts.flatMap((count, r) => Array.from({ length: count }, () => r));
        expect(places.length).toBe(owner.length);
        owner.forEach((r, i) => expect(places.runOf(i)).toBe(r));
        counts.forEach((_, r) => expect(places.start(r)).toBe(counts.slice(0, r).reduce((a, b) => a + b, 0)));
        expect(places.start(counts.length)).toBe(owner.length);
      }),
    );
  });

  it("refuses more chunks than a 32-bit position can name", () => {
    expect(() => new RunStarts([{ count: 2 ** 30 }, { count: 2 ** 30 }])).toThrow(RangeError);
    expect(new RunStarts([{ count: 2 ** 30 }, { count: 2 ** 30 - 1 }]).length).toBe(2 ** 31 - 1);
  });
});
