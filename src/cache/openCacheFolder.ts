import { existsSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { noContentStore, openContentStore, type ContentStore } from "./contentStore.js";

/** The cache folder chunkgate uses when none is named, relative to the repository root. */
export const DEFAULT_CACHE_DIR = ".chunkgate/cache";

/** A run's cache: the store, where it lives, and the step that ends the run. */
export interface CacheFolder {
  store: ContentStore;
  /** Absolute folder, or null when caching is off. */
  dir: string | null;
  /**
   * Ends the run's use of the cache: when the run wrote to it, prunes it to its size bound (least
   * recently used first; a run that only read cannot have grown it, and pruning may list every
   * entry, see ContentStore.prune) and,
   * when the folder exists, leaves a `.gitignore` of `*` in it (as pytest and ruff do with theirs)
   * so the cache never shows up in `git status` nor gets committed. Never throws.
   */
  close(): void;
}

/**
 * The shells' cache: `dir` resolved against `root` (default `.chunkgate/cache`, laid out so that
 * `actions/cache` can persist it), or a store that keeps nothing when `enabled` is false
 * (`--no-cache`).
 */
export function openCacheFolder(options: { root: string; dir?: string; enabled: boolean }): CacheFolder {
  if (!options.enabled) return { store: noContentStore(), dir: null, close: () => {} };
  const dir = resolve(options.root, options.dir ?? DEFAULT_CACHE_DIR);
  const store = openContentStore({ dir });
  return {
    store,
    dir,
    close: () => {
      if (store.stats.writes > 0) store.prune();
      const ignore = join(dir, ".gitignore");
      try {
        if (existsSync(dir) && !existsSync(ignore)) writeFileSync(ignore, "# written by chunkgate: this folder is a cache\n*\n");
      } catch {
        // a read-only cache is still a cache
      }
    },
  };
}
