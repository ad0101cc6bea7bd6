import { createHash, randomBytes } from "node:crypto";
import { closeSync, lstatSync, lutimesSync, mkdirSync, openSync, readdirSync, renameSync, unlinkSync, writeSync } from "node:fs";
import { join } from "node:path";
import { readNoLink } from "./readNoLink.js";
import { readPruneLedger, writePruneLedger } from "./pruneLedger.js";

/**
 * The store on disk: an entry is `<dir>/<namespace>/<2 hex>/<sha256 of key>`, written to a temporary name and renamed;
 * a file whose magic, key hash or value hash does not match reads as a miss (and is deleted). Never an error.
 */
export interface ContentStore {
  /** The value stored under `key` in `namespace`, or null when absent or not verifiable. */
  get(namespace: string, key: string | Uint8Array): Uint8Array | null;
  /** Whether an entry is stored under `key`, marking it used now without reading it (so it is not pruned first). Never throws. */
  touch(namespace: string, key: string | Uint8Array): boolean;
  /** Stores `value` under `key` in `namespace`; never throws (a failed write is counted, not raised). */
  put(namespace: string, key: string | Uint8Array, value: Uint8Array): void;
  /** Deletes least recently used entries down to `maxBytes`, only regular files named as entries; returns how many. */
  prune(maxBytes?: number): number;
  /** Writes and failed writes since the store was opened: whether to prune, whether to warn that the folder is not writable. */
  readonly stats: { writes: number; failedWrites: number };
}

/** Options of {@link openContentStore}. */
export interface ContentStoreOptions {
  /** Folder of the store, created on first write. The shells' defaults are outside the checkout (see openCacheFolder). */
  dir: string;
  /** Bound that {@link ContentStore.prune} enforces, in bytes (default 1 GiB, well under the 10 GB GitHub grants a repository's caches). */
  maxBytes?: number;
}

const MAGIC = Buffer.from("CGCS1\n", "latin1");
const HEADER = MAGIC.length + 32 + 32;
const DEFAULT_MAX_BYTES = 1024 ** 3;
const NAMESPACE = /^[a-z0-9][a-z0-9._-]*$/;
/** The name of every entry file the store writes: the SHA-256 of its key. Pruning removes nothing else. */
const ENTRY_NAME = /^[0-9a-f]{64}$/;

/** Opens the store in `dir`: `get` gives the bytes a `put` of that key stored, or null, whatever the folder holds. */
export function openContentStore(options: ContentStoreOptions): ContentStore {
  const stats = { writes: 0, failedWrites: 0 };
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  // bytes written since the last ledger update, counted whole so the ledger over-estimates rather than misses
  let unledgeredBytes = 0;
  const entryPath = (namespace: string, keyHash: Buffer): string => {
    if (!NAMESPACE.test(namespace)) throw new TypeError(`cache namespace ${JSON.stringify(namespace)} must match ${NAMESPACE}`);
    const hex = keyHash.toString("hex");
    return join(options.dir, namespace, hex.slice(0, 2), hex);
  };
  return {
    stats,
    get(namespace, key) {
      const keyHash = sha256(key);
      const file = entryPath(namespace, keyHash);
      let bytes: Buffer;
      try {
        bytes = readNoLink(file);
      } catch {
        return null;
      }
      const value = verified(bytes, keyHash);
      if (value === null) {
        removeQuietly(file);
        return null;
      }
      touch(file);
      return value;
    },
    touch(namespace, key) {
      return touch(entryPath(namespace, sha256(key)));
    },
    put(namespace, key, value) {
      const keyHash = sha256(key);
      const file = entryPath(namespace, keyHash);
      const temporary = `${file}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
      try {
        mkdirSync(join(file, ".."), { recursive: true });
        const fd = openSync(temporary, "wx");
        try {
          writeSync(fd, Buffer.concat([MAGIC, keyHash, sha256(value)]));
          writeSync(fd, value);
        } finally {
          closeSync(fd);
        }
        renameSync(temporary, file);
        unledgeredBytes += HEADER + value.length;
        stats.writes++;
      } catch {
        stats.failedWrites++;
        removeQuietly(temporary);
      }
    },
    prune(bound = maxBytes) {
      const now = Date.now();
      const ledger = readPruneLedger(options.dir, now);
      const written = unledgeredBytes;
      unledgeredBytes = 0;
      if (ledger !== null && ledger.bytes + written <= bound) {
        if (written > 0) writePruneLedger(options.dir, { bytes: ledger.bytes + written, runs: ledger.runs + 1, prunedAt: ledger.prunedAt });
        return 0;
      }
      const { removed, remainingBytes } = pruneStore(options.dir, bound);
      writePruneLedger(options.dir, { bytes: remainingBytes, runs: 0, prunedAt: now });
      return removed;
    },
  };
}

/** A store that holds nothing: every `get` misses, every `put` is dropped. For `--no-cache` and tests. */
export function noContentStore(): ContentStore {
  return {
    stats: { writes: 0, failedWrites: 0 },
    get: () => null,
    touch: () => false,
    put() {},
    prune: () => 0,
  };
}

function verified(bytes: Buffer, keyHash: Buffer): Uint8Array | null {
  if (bytes.length < HEADER || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) return null;
  if (!bytes.subarray(MAGIC.length, MAGIC.length + 32).equals(keyHash)) return null;
  const value = bytes.subarray(HEADER);
  if (!bytes.subarray(MAGIC.length + 32, HEADER).equals(sha256(value))) return null;
  return value;
}

function sha256(data: string | Uint8Array): Buffer {
  return createHash("sha256").update(data).digest();
}

/** Marks an entry as used now, so pruning removes the least recently used first; whether the file is there. */
function touch(file: string): boolean {
  const now = new Date();
  try {
    lutimesSync(file, now, now);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    // A read-only cache still serves hits; it just cannot record recency.
    try {
      return lstatSync(file).isFile();
    } catch {
      return false;
    }
  }
}

function removeQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // Already gone, or not ours to delete: either way it is not served.
  }
}

/** Lists every entry and deletes the least recently used until at most `maxBytes` remain. */
function pruneStore(dir: string, maxBytes: number): { removed: number; remainingBytes: number } {
  const entries: Array<{ file: string; size: number; used: number }> = [];
  // Only namespaces hold entries: the ledger and `.gitignore` beside them are not the store's to prune.
  for (const namespace of listQuietly(dir).filter((name) => NAMESPACE.test(name))) {
    for (const prefix of listQuietly(join(dir, namespace))) {
      for (const name of listQuietly(join(dir, namespace, prefix)).filter((entry) => ENTRY_NAME.test(entry))) {
        const file = join(dir, namespace, prefix, name);
        try {
          const stat = lstatSync(file);
          if (stat.isFile()) entries.push({ file, size: stat.size, used: stat.mtimeMs });
        } catch {
          // Removed by a concurrent run: nothing to count.
        }
      }
    }
  }
  let total = entries.reduce((sum, e) => sum + e.size, 0);
  if (total <= maxBytes) return { removed: 0, remainingBytes: total };
  // Oldest use first; ties by name so two runs prune the same entries.
  entries.sort((a, b) => a.used - b.used || (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  let removed = 0;
  for (const entry of entries) {
    if (total <= maxBytes) break;
    try {
      unlinkSync(entry.file);
      total -= entry.size;
      removed++;
    } catch {
      // Cannot delete (read-only cache): stop counting it as ours to bound.
    }
  }
  return { removed, remainingBytes: total };
}

function listQuietly(dir: string): string[] {
  try {
    return readdirSync(dir).sort();
  } catch {
    return [];
  }
}
