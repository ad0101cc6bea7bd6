import { resolve } from "node:path";
import { openCacheFolder } from "../cache/index.js";
import { formatEmbeddingStats } from "../report/index.js";
import { createRetrieverRuntime, type RetrieverRuntime } from "../retrieval/index.js";
import type { CliIo } from "./io.js";
import type { CommonFlags } from "./parseCliArgs.js";

/**
 * The retriever runtime of one CLI command: the environment it was given (for the API key), the
 * cache folder (`--cache-dir`, default `<root>/.chunkgate/cache`; none with `--no-cache`) and the
 * progress sink (stderr, on a terminal only). `finish` closes the cache (prune, `.gitignore`) and,
 * when `report` is set and the run embedded or looked up anything, prints its cost on stderr.
 */
export function cliRuntime(common: CommonFlags, io: CliIo, root: string): { runtime: RetrieverRuntime; progress: ((message: string) => void) | undefined; finish(options: { report: boolean }): void } {
  const progress = io.isTTY ? (message: string) => io.stderr(`chunkgate: ${message}…\n`) : undefined;
  const cache = openCacheFolder({ root, enabled: !common.noCache, ...(common.cacheDir === undefined ? {} : { dir: resolve(io.cwd, common.cacheDir) }) });
  const runtime = createRetrieverRuntime({ env: io.env, cache: cache.store, ...(progress ? { progress } : {}) });
  return {
    runtime,
    progress,
    finish: ({ report }) => {
      cache.close();
      if (report && runtime.stats.texts > 0) io.stderr(`chunkgate: embeddings: ${formatEmbeddingStats(runtime.stats)}\n`);
    },
  };
}
