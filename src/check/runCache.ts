import path from "node:path";
import { type ContentStore, noContentStore, openContentStore } from "../cache/contentStore.js";
import { openPreparedCache, type PreparedCache } from "../corpus/preparedCache.js";

/** Where a run's cache lives by default, under the repository root (`.chunkgate/` belongs in `.gitignore`). */
export const DEFAULT_CACHE_DIR = path.join(".chunkgate", "cache");

/** The cache of one run: the store on disk, its folder (null when caching is off), and the prepared documents kept in it. */
export interface RunCache {
  store: ContentStore;
  dir: string | null;
  /** Undefined when caching is off. */
  prepared: PreparedCache | undefined;
}

/**
 * Opens the cache of one run: `dir` resolved against `root` (default {@link DEFAULT_CACHE_DIR}),
 * or none when `disabled`. Opening never fails and reads nothing yet; a folder that cannot be
 * written just leaves the run uncached (see openContentStore).
 */
export function openRunCache(options: { root: string; dir?: string; disabled?: boolean }): RunCache {
  if (options.disabled) return { store: noContentStore(), dir: null, prepared: undefined };
  const dir = path.resolve(options.root, options.dir ?? DEFAULT_CACHE_DIR);
  const store = openContentStore({ dir });
  return { store, dir, prepared: openPreparedCache(store) };
}

/**
 * One line saying what the cache did for a run (for a log or a terminal), or null when it was not
 * used: how many documents came from it and how many were prepared and stored, e.g. `cache
 * .chunkgate/cache: 11,607 of 11,612 documents reused, 5 prepared and stored`.
 */
export function describeCacheUse(cache: RunCache, root: string): string | null {
  if (cache.dir === null || !cache.prepared) return null;
  const { reused, missing, stored } = cache.prepared.stats;
  if (reused + missing === 0) return null;
  const relative = path.relative(root, cache.dir);
  const shown = relative === "" ? "." : relative.startsWith("..") ? cache.dir : relative;
  const format = (n: number) => n.toLocaleString("en-US");
  const failed = cache.store.stats.failedWrites > 0 ? ` (the cache could not be written: is ${shown} writable?)` : "";
  return `cache ${shown}: ${format(reused)} of ${format(reused + missing)} documents reused, ${format(stored)} prepared and stored${failed}`;
}

/**
 * Ends a run's use of the cache: writes what the run added, then, when it wrote anything, trims
 * the cache to its size bound, least recently used entries first. Call it after the describe line
 * (failed writes are counted by the flush).
 */
export function closeRunCache(cache: RunCache): void {
  if (cache.dir === null || !cache.prepared) return;
  cache.prepared.flush();
  if (cache.store.stats.writes > 0) cache.store.prune();
}
