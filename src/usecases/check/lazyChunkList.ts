import type { Chunk } from "../../chunking/index.js";
import { RunStarts } from "./runStarts.js";

/** One document's run of chunks in a {@link lazyChunkList}: its number, and its chunks or how to build one (its ordinal in the run) when it is looked at. */
export interface ChunkRun {
  count: number;
  chunks?: Chunk[];
  chunk?: (c: number) => Chunk;
  /** The chunk's path, lines and offsets without building it, or null (then the chunk is read). */
  span?: (c: number) => ChunkSpan | null;
  /** What the chunk sends as context without building it (then the chunk is read when absent). */
  context?: (c: number) => ChunkContextRef;
}

/** What relevance reads of a chunk (see supports in src/evaluation): its path, lines and offsets; its text only where offsets do not decide. */
export interface ChunkSpan {
  path: string;
  startLine: number;
  endLine: number;
  startOffset?: number;
  endOffset?: number;
  readonly text: string;
}

/** What a retrieved chunk sends a model as context: its parent (parent-child) when it has one, else itself; by id, so one parent sent for two children counts once. */
export interface ChunkContextRef {
  id: string;
  tokens: number;
}

/**
 * A read-only array of the runs' chunks, each built when read (a warm pull request looks at few); `spanAt(i)` and
 * `contextAt(i)` give chunk i's place and context without building it where its run can, equal either way.
 */
export function lazyChunkList(runs: readonly ChunkRun[], places: RunStarts = new RunStarts(runs)): { chunks: Chunk[]; spanAt: (i: number) => Chunk | ChunkSpan; contextAt: (i: number) => ChunkContextRef } {
  const length = places.length;
  const chunkAt = (i: number): Chunk => {
    const r = places.runOf(i);
    const run = runs[r]!;
    return run.chunks ? run.chunks[i - places.start(r)]! : run.chunk!(i - places.start(r));
  };
  const spanAt = (i: number): Chunk | ChunkSpan => {
    const r = places.runOf(i);
    const run = runs[r]!;
    return (run.chunks ? undefined : run.span?.(i - places.start(r))) ?? chunkAt(i);
  };
  const contextAt = (i: number): ChunkContextRef => {
    const r = places.runOf(i);
    const run = runs[r]!;
    if (!run.chunks && run.context) return run.context(i - places.start(r));
    const chunk = chunkAt(i);
    return chunk.parent ?? chunk;
  };
  const indexOf = (key: string | symbol): number => {
    if (typeof key !== "string" || key.length === 0) return -1;
    const first = key.charCodeAt(0);
    if (first < 48 || first > 57 || (first === 48 && key.length > 1)) return -1;
    const i = Number(key);
    return Number.isInteger(i) && i < length ? i : -1;
  };
  const target: Chunk[] = [];
  target.length = length;
  const chunks = new Proxy(target, {
    get(object, key, receiver) {
      const i = indexOf(key);
      if (i >= 0) return chunkAt(i);
      return Reflect.get(object, key, receiver);
    },
    has(object, key) {
      return indexOf(key) >= 0 || Reflect.has(object, key);
    },
    getOwnPropertyDescriptor(object, key) {
      const i = indexOf(key);
      if (i >= 0) return { value: chunkAt(i), writable: false, enumerable: true, configurable: true };
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
  return { chunks, spanAt, contextAt };
}
