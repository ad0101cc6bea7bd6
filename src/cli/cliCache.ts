import { resolve } from "node:path";
import { closeRunCache, describeCacheUse, openRunCache, type RunCache } from "../check/runCache.js";
import type { CliIo } from "./io.js";
import type { CommonFlags } from "./parseCliArgs.js";

/**
 * The cache a CLI command uses: none with `--no-cache`; else `--cache-dir`, else the
 * `CHUNKGATE_CACHE_DIR` environment variable (both relative to the working directory), else
 * `.chunkgate/cache` under the root.
 */
export function openCliCache(common: CommonFlags, root: string, io: CliIo): RunCache {
  const dir = common.cacheDir ?? io.cacheDir;
  return openRunCache({ root, dir: dir === undefined ? undefined : resolve(io.cwd, dir), disabled: common.noCache });
}

/**
 * Ends a command's use of the cache: on a terminal, one line on stderr says how many documents it
 * saved preparing again (output for pipes and CI logs stays as it was); the cache is then trimmed
 * to its bound.
 */
export function closeCliCache(cache: RunCache, root: string, io: CliIo): void {
  closeRunCache(cache);
  const line = describeCacheUse(cache, root);
  if (line !== null && io.isTTY) io.stderr(`chunkgate: ${line}\n`);
}
