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
  if (retrievers && retrievers.length > 1) return { comparison: await compareRetrievers({ ...rest, kinds: retrievers }) };
  const retriever = retrievers ? retrieverConfigs(options.workspace.registry.retriever, retrievers)[0] : undefined;
  return { sweep: await runSweep({ ...rest, ...(retriever ? { retriever } : {}) }) };
}

/** The sweep JSON of `chunkgate sweep --retrievers` with more than one retriever. */
export interface RetrieverComparison {
  schemaVersion: 1;
  kind: "chunkgate-sweep-comparison";
  source: string;
  /** One whole sweep per retriever, in the order asked for; each is what `chunkgate sweep` writes. */
  sweeps: SweepReport[];
}

/** `chunkgate sweep --retrievers`: one sweep per retriever kind (all checked first), each look after earlier ones. */
export async function compareRetrievers(options: Omit<SweepOptions, "retriever" | "shard"> & { kinds: readonly string[] }): Promise<RetrieverComparison> {
  const configs = retrieverConfigs(options.workspace.registry.retriever, options.kinds);
  const sweeps: SweepReport[] = [];
  for (const config of configs) {
    options.progress?.(`sweeping with ${config.kind}`);
    const earlierLooks = [...(options.earlierLooks ?? []), ...sweeps.flatMap((s) => (s.choice?.heldOutLook ? [s.choice.heldOutLook.entry] : []))];
    sweeps.push(await runSweep({ ...options, retriever: config, earlierLooks }));
  }
  return { schemaVersion: 1, kind: "chunkgate-sweep-comparison", source: options.sourceId, sweeps };
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
