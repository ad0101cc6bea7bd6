import { homedir } from "node:os";
import { isAbsolute, join, resolve } from "node:path";
import { formatEmbeddingStats } from "../report/index.js";
import { createRetrieverRuntime } from "../retrieval/index.js";
import { closeRunCache, describeCacheUse, openRunCache } from "../usecases/index.js";
import type { CliIo } from "./io.js";
import type { CommonFlags } from "./parseCliArgs.js";

/** A command's runtime and store (`--cache-dir`, else `CHUNKGATE_CACHE_DIR`, else userCacheDir); `finish` closes it. */
export function cliRuntime(common: CommonFlags, io: CliIo) {
  const root = resolve(io.cwd, common.root);
  const progress = io.isTTY ? (message: string) => io.stderr(`chunkgate: ${message}…\n`) : undefined;
  const named = common.cacheDir ?? io.cacheDir;
  const dir = named === undefined ? userCacheDir(io.env) : resolve(io.cwd, named);
  const cache = openRunCache({ root, dir, disabled: common.noCache, warn: (message) => io.stderr(`chunkgate: warning: ${message}\n`) });
  const runtime = createRetrieverRuntime({ env: io.env, cache: cache.store, ...(progress ? { progress } : {}) });
  return {
    root,
    runtime,
    prepared: cache.prepared,
    results: cache.results,
    progress,
    finish: ({ report }: { report: boolean }) => {
      closeRunCache(cache);
      const used = describeCacheUse(cache, root);
      if (used !== null && io.isTTY) io.stderr(`chunkgate: ${used}\n`);
      if (report && runtime.stats.texts > 0) io.stderr(`chunkgate: embeddings: ${formatEmbeddingStats(runtime.stats)}\n`);
    },
  };
}

/** The default store, outside every checkout, so nothing a repository commits is read as stored state. */
export function userCacheDir(env: Readonly<Record<string, string | undefined>>): string {
  const xdg = env["XDG_CACHE_HOME"];
  return xdg && isAbsolute(xdg) ? join(xdg, "chunkgate") : join(env["HOME"] || homedir(), ".cache", "chunkgate");
}
