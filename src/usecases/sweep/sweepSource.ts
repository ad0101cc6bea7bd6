import { UserError } from "../../errors.js";
import { compareRetrievers, retrieverConfigs, type RetrieverComparison } from "./compareRetrievers.js";
import { runSweep, type SweepOptions } from "./runSweep.js";
import type { SweepReport } from "./types.js";

/**
 * `chunkgate sweep`: one source's grid, with the registry's retriever, the one named, or several
 * compared. A shard takes only the registry's, which `chunkgate merge` completes it with.
 */
export async function sweepSource(options: SweepOptions & { retrievers?: readonly string[] }): Promise<{ sweep: SweepReport } | { comparison: RetrieverComparison }> {
  const { retrievers, ...rest } = options;
  const kind = options.workspace.registry.retriever.kind;
  if (options.shard && retrievers && retrievers[0] !== kind) {
    throw new UserError(`--shard measures with the registry's retriever (\`${kind}\`), because \`chunkgate merge\` completes the shards with it`, {
      hint: `drop --retrievers, or set \`retriever.kind: ${retrievers[0]}\` in the registry before sharding`,
    });
  }
  if (retrievers && retrievers.length > 1) return { comparison: await compareRetrievers({ ...rest, kinds: retrievers }) };
  const retriever = retrievers ? retrieverConfigs(options.workspace.registry.retriever, retrievers)[0] : undefined;
  return { sweep: await runSweep({ ...rest, ...(retriever ? { retriever } : {}) }) };
}
