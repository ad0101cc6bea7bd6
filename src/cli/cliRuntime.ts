import { homedir } from "node:os";
import { isAbsolute, join, resolve } from "node:path";
import type { PreparedCache } from "../corpus/index.js";
import type { ResultCache } from "../usecases/index.js";
import { formatEmbeddingStats } from "../report/index.js";
import { createRetrieverRuntime, type RetrieverRuntime } from "../retrieval/index.js";
import { closeRunCache, describeCacheUse, openRunCache } from "../usecases/index.js";
import type { CliIo } from "./io.js";
import type { CommonFlags } from "./parseCliArgs.js";

/** What a CLI command hands the engine besides its flags, and the step that ends the run. */
export interface CliRuntime {
  runtime: RetrieverRuntime;
  /** Prepared documents kept between runs; undefined with `--no-cache`. */
  prepared: PreparedCache | undefined;
  /** Sources' results kept for a later pull request's base; undefined with `--no-cache`. */
  results: ResultCache | undefined;
  progress: ((message: string) => void) | undefined;
  finish(options: { report: boolean }): void;
}

/**
 * The runtime of one CLI command: the environment it was given (for the API key), the cache
 * folder (`--cache-dir`, else `CHUNKGATE_CACHE_DIR`, both relative to the working directory, else
 * the user's cache folder, see userCacheDir; none with `--no-cache`) holding prepared documents and
 * embeddings (a folder the repository could have written is refused with a warning on stderr), and
 * the progress sink (stderr, on a terminal only). `finish` writes and closes the cache; on a
 * terminal it says how many documents the cache saved preparing again, and, when `report` is set
 * and the run embedded or looked up anything, what embedding cost. Output for pipes and CI logs
 * stays as it was.
 */
export function cliRuntime(common: CommonFlags, io: CliIo, root: string): CliRuntime {
  const progress = io.isTTY ? (message: string) => io.stderr(`chunkgate: ${message}…\n`) : undefined;
  const named = common.cacheDir ?? io.cacheDir;
  const dir = named === undefined ? userCacheDir(io.env) : resolve(io.cwd, named);
  const cache = openRunCache({ root, dir, disabled: common.noCache, warn: (message) => io.stderr(`chunkgate: warning: ${message}\n`) });
  const runtime = createRetrieverRuntime({ env: io.env, cache: cache.store, ...(progress ? { progress } : {}) });
  return {
    runtime,
    prepared: cache.prepared,
    results: cache.results,
    progress,
    finish: ({ report }) => {
      closeRunCache(cache);
      const used = describeCacheUse(cache, root);
      if (used !== null && io.isTTY) io.stderr(`chunkgate: ${used}\n`);
      if (report && runtime.stats.texts > 0) io.stderr(`chunkgate: embeddings: ${formatEmbeddingStats(runtime.stats)}\n`);
    },
  };
}

/**
 * The CLI's default store: `$XDG_CACHE_HOME/chunkgate` when that is an absolute path (the XDG base
 * directory rule), else `~/.cache/chunkgate`. Outside every checkout, so nothing a repository
 * commits is read as stored state; entries are keyed by content, so repositories can share it.
 */
export function userCacheDir(env: Readonly<Record<string, string | undefined>>): string {
  const xdg = env["XDG_CACHE_HOME"];
  return xdg && isAbsolute(xdg) ? join(xdg, "chunkgate") : join(env["HOME"] || homedir(), ".cache", "chunkgate");
}
