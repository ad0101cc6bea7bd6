import type { PreparedCache } from "../corpus/index.js";
import type { ResultCache } from "../usecases/index.js";
import { formatEmbeddingStats } from "../report/index.js";
import { createRetrieverRuntime, type RetrieverRuntime } from "../retrieval/index.js";
import { closeRunCache, describeCacheUse, openRunCache } from "../usecases/index.js";

/**
 * The retriever runtime and store of one action run (`warn` says why a store folder the pull
 * request could have written is refused); `finish` closes the store and logs what it saved.
 */
export function actionRuntime(options: {
  root: string;
  cacheDir: string;
  warn: (message: string) => void;
  env: (name: string) => string | undefined;
  log: (message: string) => void;
}): { runtime: RetrieverRuntime; prepared: PreparedCache | undefined; results: ResultCache | undefined; finish(): void } {
  const cache = openRunCache({ root: options.root, dir: options.cacheDir, warn: options.warn });
  const runtime = createRetrieverRuntime({ env: options.env, cache: cache.store, progress: options.log });
  return {
    runtime,
    prepared: cache.prepared,
    results: cache.results,
    finish: () => {
      closeRunCache(cache);
      const used = describeCacheUse(cache, options.root);
      if (used !== null) options.log(used);
      if (runtime.stats.texts > 0) options.log(`embeddings: ${formatEmbeddingStats(runtime.stats)} (cache ${cache.dir})`);
    },
  };
}
