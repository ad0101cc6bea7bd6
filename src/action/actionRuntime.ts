import { openCacheFolder } from "../cache/index.js";
import { formatEmbeddingStats } from "../report/index.js";
import { createRetrieverRuntime, type RetrieverRuntime } from "../retrieval/index.js";

/**
 * The retriever runtime of one action run: the step's environment (the variable the registry's
 * `api_key_env` names, set from a secret), the cache folder `.chunkgate/cache` under `root` (what
 * the `actions/cache` step of docs/retrievers.md persists), and the action log for progress. `finish` closes
 * the cache and logs what embedding cost, when anything was embedded or looked up.
 */
export function actionRuntime(options: { root: string; env: Readonly<Record<string, string | undefined>>; log: (message: string) => void }): { runtime: RetrieverRuntime; finish(): void } {
  const cache = openCacheFolder({ root: options.root, enabled: true });
  const runtime = createRetrieverRuntime({ env: options.env, cache: cache.store, progress: options.log });
  return {
    runtime,
    finish: () => {
      cache.close();
      if (runtime.stats.texts > 0) options.log(`embeddings: ${formatEmbeddingStats(runtime.stats)} (cache ${cache.dir})`);
    },
  };
}
