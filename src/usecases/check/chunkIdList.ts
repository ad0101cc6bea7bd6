import { chunkId, chunkIdPath, type Chunk } from "../../chunking/index.js";
import type { PathPositions } from "../../evaluation/index.js";
import type { IdList } from "../../retrieval/index.js";
import type { RunStarts } from "./runStarts.js";

/** One document's run of chunks, as chunkIdList reads it: its number of chunks, and its chunks when they were built. */
export interface IdRun {
  readonly count: number;
  /** The chunks, when built: their ids and paths are read from them (they may not be the document's own). */
  readonly chunks?: readonly Chunk[] | undefined;
}

/** Chunks a document has before its ids stop ascending: `#9999` < `#10000` is false (see chunkId). */
const ASCENDING_ORDINALS = 10_000;

/** Where a run's document is: `documents[r]` is run r's (a source's documents, as chunkDocumentsLazily has them). */
export type RunDocuments = ReadonlyArray<{ readonly path: string }>;

/**
 * The ids of the runs' chunks in run order, each made when read (a built chunk's own, else chunkId's); tie ranks from the
 * id prefixes and run lengths, undefined (ids compared) when an id is not its document's own or prefixes are out of order.
 */
export function chunkIdList(runs: readonly IdRun[], documents: RunDocuments, places: RunStarts): IdList {
  const length = places.length;
  return {
    length,
    at(i: number): string | undefined {
      if (i < 0) i += length;
      if (!(i >= 0 && i < length)) return undefined;
      const r = places.runOf(Math.trunc(i));
      const chunks = runs[r]!.chunks;
      const c = Math.trunc(i) - places.start(r);
      return chunks ? chunks[c]!.id : chunkId(documents[r]!.path, c);
    },
    tieRanks: () => structuralTieRanks(runs, documents, places),
  };
}

function structuralTieRanks(runs: readonly IdRun[], documents: RunDocuments, places: RunStarts): Int32Array | null | undefined {
  let previous: string | undefined;
  let long = false;
  for (let r = 0; r < runs.length; r++) {
    const run = runs[r]!;
    if (run.count === 0) continue;
    const own = documents[r]!.path;
    if (run.chunks && !run.chunks.every((chunk, c) => chunk.id === chunkId(own, c))) return undefined;
    // each document's ids come after the previous document's, and none falls among them
    const path = chunkIdPath(own);
    if (previous !== undefined && !prefixBefore(previous, path)) return undefined;
    previous = path;
    if (run.count > ASCENDING_ORDINALS) long = true;
  }
  if (!long) return null;
  const ranks = new Int32Array(places.length);
  runs.forEach((run, r) => {
    const start = places.start(r);
    if (run.count <= ASCENDING_ORDINALS) {
      for (let c = 0; c < run.count; c++) ranks[start + c] = start + c;
      return;
    }
    const order = ordinalPlaces(run.count);
    for (let c = 0; c < run.count; c++) ranks[start + c] = start + order[c]!;
  });
  return ranks;
}

/**
 * Whether `a#` < `b#` without `a#` being the start of `b#` (then every id `a#…` is less than every id `b#…`), by the
 * engine's string comparisons rather than a loop over characters, which a one-pass run would run interpreted.
 */
export function prefixBefore(a: string, b: string): boolean {
  // one is the start of the other (or they are equal): the `#` after the shorter decides
  if (b.startsWith(a)) return a.length < b.length && HASH < b.charCodeAt(a.length);
  if (a.startsWith(b)) return a.charCodeAt(b.length) < HASH;
  return a < b;
}
const HASH = 0x23;

/**
 * Each ordinal's place among `0 .. count - 1` written as chunkId writes them (zero-padded to four digits) and sorted as
 * strings: a walk down the decimal tree, each of `1000`…`9999` followed by its extensions (`1000` < `10000` < `1001`).
 */
export function ordinalPlaces(count: number): Int32Array {
  const places = new Int32Array(count);
  let next = 0;
  const visit = (ordinal: number): void => {
    places[ordinal] = next++;
    if (ordinal < 1000) return;
    for (let digit = 0; digit < 10 && ordinal * 10 + digit < count; digit++) visit(ordinal * 10 + digit);
  };
  for (let ordinal = 0; ordinal < Math.min(count, ASCENDING_ORDINALS); ordinal++) visit(ordinal);
  return places;
}

/**
 * The positions of each path's chunks in the runs, found when asked for: a run not built holds its document's path
 * only (its range), a built run's chunks are looked at one by one. Equal to listing every chunk under its path.
 */
export function pathPositions(runs: readonly IdRun[], documents: RunDocuments, places: RunStarts): PathPositions {
  // path -> the one run holding it, or the runs holding it (ascending); made on the first get
  let runsOf: Map<string, number | number[]> | undefined;
  const found = new Map<string, readonly number[] | undefined>();
  const index = (): Map<string, number | number[]> => {
    const map = new Map<string, number | number[]>();
    const add = (path: string, r: number): void => {
      const known = map.get(path);
      if (known === undefined) map.set(path, r);
      else if (typeof known === "number") {
        if (known !== r) map.set(path, [known, r]);
      } else if (known[known.length - 1] !== r) known.push(r);
    };
    runs.forEach((run, r) => {
      if (run.count === 0) return;
      if (run.chunks) for (const chunk of run.chunks) add(chunk.path, r);
      else add(documents[r]!.path, r);
    });
    return map;
  };
  return {
    get(path: string): readonly number[] | undefined {
      if (found.has(path)) return found.get(path);
      const held = (runsOf ??= index()).get(path);
      let list: number[] | undefined;
      if (held !== undefined) {
        list = [];
        for (const r of typeof held === "number" ? [held] : held) {
          const run = runs[r]!;
          const start = places.start(r);
          for (let c = 0; c < run.count; c++) if (run.chunks ? run.chunks[c]!.path === path : true) list.push(start + c);
        }
      }
      found.set(path, list);
      return list;
    },
  };
}
