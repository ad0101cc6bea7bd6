import type { ContentStore } from "../../store/index.js";
import type { ResultRun, SourceResult } from "./sourceResult.js";

/** The store's namespace of what a base commit gave: source results and commits' reads, told apart by key and shape. */
const NAMESPACE = "results";

/**
 * What reading a base commit for its kept results took from its tree: the files read, in order, with
 * their texts (null: absent), and the registry's selections. A commit never changes, so these stand
 * for listing its tree again.
 */
export interface CommitReads {
  reads: Array<readonly [path: string, text: string | null]>;
  selections: Array<readonly [name: string, count: number, digest: string]>;
}

/**
 * Sources' results kept in the store, so the main branch's check leaves what a pull request's base
 * needs. Anything that does not verify or is not exactly a result's shape is a miss, never an error.
 */
export interface ResultCache {
  /** The result stored under `key`, or undefined. */
  get(key: string): SourceResult | undefined;
  /** Stores a result under `key` (written at once: a result is small and computed once per run). */
  set(key: string, result: SourceResult): void;
  /** Results found, asked for and not found, stored, since opening. */
  readonly stats: { hits: number; misses: number; stored: number };
  /** What a base commit's tree gave, stored under `key` (see readKeptBase, which makes the key), or undefined. */
  commit(key: string): CommitReads | undefined;
  /** Stores what a base commit's tree gave under `key` (written at once). */
  setCommit(key: string, reads: CommitReads): void;
  /** Commits' reads found and stored, since opening. */
  readonly commitStats: { hits: number; stored: number };
}

/** The result cache kept in `store`. */
export function openResultCache(store: ContentStore): ResultCache {
  const stats = { hits: 0, misses: 0, stored: 0 };
  const commitStats = { hits: 0, stored: 0 };
  return {
    stats,
    commitStats,
    commit(key) {
      const found = decodeCommitReads(jsonObject(store.get(NAMESPACE, key)));
      if (found) commitStats.hits++;
      return found;
    },
    setCommit(key, reads) {
      store.put(NAMESPACE, key, Buffer.from(JSON.stringify(reads), "utf8"));
      commitStats.stored++;
    },
    get(key) {
      const result = decode(jsonObject(store.get(NAMESPACE, key)));
      if (result === undefined) stats.misses++;
      else stats.hits++;
      return result;
    },
    set(key, result) {
      const runs = result.runs.map((r) => [r.id, r.split, r.hit, r.firstRelevantRank]);
      store.put(NAMESPACE, key, Buffer.from(JSON.stringify({ sourceId: result.sourceId, chunking: result.chunking, retriever: result.retriever, runs, ...(result.cost ? { cost: result.cost } : {}) }), "utf8"));
      stats.stored++;
    },
  };
}

/** The result in `value`, or undefined when it is not exactly one (a foreign or damaged entry). */
function decode(value: Record<string, unknown> | undefined): SourceResult | undefined {
  if (value === undefined) return undefined;
  const { sourceId, chunking, retriever, runs, cost } = value;
  if (typeof sourceId !== "string" || typeof retriever !== "string" || chunking === null || typeof chunking !== "object" || Array.isArray(chunking) || !Array.isArray(runs)) return undefined;
  const decoded: ResultRun[] = [];
  for (const run of runs) {
    if (!Array.isArray(run) || run.length !== 4) return undefined;
    const [id, split, hit, rank] = run as unknown[];
    if (typeof id !== "string" || (split !== "train" && split !== "held_out") || typeof hit !== "boolean") return undefined;
    if (rank !== null && !(typeof rank === "number" && Number.isInteger(rank) && rank >= 1)) return undefined;
    decoded.push({ id, split, hit, firstRelevantRank: rank });
  }
  const costs = cost !== null && typeof cost === "object" ? (cost as Record<string, unknown>) : {};
  const kept = typeof costs.storedTokens === "number" && typeof costs.contextTokensPerQuery === "number" ? { cost: { storedTokens: costs.storedTokens, contextTokensPerQuery: costs.contextTokensPerQuery } } : {};
  return { sourceId, chunking: chunking as SourceResult["chunking"], retriever, runs: decoded, ...kept };
}

// A CommitReads, or undefined for anything that is not exactly one (never trusted: read as a miss).
function decodeCommitReads(value: Record<string, unknown> | undefined): CommitReads | undefined {
  if (value === undefined) return undefined;
  const { reads, selections } = value;
  if (!Array.isArray(reads) || !Array.isArray(selections)) return undefined;
  for (const read of reads) {
    if (!Array.isArray(read) || read.length !== 2 || typeof read[0] !== "string" || !(typeof read[1] === "string" || read[1] === null)) return undefined;
  }
  for (const selection of selections) {
    if (!Array.isArray(selection) || selection.length !== 3) return undefined;
    const [name, count, digest] = selection as unknown[];
    if (typeof name !== "string" || !(typeof count === "number" && Number.isInteger(count) && count >= 0) || typeof digest !== "string" || !/^[0-9a-f]{64}$/.test(digest)) return undefined;
  }
  return { reads: reads as CommitReads["reads"], selections: selections as CommitReads["selections"] };
}

// The JSON object (not an array) in `bytes`, or undefined when they are absent or hold anything else.
function jsonObject(bytes: Uint8Array | null): Record<string, unknown> | undefined {
  if (bytes === null) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8"));
  } catch {
    return undefined;
  }
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}
