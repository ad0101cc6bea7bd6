import { existsSync, writeFileSync } from "node:fs";
import { isAbsolute, join, relative } from "node:path";
import { noContentStore, openContentStore, type ContentStore } from "./contentStore.js";
import { storeFolderProblem } from "./storeFolderProblem.js";

/** A run's cache: the store, where it lives, and the step that ends the run. */
export interface CacheFolder {
  store: ContentStore;
  /** Absolute folder, or null when caching is off or the folder was refused. */
  dir: string | null;
  /** Ends the run's use of the cache: prunes it when the run wrote, leaves a `.gitignore` of `*`; never throws. */
  close(): void;
}

/**
 * The cache in the absolute folder `dir`, or a store that keeps nothing when not `enabled` or when a pull request
 * could have written the folder (storeFolderProblem; `warn` says why): nothing the head commits stands in for state.
 */
export function openCacheFolder(options: { root: string; dir: string; enabled: boolean; warn: (message: string) => void }): CacheFolder {
  const off: CacheFolder = { store: noContentStore(), dir: null, close: () => {} };
  if (!options.enabled) return off;
  const { dir } = options;
  const problem = storeFolderProblem(dir, options.root);
  if (problem !== null) {
    options.warn(`not using the cache folder ${shownFrom(options.root, dir)}: ${problem}; this run keeps nothing between runs. Name a folder outside the repository, or one git tracks nothing in and that holds no links.`);
    return off;
  }
  const store = openContentStore({ dir });
  return {
    store,
    dir,
    close: () => {
      if (store.stats.writes > 0) store.prune();
      const ignore = join(dir, ".gitignore");
      try {
        if (existsSync(dir) && !existsSync(ignore)) writeFileSync(ignore, "# written by chunkgate: this folder is a cache\n*\n", { flag: "wx" });
      } catch {
        // a read-only cache is still a cache
      }
    },
  };
}

/** `dir` relative to `root` when inside it, else absolute: how messages name a cache folder. */
export function shownFrom(root: string, dir: string): string {
  const fromRoot = relative(root, dir);
  return fromRoot === "" ? "." : fromRoot.startsWith("..") || isAbsolute(fromRoot) ? dir : fromRoot;
}
