import { getChunker, type Chunk } from "../../chunking/index.js";
import { chunkDocuments } from "./chunkDocuments.js";
import { loadRegistry, type SourceConfig } from "../../config/index.js";
import { loadCorpus, type PreparedCache } from "../../corpus/index.js";
import { UserError } from "../../errors.js";

/** The chunks one source's index holds, in order; a missing or unknown source id is a UserError listing the ids. */
export async function chunkSource(options: { root: string; registryPath?: string; sourceId: string | undefined; prepared?: PreparedCache }): Promise<{ source: SourceConfig; chunks: Chunk[]; warnings: string[] }> {
  const { registry } = await loadRegistry({ root: options.root, registryPath: options.registryPath });
  const source = registry.sources.find((s) => s.id === options.sourceId);
  if (!source) {
    const ids = registry.sources.map((s) => s.id);
    const known = `${registry.file} has ${ids.length === 1 ? "one source" : `${ids.length} sources`}: ${ids.join(", ")}`;
    if (options.sourceId === undefined) throw new UserError(`chunks needs --source ID; ${known}`, { hint: `e.g. chunkgate chunks --source ${ids[0]}` });
    throw new UserError(`no source "${options.sourceId}" in ${registry.file}`, { hint: `use one of: ${ids.join(", ")}` });
  }
  getChunker(source.chunking.strategy, { file: registry.file, line: source.line });
  const corpus = await loadCorpus({ root: options.root, include: source.include, exclude: source.exclude, prepared: options.prepared, maxFileBytes: registry.maxFileBytes });
  const { chunks } = await chunkDocuments({ documents: corpus.documents, chunking: source.chunking, ...(options.prepared ? { preparedCache: options.prepared } : {}) });
  return { source, chunks, warnings: corpus.warnings };
}
