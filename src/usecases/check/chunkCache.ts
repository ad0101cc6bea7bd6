import { createHash } from "node:crypto";
import { codeFingerprint, openBucketedStore, type BucketedStore, type ContentStore } from "../../store/index.js";
import type { ChunkingParams } from "../../chunking/index.js";
import { VERSION } from "../../version.js";
import { decodeChunkEntry, encodeChunkEntry, openChunkEntry, type ChunkContext, type ChunkEntry, type OpenedEntry } from "./chunkEntryBytes.js";
import { openDocumentMemo, type DocumentMemo } from "./documentMemo.js";
import { decodeSummarySnapshot, encodeSummarySnapshot, type SnapshotDocument, type SummarySnapshot } from "./summarySnapshot.js";
import { decodeTermSnapshot, type TermSnapshot } from "./termSnapshot.js";

/** The chunk cache: per document in `chunks`, per source in `sources` (see architecture.md); unverified: a miss. */
export interface ChunkCache {
  /** Each document's entry under `params`, or undefined; each bucket is released once read, so its bytes die young. */
  chunksOf(documents: ReadonlyArray<{ key: string | undefined; context: ChunkContext }>, params: ChunkingParams): Array<ChunkEntry | undefined>;
  setChunks(key: string, params: ChunkingParams, context: ChunkContext, value: ChunkEntry): void;
  /** The term snapshot of the source `scope` under `params`, or undefined when absent or unverified. */
  termSnapshot(scope: string, params: ChunkingParams): TermSnapshot | undefined;
  /** Stores `bytes` (encodeTermSnapshot's) as the term snapshot of `scope` under `params`, written by {@link flush}. */
  setTermSnapshot(scope: string, params: ChunkingParams, bytes: Uint8Array): void;
  /**
   * The summary snapshot of the source `scope` under `params`, or undefined when absent, unverified, or when a chunk
   * entry it stands for may be gone (a bucket missing, a new epoch): every document it holds rebuilds from openChunks.
   */
  summarySnapshot(scope: string, params: ChunkingParams): SummarySnapshot | undefined;
  /** Stores a summary snapshot of `docs` (this run's documents of `scope` under `params`), written by {@link flush}. */
  setSummarySnapshot(scope: string, params: ChunkingParams, docs: readonly SnapshotDocument[]): void;
  /** The stored chunk entry of `key` under `params`, opened for `context` (openChunkEntry), or undefined; not counted in `stats`. */
  openChunks(key: string, params: ChunkingParams, context: ChunkContext): OpenedEntry | undefined;
  /** Each document's outline, coverage rows and keys' ranges (written by {@link flush}). */
  readonly documents: DocumentMemo;
  /** Writes what changed (chunk buckets, source snapshots, the document memo); once, at the end of a run. */
  flush(): void;
}

/** What every chunk entry's key starts with: the version and the code fingerprint, so no entry made by other code is read. */
export function chunkCacheVersion(): string {
  return `chunkgate ${VERSION} chunks code ${codeFingerprint()}`;
}

/** The store's namespace of source snapshots: a summary snapshot and a term snapshot per source and chunking, each its own entry. */
const SOURCES = "sources";

/** The chunk cache kept in `store`; each of its 256 buckets holds `maxBucketBytes` (default 16 MiB) at most. */
export function openChunkCache(store: ContentStore, options: { maxBucketBytes?: number } = {}): ChunkCache {
  const buckets: BucketedStore = openBucketedStore({ store, namespace: "chunks", version: chunkCacheVersion(), maxBucketBytes: options.maxBucketBytes ?? 16 * 1024 * 1024 });
  const documentMemo: DocumentMemo = openDocumentMemo(store);
  // the settings' hash, memoised by params object: a source's documents all share one
  const byObject = new WeakMap<ChunkingParams, string>();
  const chunkKey = (key: string, params: ChunkingParams): string => {
    let hash = byObject.get(params);
    if (hash === undefined) byObject.set(params, (hash = createHash("sha256").update(settingsOf(params)).digest("hex").slice(0, 24)));
    return `chunks\u0000${key}\u0000${hash}`;
  };
  const snapshotKey = (kind: "summaries" | "terms", scope: string, params: ChunkingParams): string => `${chunkCacheVersion()} ${kind}\u0000${chunkKey(scope, params)}`;
  const pending = new Map<string, Uint8Array>();
  // a summary snapshot stands for entries it does not read: one of another epoch, or naming a pruned bucket, is ignored
  const epochNow = documentMemo.epoch;
  const cache: ChunkCache = {
    documents: documentMemo,
    chunksOf(documents, params) {
      const found: Array<ChunkEntry | undefined> = new Array(documents.length).fill(undefined);
      const byBucket = new Map<string, number[]>();
      documents.forEach((document, i) => {
        if (document.key === undefined) return;
        const name = buckets.bucketName(chunkKey(document.key, params));
        const list = byBucket.get(name);
        if (list) list.push(i);
        else byBucket.set(name, [i]);
      });
      for (const [name, list] of byBucket) {
        for (const i of list) {
          const bytes = buckets.get(chunkKey(documents[i]!.key!, params), name);
          found[i] = (bytes instanceof Uint8Array && decodeChunkEntry(bytes, documents[i]!.context)) || undefined;
        }
        buckets.release(name);
      }
      return found;
    },
    setChunks(key, params, context, value) {
      buckets.set(chunkKey(key, params), encodeChunkEntry(value, context));
    },
    termSnapshot(scope, params) {
      const bytes = store.get(SOURCES, snapshotKey("terms", scope, params));
      return (bytes && decodeTermSnapshot(bytes)) || undefined;
    },
    setTermSnapshot(scope, params, bytes) {
      pending.set(snapshotKey("terms", scope, params), bytes);
    },
    summarySnapshot(scope, params) {
      const bytes = store.get(SOURCES, snapshotKey("summaries", scope, params));
      const found = bytes && decodeSummarySnapshot(bytes);
      if (found === null || found.epoch !== epochNow()) return undefined;
      // every bucket checked (and marked used), so none is pruned while its snapshot is served
      let present = true;
      for (const name of found.buckets) present = buckets.touch(name) && present;
      return present ? found : undefined;
    },
    setSummarySnapshot(scope, params, docs) {
      const names = new Set<string>();
      for (const doc of docs) names.add(buckets.bucketName(chunkKey(doc.key, params)));
      pending.set(snapshotKey("summaries", scope, params), encodeSummarySnapshot(docs, { epoch: epochNow(), buckets: [...names].sort() }));
    },
    openChunks(key, params, context) {
      const bytes = buckets.get(chunkKey(key, params));
      return (bytes instanceof Uint8Array && openChunkEntry(bytes, context)) || undefined;
    },
    flush() {
      const dropped = buckets.dropped;
      buckets.flush();
      // entries dropped: the document memo starts a new epoch, so no summary snapshot (this run's included) is trusted again
      const restart = buckets.dropped > dropped;
      for (const [key, bytes] of pending) if (!restart || !key.includes(" summaries\u0000")) store.put(SOURCES, key, bytes);
      pending.clear();
      documentMemo.flush(restart);
    },
  };
  return cache;
}

/** Every chunking setting, keys sorted, so the same configuration always gives the same key whatever order the registry wrote it in. */
function settingsOf(params: ChunkingParams): string {
  return JSON.stringify(params, (_key, value: unknown) =>
    value !== null && typeof value === "object" && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : value,
  );
}
