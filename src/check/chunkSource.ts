import type { PreparedCache } from "../corpus/preparedCache.js";
import { chunkCorpus, prepareCorpus } from "../chunking/chunkCorpus.js";
import { chunkerMeasures, getChunker } from "../chunking/strategies.js";
import type { Chunk } from "../chunking/types.js";
import { loadRegistry } from "../config/loadRegistry.js";
import type { SourceConfig } from "../config/types.js";
import { loadCorpus } from "../corpus/loadCorpus.js";
import { UserError } from "../errors.js";

/**
 * The chunks one source produces with its registry parameters, in document then chunk order: what
 * its index holds. The registry is loaded (and so validated) as for a check.
 */
export async function chunkSource(options: { root: string; registryPath?: string; sourceId: string; prepared?: PreparedCache }): Promise<{ source: SourceConfig; chunks: Chunk[]; warnings: string[] }> {
  const { registry } = await loadRegistry({ root: options.root, registryPath: options.registryPath });
  const source = registry.sources.find((s) => s.id === options.sourceId);
  if (!source) {
    throw new UserError(`no source "${options.sourceId}" in ${registry.file}`, { hint: `use one of: ${registry.sources.map((s) => s.id).join(", ")}` });
  }
  getChunker(source.chunking.strategy, { file: registry.file, line: source.line });
  const corpus = await loadCorpus({ root: options.root, include: source.include, exclude: source.exclude, prepared: options.prepared, maxFileBytes: registry.maxFileBytes });
  const prepared = await prepareCorpus(corpus.documents, source.chunking.tokenizer, { prepared: options.prepared, measuring: chunkerMeasures(source.chunking.strategy) });
  return { source, chunks: chunkCorpus(prepared, source.chunking), warnings: corpus.warnings };
}
