import type { ContentStore } from "../../cache/index.js";
import type { ResultRun, SourceResult } from "./sourceResult.js";

/** The content store's namespace of source results. */
const NAMESPACE = "results";

/**
 * Sources' results kept between runs (see SourceResult and sourceResultKey), in the run's content
 * store, so that the main branch's check leaves behind what a pull request's base needs. One store
 * entry per source result, verified by the store (a corrupt or foreign entry reads as a miss), then
 * checked for its shape: anything that is not exactly a result reads as a miss too, is computed
 * again and rewritten. Never trusted, never an error. Bounded with the rest of the store (its size
 * bound, least recently used first).
 */
export interface ResultCache {
  /** The result stored under `key`, or undefined. */
  get(key: string): SourceResult | undefined;
  /** Stores a result under `key` (written at once: a result is small and computed once per run). */
  set(key: string, result: SourceResult): void;
  /** Results found, asked for and not found, stored, since opening. */
  readonly stats: { hits: number; misses: number; stored: number };
}

/** The result cache kept in `store`. */
export function openResultCache(store: ContentStore): ResultCache {
  const stats = { hits: 0, misses: 0, stored: 0 };
  return {
    stats,
    get(key) {
      const bytes = store.get(NAMESPACE, key);
      const result = bytes === null ? undefined : decode(bytes);
      if (result === undefined) stats.misses++;
      else stats.hits++;
      return result;
    },
    set(key, result) {
      const runs = result.runs.map((r) => [r.id, r.split, r.hit, r.firstRelevantRank]);
      store.put(NAMESPACE, key, Buffer.from(JSON.stringify({ sourceId: result.sourceId, chunking: result.chunking, retriever: result.retriever, runs }), "utf8"));
      stats.stored++;
    },
  };
}

/** The result in `bytes`, or undefined when they are not exactly one (a foreign or damaged entry). */
function decode(bytes: Uint8Array): SourceResult | undefined {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8"));
  } catch {
    return undefined;
  }
  if (value === null || typeof value !== "object") return undefined;
  const { sourceId, chunking, retriever, runs } = value as Record<string, unknown>;
  if (typeof sourceId !== "string" || typeof retriever !== "string" || chunking === null || typeof chunking !== "object" || Array.isArray(chunking) || !Array.isArray(runs)) return undefined;
  const decoded: ResultRun[] = [];
  for (const run of runs) {
    if (!Array.isArray(run) || run.length !== 4) return undefined;
    const [id, split, hit, rank] = run as unknown[];
    if (typeof id !== "string" || (split !== "train" && split !== "held_out") || typeof hit !== "boolean") return undefined;
    if (rank !== null && !(typeof rank === "number" && Number.isInteger(rank) && rank >= 1)) return undefined;
    decoded.push({ id, split, hit, firstRelevantRank: rank });
  }
  return { sourceId, chunking: chunking as SourceResult["chunking"], retriever, runs: decoded };
}
