import { createHash } from "node:crypto";
import type { ContentStore } from "./contentStore.js";

/** Options of {@link openBucketedStore}. */
export interface BucketedStoreOptions {
  store: ContentStore;
  namespace: string;
  /** Key material every bucket key starts with: what the values depend on besides their own key (versions, code). */
  version: string;
  /** Largest bucket kept, in bytes (default 4 MiB); a bucket over it drops the values its run did not use, oldest first. */
  maxBucketBytes?: number;
}

/** Many small values in a few store entries, spread by their key's hash; a bucket not of this layout reads as empty. */
export interface BucketedStore {
  /** The value stored under `key`, or undefined; `name` is `bucketName(key)` when the caller has it. */
  get(key: string, name?: string): Uint8Array | undefined;
  /** Stores `value` under `key`, kept in memory until {@link flush}. */
  set(key: string, value: Uint8Array): void;
  /** The bucket `key` is kept in (a name such as `3f`): values in one bucket are read together. */
  bucketName(key: string): string;
  /** Drops bucket `name`'s values unless it holds unwritten ones, so they die young; a later get reads it again. */
  release(name: string): void;
  /** Whether bucket `name` is in the store, marking it used without reading it (ContentStore.touch). */
  touch(name: string): boolean;
  /** Writes the buckets that changed; call once at the end of a run. Returns the number written. */
  flush(): number;
  /** Values dropped by flushes (a bucket over its bound) since opening. */
  readonly dropped: number;
}

interface Bucket {
  /** Values by key, in insertion order (the oldest first); null once released (read again on use). */
  values: Map<string, Uint8Array> | null;
  used: Set<string>;
  dirty: boolean;
}

/** Opens a bucketed view of `options.store`; nothing is read until a value is asked for. */
export function openBucketedStore(options: BucketedStoreOptions): BucketedStore {
  const maxBytes = options.maxBucketBytes ?? 4 * 1024 * 1024;
  const buckets = new Map<string, Bucket>();
  const bucketKey = (name: string): string => `${options.version}\u0000bucket ${name}`;
  const nameOf = (key: string): string => createHash("sha1").update(key).digest("hex").slice(0, 2);
  // the bucket's values, read on first use (and again after a release); `used` outlives a release
  const bucketOf = (key: string, known?: string): Bucket & { values: Map<string, Uint8Array> } => {
    const name = known ?? nameOf(key);
    let bucket = buckets.get(name);
    if (!bucket) {
      bucket = { values: null, used: new Set(), dirty: false };
      buckets.set(name, bucket);
    }
    bucket.values ??= readBucket(options.store, options.namespace, bucketKey(name));
    return bucket as Bucket & { values: Map<string, Uint8Array> };
  };
  let dropped = 0;
  return {
    get dropped() {
      return dropped;
    },
    bucketName: nameOf,
    touch: (name) => options.store.touch(options.namespace, bucketKey(name)),
    release(name) {
      const bucket = buckets.get(name);
      if (bucket && !bucket.dirty) bucket.values = null;
    },
    get(key, name) {
      const bucket = bucketOf(key, name);
      const value = bucket.values.get(key);
      if (value !== undefined) bucket.used.add(key);
      return value;
    },
    set(key, value) {
      const bucket = bucketOf(key);
      bucket.values.delete(key);
      bucket.values.set(key, value);
      bucket.used.add(key);
      bucket.dirty = true;
    },
    flush() {
      let written = 0;
      for (const [name, bucket] of buckets) {
        if (!bucket.dirty || bucket.values === null) continue;
        const parts = [...bucket.values].map(([key, value]) => ({ key, bytes: entryBytes(key, value) }));
        let size = parts.reduce((sum, part) => sum + part.bytes.length, 0);
        // Over the bound: drop what this run did not use, oldest first, until the bucket fits.
        const kept = parts.filter((part) => {
          if (size <= maxBytes || bucket.used.has(part.key)) return true;
          size -= part.bytes.length;
          bucket.values!.delete(part.key);
          dropped++;
          return false;
        });
        options.store.put(options.namespace, bucketKey(name), Buffer.concat(kept.map((part) => part.bytes)));
        bucket.dirty = false;
        written++;
      }
      return written;
    },
  };
}

/** One entry of a bucket: its key and value, each after its length. */
function entryBytes(key: string, value: Uint8Array): Buffer {
  if (!(value instanceof Uint8Array)) throw new TypeError(`a bucket holds bytes, not ${typeof value} (key ${JSON.stringify(key)})`);
  const keyBytes = Buffer.from(key, "utf8");
  const bytes = Buffer.allocUnsafe(8 + keyBytes.length + value.length);
  bytes.writeUInt32LE(keyBytes.length, 0);
  keyBytes.copy(bytes, 4);
  bytes.writeUInt32LE(value.length, 4 + keyBytes.length);
  bytes.set(value, 8 + keyBytes.length);
  return bytes;
}

/** The entries of a bucket (see BucketedStore), values as views of its bytes; empty when absent or not of that layout. */
function readBucket(store: ContentStore, namespace: string, key: string): Map<string, Uint8Array> {
  const bytes = store.get(namespace, key);
  const values = new Map<string, Uint8Array>();
  if (bytes === null) return values;
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 0; at < buffer.length; ) {
    if (at + 4 > buffer.length) return new Map();
    const keyLength = buffer.readUInt32LE(at);
    const valueAt = at + 4 + keyLength;
    if (valueAt + 4 > buffer.length) return new Map();
    const valueLength = buffer.readUInt32LE(valueAt);
    if (valueAt + 4 + valueLength > buffer.length) return new Map();
    values.set(buffer.toString("utf8", at + 4, valueAt), bytes.subarray(valueAt + 4, valueAt + 4 + valueLength));
    at = valueAt + 4 + valueLength;
  }
  return values;
}
