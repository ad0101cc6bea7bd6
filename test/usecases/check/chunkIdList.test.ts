import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chunkId, type Chunk } from "../../../src/chunking/index.js";
import { takeTop } from "../../../src/retrieval/takeTop.js";
import { chunkIdList, ordinalPlaces, pathPositions, prefixBefore, type IdRun } from "../../../src/usecases/check/chunkIdList.js";
import { RunStarts } from "../../../src/usecases/check/runStarts.js";

/** A run with its document's path (each test passes its runs as their own documents too). */
type Run = IdRun & { path: string };

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

describe("chunkIdList", () => {
  it("reads each id as the runs' chunks and documents give it, and nothing outside", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ path: pathArb, count: fc.nat(30), own: fc.boolean(), built: fc.boolean() }), { maxLength: 8 }), (specs) => {
        const runs: Run[] = specs.map((s) => (s.built ? { path: s.path, count: s.count, chunks: built(s.path, s.count, s.own ? undefined : (c) => `other#${c}`) } : { path: s.path, count: s.count }));
        const ids = chunkIdList(runs, runs, new RunStarts(runs));
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
          const ranks = chunkIdList(runs, runs, new RunStarts(runs)).tieRanks!();
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
    const ids = chunkIdList(runs, runs, new RunStarts(runs));
    const ranks = ids.tieRanks!();
    expect(ranks).toBeInstanceOf(Int32Array);
    expect(ranks).toEqual(placesBySorting(allIds(runs)));
    // without a long document the ids ascend
    const short = runs.filter((run) => run.count < 10_000);
    expect(chunkIdList(short, short, new RunStarts(short)).tieRanks!()).toBeNull();
  });

  it("leaves the order to the ids when a document's ids could fall among another's", () => {
    // `a#` is a prefix of `a#b#`: `a#0001` < `a#b#0000` < `a#0002` does not hold, but neither does a block order
    const runs: Run[] = [
      { path: "a", count: 2 },
      { path: "a#b", count: 2 },
    ];
    expect(chunkIdList(runs, runs, new RunStarts(runs)).tieRanks!()).toBeUndefined();
    const unsorted: Run[] = [
      { path: "b", count: 1 },
      { path: "a", count: 1 },
    ];
    expect(chunkIdList(unsorted, unsorted, new RunStarts(unsorted)).tieRanks!()).toBeUndefined();
  });

  it("ranks a search's ties as the ids themselves do", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 200 }), fc.integer({ min: 1, max: 40 }), (levels, depth) => {
        const runs: Run[] = [
          { path: "a.md", count: 5 },
          { path: "b.md", count: 10_010 },
          { path: "c d.md", count: 7 },
        ];
        const list = chunkIdList(runs, runs, new RunStarts(runs));
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

describe("pathPositions", () => {
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
        const found = pathPositions(runs, runs, new RunStarts(runs));
        for (const path of ["a.md", "b.md", "c.md", "d.md"]) {
          expect(found.get(path)).toEqual(expected.get(path));
          expect(found.get(path)).toEqual(expected.get(path));
        }
      }),
    );
  });
});
