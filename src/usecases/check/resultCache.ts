import * as v from "valibot";
import { readJson, type ContentStore } from "../../store/index.js";
import type { Registry } from "../../config/index.js";
import { scoresDeletedKeys, type Workspace } from "./loadWorkspace.js";
import type { SourceResult } from "./sourceResult.js";
import { sourceResultKey } from "./sourceResultKey.js";

/** The store's namespace of what a base commit gave: source results and commits' reads, told apart by key and shape. */
const NAMESPACE = "results";

/** What reading a base commit for its results took: the files read in order, with texts (null: absent), and the selections. */
export interface CommitReads {
  reads: Array<readonly [path: string, text: string | null]>;
  selections: Array<readonly [name: string, count: number, digest: string]>;
}

/** Sources' results kept for a later pull request's base; anything that is not exactly a result's shape is a miss. */
export interface ResultCache {
  /** The result stored under `key`, or undefined. */
  get(key: string): SourceResult | undefined;
  /** Stores a result under `key` (written at once: a result is small and computed once per run). */
  set(key: string, result: SourceResult): void;
  /** What a base commit's tree gave, stored under `key` (see readKeptBase, which makes the key), or undefined. */
  commit(key: string): CommitReads | undefined;
  /** Stores what a base commit's tree gave under `key` (written at once). */
  setCommit(key: string, reads: CommitReads): void;
}

/** Whether this registry's results may be kept: only with `bm25`, whose runs depend on the texts alone, not a remote model. */
export function resultsCacheable(registry: Registry): boolean {
  return registry.retriever.kind === "bm25";
}

/** A source's result key, or null when not kept: ids unknown, retriever not cacheable, or a deleted key scored. */
export function workspaceResultKey(workspace: Workspace, sourceId: string): string | null {
  if (!workspace.selections || !resultsCacheable(workspace.registry) || scoresDeletedKeys(workspace)) return null;
  return sourceResultKey({ registry: workspace.registry, golden: workspace.golden, sourceId, selections: workspace.selections });
}

/** The result cache kept in `store`. */
export function openResultCache(store: ContentStore): ResultCache {
  return {
    commit: (key) => readEntry(store.get(NAMESPACE, key), commitEntry),
    setCommit(key, reads) {
      store.put(NAMESPACE, key, Buffer.from(JSON.stringify(reads), "utf8"));
    },
    get(key) {
      const entry = readEntry(store.get(NAMESPACE, key), resultEntry);
      return entry && { ...entry, runs: entry.runs.map(([id, split, hit, firstRelevantRank]) => ({ id, split, hit, firstRelevantRank })) };
    },
    set(key, result) {
      const runs = result.runs.map((r) => [r.id, r.split, r.hit, r.firstRelevantRank]);
      store.put(NAMESPACE, key, Buffer.from(JSON.stringify({ sourceId: result.sourceId, chunking: result.chunking, retriever: result.retriever, runs, ...(result.cost ? { cost: result.cost } : {}) }), "utf8"));
    },
  };
}

const rank = v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1)));
const resultEntry = v.object({
  sourceId: v.string(),
  // as the measuring code wrote it: the key covers that code
  chunking: v.custom<SourceResult["chunking"]>((value) => value !== null && typeof value === "object" && !Array.isArray(value)),
  retriever: v.string(),
  runs: v.array(v.strictTuple([v.string(), v.picklist(["train", "held_out"]), v.boolean(), rank])),
  cost: v.optional(v.object({ storedTokens: v.number(), contextTokensPerQuery: v.number() })),
});
const commitEntry = v.object({
  reads: v.array(v.strictTuple([v.string(), v.nullable(v.string())])),
  selections: v.array(v.strictTuple([v.string(), v.pipe(v.number(), v.integer(), v.minValue(0)), v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/))])),
});

// The value `schema` accepts in the JSON of `bytes`, or undefined for anything else (never trusted: read as a miss).
function readEntry<T extends v.GenericSchema>(bytes: Uint8Array | null, schema: T): v.InferOutput<T> | undefined {
  const parsed = bytes === null ? undefined : v.safeParse(schema, readJson(bytes));
  return parsed?.success ? parsed.output : undefined;
}
