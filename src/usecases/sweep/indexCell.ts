import { chunkCorpus, type Chunk, type ChunkingParams } from "../../chunking/index.js";
import type { SourceIndex } from "../../evaluation/index.js";
import { buildRetriever } from "../../retrieval/index.js";
import { cellName } from "./cellName.js";
import type { SweepContext } from "./prepareSweep.js";
import type { CellParams } from "./types.js";

/**
 * Windows the prepared corpus at one cell and indexes the chunks, parsing and tokenizing nothing
 * again. The index embeds held-out questions too: embedding a question is not scoring it.
 */
export async function indexCell(context: SweepContext, cell: CellParams): Promise<{ chunking: ChunkingParams; chunks: Chunk[]; index: SourceIndex }> {
  const chunking: ChunkingParams = { ...context.source.chunking, strategy: cell.strategy, size: cell.size, overlap: cell.overlap };
  const chunks = await chunkCorpus(context.prepared, chunking);
  const retriever = await buildRetriever({
    config: context.retriever,
    docs: chunks.map((c) => ({ id: c.id, text: c.embedText })),
    queries: [...context.train, ...context.heldOut].map((q) => q.question.text),
    label: `${context.source.id} ${cellName(cell)}`,
    runtime: context.runtime,
    vocabulary: context.vocabulary,
  });
  return { chunking, chunks, index: { chunks, retriever } };
}
