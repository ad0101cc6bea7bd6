import { UserError } from "../../errors.js";
import { runSweep, type SweepOptions } from "./runSweep.js";
import type { SweepReport } from "./types.js";
import type { RetrieverConfig } from "../../config/index.js";
import { retrieverIdentity } from "../../retrieval/index.js";

/** `chunkgate sweep`: one source's grid with the registry's retriever, the one named, or several compared (not in a shard). */
export async function sweepSource(options: SweepOptions & { retrievers?: readonly string[] }): Promise<{ sweep: SweepReport } | { comparison: RetrieverComparison }> {
  const { retrievers, ...rest } = options;
  const kind = options.workspace.registry.retriever.kind;
  if (options.shard && retrievers && retrievers[0] !== kind) {
    throw new UserError(`--shard measures with the registry's retriever (\`${kind}\`), because \`chunkgate merge\` completes the shards with it`, {
      hint: `drop --retrievers, or set \`retriever.kind: ${retrievers[0]}\` in the registry before sharding`,
    });
  }
  const configs = retrievers ? retrieverConfigs(options.workspace.registry.retriever, retrievers) : [];
  if (configs.length <= 1) return { sweep: await runSweep({ ...rest, ...(configs[0] ? { retriever: configs[0] } : {}) }) };
  // each held-out look counts after the ones before it
  const sweeps: SweepReport[] = [];
  for (const config of configs) {
    options.progress?.(`sweeping with ${config.kind}`);
    const earlierLooks = [...(options.earlierLooks ?? []), ...sweeps.flatMap((s) => (s.choice?.heldOutLook ? [s.choice.heldOutLook.entry] : []))];
    sweeps.push(await runSweep({ ...rest, retriever: config, earlierLooks }));
  }
  return { comparison: { schemaVersion: 1, kind: "chunkgate-sweep-comparison", source: options.sourceId, sweeps } };
}

/** The sweep JSON of `chunkgate sweep --retrievers` with more than one retriever. */
export interface RetrieverComparison {
  schemaVersion: 1;
  kind: "chunkgate-sweep-comparison";
  source: string;
  /** One whole sweep per retriever, in the order asked for; each is what `chunkgate sweep` writes. */
  sweeps: SweepReport[];
}

/** The registry's retriever with each kind in turn, each checked up front. */
export function retrieverConfigs(base: RetrieverConfig, kinds: readonly string[]): RetrieverConfig[] {
  if (kinds.length === 0) throw new UserError("--retrievers needs at least one retriever", { hint: "e.g. --retrievers bm25,embeddings,hybrid" });
  return kinds.map((kind) => {
    const config = { ...base, kind };
    try {
      retrieverIdentity(config);
    } catch (error) {
      if (error instanceof UserError) throw new UserError(`--retrievers: ${error.message}`, { file: error.file, line: error.line, hint: error.hint });
      throw error;
    }
    return config;
  });
}
