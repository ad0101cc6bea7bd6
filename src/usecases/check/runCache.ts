import { openCacheFolder, shownFrom, type CacheFolder, type ContentStore } from "../../store/index.js";
import { openPreparedCache, type PreparedCache } from "../../corpus/index.js";
import { openResultCache, type ResultCache } from "./resultCache.js";
import { openChunkCache } from "./chunkCache.js";
import { outlinedDocuments } from "./outlinedDocuments.js";
import { openGoldenSetCache } from "./goldenSetCache.js";
import { formatCount } from "../../formatCount.js";

/** The cache of one run: one folder holding every format the store writes, so `actions/cache` persists one path. */
export interface RunCache {
  store: ContentStore;
  /** Absolute folder, or null when caching is off. */
  dir: string | null;
  /** Parsed documents and their line counts, with each document's chunks (see outlinedDocuments); undefined when caching is off. */
  prepared: PreparedCache | undefined;
  /** Sources' results, for a later pull request's base (see openResultCache); undefined when caching is off. */
  results: ResultCache | undefined;
  folder: CacheFolder;
}

/** Opens the cache in the absolute `dir`, or none when `disabled` or refused (`warn` says why); reads nothing yet. */
export function openRunCache(options: { root: string; dir: string; disabled?: boolean; warn: (message: string) => void }): RunCache {
  const folder = openCacheFolder({ root: options.root, dir: options.dir, enabled: !options.disabled, warn: options.warn });
  const on = folder.dir !== null;
  return { store: folder.store, dir: folder.dir, prepared: on ? outlinedDocuments(openPreparedCache(folder.store), openChunkCache(folder.store), { goldenSets: openGoldenSetCache(folder.store) }) : undefined, results: on ? openResultCache(folder.store) : undefined, folder };
}

/** One line saying how many documents the cache gave and how many were prepared and stored, or null when it was not used. */
export function describeCacheUse(cache: RunCache, root: string): string | null {
  if (cache.dir === null || !cache.prepared) return null;
  const { reused, missing, stored } = cache.prepared.stats;
  if (reused + missing === 0) return null;
  const shown = shownFrom(root, cache.dir);
  const failed = cache.store.stats.failedWrites > 0 ? ` (the cache could not be written: is ${shown} writable?)` : "";
  return `cache ${shown}: ${formatCount(reused)} of ${formatCount(reused + missing)} documents reused, ${formatCount(stored)} prepared and stored${failed}`;
}

/** Writes what the run added and closes the folder; before describeCacheUse, as the flush counts failed writes. */
export function closeRunCache(cache: RunCache): void {
  cache.prepared?.flush();
  cache.folder.close();
}
