import { chunkId, chunkIdPath, type Chunk } from "../../chunking/index.js";
import type { PathPositions, SourceIndex } from "../../evaluation/index.js";
import type { IdList } from "../../retrieval/index.js";

/** One document's run of chunks: its count, and its chunks or how to build chunk c (its ordinal) when it is looked at. */
export interface ChunkRun {
  readonly count: number;
  /** The built chunks: ids and paths are read from them (they may not be the document's own). */
  readonly chunks?: Chunk[];
  chunk?: (c: number) => Chunk;
  /** The chunk's path, lines and offsets without building it, or null (then the chunk is read). */
  span?: (c: number) => ChunkSpan | null;
  context?: (c: number) => ChunkContextRef;
}

/** What relevance reads of a chunk (ChunkPlace in src/evaluation); its text only where offsets do not decide. */
export type ChunkSpan = Pick<Chunk, "path" | "startLine" | "endLine" | "startOffset" | "endOffset" | "text">;

/** What a retrieved chunk sends a model: its parent (parent-child), else itself; by id, so a parent sent twice counts once. */
export type ChunkContextRef = Pick<Chunk, "id" | "tokens">;

/** A source's chunks over its documents' runs (`documents[r]` is run r's), each chunk, id, place and context made when read. */
export type ChunkRunList = Required<Omit<SourceIndex, "retriever" | "chunks">> & { chunks: Chunk[]; ids: IdList };

/**
 * `chunks` is a read-only array (a warm pull request reads few); the rest give what reading the chunks would, without
 * building those a run can describe. Tie ranks come from the id prefixes and run lengths (undefined: ids compared).
 */
export function chunkRunList(runs: readonly ChunkRun[], documents: ReadonlyArray<{ readonly path: string }>): ChunkRunList {
  const places = new RunStarts(runs);
  const { length } = places;
  const chunkAt = (i: number): Chunk => {
    const r = places.runOf(i);
    const run = runs[r]!;
    return run.chunks ? run.chunks[i - places.start(r)]! : run.chunk!(i - places.start(r));
  };
  const idAt = (i: number): string => {
    const r = places.runOf(i);
    const chunks = runs[r]!.chunks;
    const c = i - places.start(r);
    return chunks ? chunks[c]!.id : chunkId(documents[r]!.path, c);
  };
  return {
    chunks: lazyArray(length, chunkAt),
    spanAt(i) {
      const r = places.runOf(i);
      const run = runs[r]!;
      return (run.chunks ? undefined : run.span?.(i - places.start(r))) ?? chunkAt(i);
    },
    contextAt(i) {
      const r = places.runOf(i);
      const run = runs[r]!;
      if (!run.chunks && run.context) return run.context(i - places.start(r));
      const chunk = chunkAt(i);
      return chunk.parent ?? chunk;
    },
    idAt,
    ids: {
      length,
      at(i) {
        if (i < 0) i += length;
        return i >= 0 && i < length ? idAt(Math.trunc(i)) : undefined;
      },
      tieRanks: () => structuralTieRanks(runs, documents, places),
    },
    byPath: pathPositions(runs, documents, places),
  };
}

/** An array of `length` elements whose element i is `at(i)`, made each time it is read; writes are refused. */
function lazyArray<T>(length: number, at: (i: number) => T): T[] {
  const indexOf = (key: string | symbol): number => {
    if (typeof key !== "string" || key.length === 0) return -1;
    const first = key.charCodeAt(0);
    if (first < 48 || first > 57 || (first === 48 && key.length > 1)) return -1;
    const i = Number(key);
    return Number.isInteger(i) && i < length ? i : -1;
  };
  const target: T[] = [];
  target.length = length;
  return new Proxy(target, {
    get(object, key, receiver) {
      const i = indexOf(key);
      if (i >= 0) return at(i);
      return Reflect.get(object, key, receiver);
    },
    has(object, key) {
      return indexOf(key) >= 0 || Reflect.has(object, key);
    },
    getOwnPropertyDescriptor(object, key) {
      const i = indexOf(key);
      if (i >= 0) return { value: at(i), writable: false, enumerable: true, configurable: true };
      return Reflect.getOwnPropertyDescriptor(object, key);
    },
    ownKeys(object) {
      const keys: Array<string | symbol> = [];
      for (let i = 0; i < length; i++) keys.push(String(i));
      return [...keys, ...Reflect.ownKeys(object)];
    },
    set: () => false,
    defineProperty: () => false,
    deleteProperty: () => false,
  });
}

/** Where each document's run of chunks starts in a source's chunk order, and which run holds a position. */
export class RunStarts {
  /** Chunks over all runs. */
  readonly length: number;
  // start of run r, then the total; 32-bit, as every position is (an index's arrays have one entry per chunk)
  private readonly starts: Int32Array;

  /** Runs keep their order; a run of 0 chunks holds no position. RangeError past 2³¹ − 1 chunks. */
  constructor(runs: ReadonlyArray<{ readonly count: number }>) {
    this.starts = new Int32Array(runs.length + 1);
    let total = 0;
    for (let r = 0; r < runs.length; r++) {
      total += runs[r]!.count;
      if (total > 0x7fffffff) throw new RangeError(`RunStarts: more than ${0x7fffffff} chunks`);
      this.starts[r + 1] = total;
    }
    this.length = total;
  }

  /** The position of run r's first chunk (the total for r = the number of runs). */
  start(r: number): number {
    return this.starts[r]!;
  }

  /** The run holding position i (0 ≤ i < length): the last run whose start is ≤ i, so never an empty one. */
  runOf(i: number): number {
    const starts = this.starts;
    let low = 0;
    let high = starts.length - 2;
    while (low < high) {
      const mid = (low + high + 1) >>> 1;
      if (starts[mid]! <= i) low = mid;
      else high = mid - 1;
    }
    return low;
  }
}

/** Chunks a document has before its ids stop ascending: `#9999` < `#10000` is false (see chunkId). */
const ASCENDING_ORDINALS = 10_000;

function structuralTieRanks(runs: readonly ChunkRun[], documents: ReadonlyArray<{ readonly path: string }>, places: RunStarts): Int32Array | null | undefined {
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

/** Each ordinal's place among `0 .. count - 1` as chunkId writes them (four digits at least), sorted as strings. */
export function ordinalPlaces(count: number): Int32Array {
  const places = new Int32Array(count);
  let next = 0;
  // a walk down the decimal tree: each of `1000`…`9999` followed by its extensions (`1000` < `10000` < `1001`)
  const visit = (ordinal: number): void => {
    places[ordinal] = next++;
    if (ordinal < 1000) return;
    for (let digit = 0; digit < 10 && ordinal * 10 + digit < count; digit++) visit(ordinal * 10 + digit);
  };
  for (let ordinal = 0; ordinal < Math.min(count, ASCENDING_ORDINALS); ordinal++) visit(ordinal);
  return places;
}

/** Each path's positions, found when asked: a run not built holds its document's path only, a built run's by chunk. */
function pathPositions(runs: readonly ChunkRun[], documents: ReadonlyArray<{ readonly path: string }>, places: RunStarts): PathPositions {
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
