import { chunkCorpus } from "../chunking/chunkCorpus.js";
import type { Chunk, ChunkingParams } from "../chunking/types.js";
import type { SourceIndex } from "../evaluation/runQuestions.js";
import { getRetriever } from "../retrieval/retriever.js";
import type { SweepContext } from "./prepareSweep.js";
import type { CellParams } from "./types.js";

/**
 * What one cell costs: windowing the prepared corpus with the cell's strategy, size and overlap (the
 * source's unit, header and tokenizer kept), and indexing the chunks with the registry's retriever.
 * Nothing is parsed or tokenized again.
 */
export function indexCell(context: SweepContext, cell: CellParams): { chunking: ChunkingParams; chunks: Chunk[]; index: SourceIndex } {
  const { registry } = context;
  const chunking: ChunkingParams = { ...context.source.chunking, strategy: cell.strategy, size: cell.size, overlap: cell.overlap };
  const chunks = chunkCorpus(context.prepared, chunking);
  const retriever = getRetriever(registry.retriever.kind)(
    chunks.map((c) => ({ id: c.id, text: c.embedText })),
    { k1: registry.retriever.k1, b: registry.retriever.b },
  );
  return { chunking, chunks, index: { chunks, retriever } };
}
