import { chunkCorpus, type Chunk, type ChunkingParams } from "../../chunking/index.js";
import type { SourceIndex } from "../../evaluation/index.js";
import { buildRetriever } from "../../retrieval/index.js";
import { cellName } from "./cellName.js";
import type { SweepContext } from "./prepareSweep.js";
import type { CellParams } from "./types.js";

/**
 * What one cell costs: windowing the prepared corpus with the cell's strategy, size and overlap (the
 * source's unit, header and tokenizer kept), and indexing the chunks with the sweep's retriever
 * (for embeddings, only chunks whose text is not cached yet are embedded). Nothing is parsed or
 * tokenized again. The index answers every question of the source, train and held-out: embedding
 * a question is not scoring it.
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
