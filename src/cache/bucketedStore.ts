import { createHash } from "node:crypto";
import type { ContentStore } from "./contentStore.js";

/** Options of {@link openBucketedStore}. */
export interface BucketedStoreOptions {
  /** The content store the buckets are entries of. */
  store: ContentStore;
  /** Namespace of the buckets in the store. */
  namespace: string;
  /** Key material every bucket key starts with: what the values depend on besides their own key (versions, code). */
  version: string;
  /** Number of buckets, a power of 16 between 16 and 4096 (default 256). */
  buckets?: number;
  /**
   * Largest bucket kept, in bytes of JSON (default 4 MiB). When a bucket written at the end of a run
   * would be larger, values not used by that run are dropped from it, oldest first.
   */
  maxBucketBytes?: number;
}

/**
 * Many small JSON values kept in a few large store entries. A corpus has thousands of documents;
 * one store file per document made a warm run of vba-docs (11,612 documents) spend over a second in
 * file-system calls, and a cold one four seconds writing files. Values are spread over `buckets`
 * entries by a hash of their key, read bucket by bucket on first use, and buckets that gained
 * values are written once, by {@link BucketedStore.flush}. A bucket is verified as a whole by the
 * store (a corrupt or foreign bucket reads as empty and is rewritten).
 */
export interface BucketedStore {
  /** The value stored under `key`, or undefined. */
  get(key: string): unknown;
  /** Stores `value` under `key` (JSON-serialisable), kept in memory until {@link flush}. */
  set(key: string, value: unknown): void;
  /** The bucket `key` is kept in (a name such as `3f`): values in one bucket are read together. */
  bucketName(key: string): string;
  /**
   * Lets go of the values read for bucket `name` when it holds nothing unwritten (else nothing
   * happens): a caller done with a bucket releases it so that its parsed values are garbage while
   * still young, instead of being kept, and copied, for the rest of the run. A value asked for
   * later reads the bucket again.
   */
  release(name: string): void;
  /** Writes the buckets that changed; call once at the end of a run. Returns the number written. */
  flush(): number;
  /** Values found, values asked for and not found, values set, since opening. */
  readonly stats: { hits: number; misses: number; sets: number };
}

interface Bucket {
  /** Values by key, in insertion order (the oldest first); null once released (read again on use). */
  values: Map<string, unknown> | null;
  used: Set<string>;
  dirty: boolean;
}

/** Opens a bucketed view of `options.store`; nothing is read until a value is asked for. */
export function openBucketedStore(options: BucketedStoreOptions): BucketedStore {
  const count = options.buckets ?? 256;
  const digits = Math.round(Math.log(count) / Math.log(16));
  if (16 ** digits !== count || digits < 1 || digits > 3) throw new TypeError(`buckets must be 16, 256 or 4096, got ${count}`);
  const maxBytes = options.maxBucketBytes ?? 4 * 1024 * 1024;
  const buckets = new Map<string, Bucket>();
  const bucketKey = (name: string): string => `${options.version}\u0000bucket ${name}`;
  const nameOf = (key: string): string => createHash("sha1").update(key).digest("hex").slice(0, digits);
  // the bucket's values, read on first use (and again after a release); `used` outlives a release
  const bucketOf = (key: string): Bucket & { values: Map<string, unknown> } => {
    const name = nameOf(key);
    let bucket = buckets.get(name);
    if (!bucket) {
      bucket = { values: null, used: new Set(), dirty: false };
      buckets.set(name, bucket);
    }
    bucket.values ??= readBucket(options.store, options.namespace, bucketKey(name));
    return bucket as Bucket & { values: Map<string, unknown> };
  };
  const stats = { hits: 0, misses: 0, sets: 0 };
  return {
    stats,
    bucketName: nameOf,
    release(name) {
      const bucket = buckets.get(name);
      if (bucket && !bucket.dirty) bucket.values = null;
    },
    get(key) {
      const bucket = bucketOf(key);
      const value = bucket.values.get(key);
      if (value === undefined) stats.misses++;
      else {
        stats.hits++;
        bucket.used.add(key);
      }
      return value;
    },
    set(key, value) {
      const bucket = bucketOf(key);
      bucket.values.delete(key);
      bucket.values.set(key, value);
      bucket.used.add(key);
      bucket.dirty = true;
      stats.sets++;
    },
    flush() {
      let written = 0;
      for (const [name, bucket] of buckets) {
        if (!bucket.dirty || bucket.values === null) continue;
        const parts = [...bucket.values].map(([key, value]) => ({ key, text: `${JSON.stringify(key)}:${JSON.stringify(value)}` }));
        let size = parts.reduce((sum, part) => sum + part.text.length + 1, 1);
        // Over the bound: drop what this run did not use, oldest first, until the bucket fits.
        const kept = parts.filter((part) => {
          if (size <= maxBytes || bucket.used.has(part.key)) return true;
          size -= part.text.length + 1;
          bucket.values!.delete(part.key);
          return false;
        });
        options.store.put(options.namespace, bucketKey(name), Buffer.from(`{${kept.map((part) => part.text).join(",")}}`, "utf8"));
        bucket.dirty = false;
        written++;
      }
      return written;
    },
  };
}

function readBucket(store: ContentStore, namespace: string, key: string): Map<string, unknown> {
  const bytes = store.get(namespace, key);
  if (bytes === null) return new Map();
  try {
    const parsed: unknown = JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8"));
    return parsed !== null && typeof parsed === "object" && !Array.isArray(parsed) ? new Map(Object.entries(parsed)) : new Map();
  } catch {
    return new Map();
  }
}
