import { QualityTally, summariseQuality, visitCorpusChunks, type Chunk, type ChunkingParams } from "../../chunking/index.js";
import type { SourceIndex } from "../../evaluation/index.js";
import { bm25BuilderRetriever } from "../../retrieval/index.js";
import { parentsOf } from "../check/measureSource.js";
import { blockIntegrity, BlockTally } from "./blockIntegrity.js";
import { indexCell } from "./indexCell.js";
import type { SweepContext } from "./prepareSweep.js";
import { spanIntegrity } from "./spanIntegrity.js";
import type { CellIntegrity, CellParams, SweepCell } from "./types.js";

/** A cell windowed and indexed, with the figures the sweep reports of its chunks. */
export interface MeasuredCell {
  /**
   * The cell's chunks and their index. With the built-in bm25 retriever (see measureCell), only
   * the chunks of documents some question's keys name keep their text and embed text; the others
   * keep every other field (id, path, lines, counts, offsets) and carry "" as both: questions are
   * judged on their key documents' chunks alone, and a run ranks the rest by index position.
   */
  index: SourceIndex;
  cost: SweepCell["cost"];
  integrity: CellIntegrity;
}

/**
 * Windows and indexes one cell (as indexCell) and measures its chunks: cost (chunks, stored tokens,
 * fold, warning rate, parents) and structure integrity (blocks, gold spans).
 *
 * With the built-in bm25 retriever, each document's chunks are measured as they are made
 * (visitCorpusChunks): each embed text is counted into the index at once (Bm25IndexBuilder), its
 * warnings and blocks tallied, and the texts of chunks no question can be judged on are let go
 * while they are young. Holding a whole cell's texts (vba-docs: up to 117,000 chunks) through every
 * young-generation collection until the index was built made those collections a quarter of a
 * sweep. The figures and the index are the same, bit for bit, as measuring the whole chunk list:
 * every figure is a sum over chunks or over documents, and blockIntegrity looks at one path's
 * chunks at a time. Otherwise (another retriever; document paths not unique) the chunk list is
 * made whole and measured as it always was.
 */
export async function measureCell(context: SweepContext, cell: CellParams): Promise<MeasuredCell> {
  // `bm25` is always the built-in retriever: registerRetriever never replaces a name.
  if (context.retriever.kind === "bm25" && context.keyPaths !== null) {
    const measured = await measureStreaming(context, cell, context.keyPaths);
    if (measured) return measured;
  }
  const { chunks, index } = await indexCell(context, cell);
  const storedTokens = chunks.reduce((sum, c) => sum + c.tokens, 0);
  const cost = cellCost(chunks.length, storedTokens, context.prepared.tokens, summariseQuality(chunks, { orphanTokens: context.source.chunking.orphanTokens }).rate, parentsOf(chunks));
  return { index, cost, integrity: { ...blockIntegrity(context.blocks, chunks), spans: spanIntegrity(context.spans, chunks) } };
}

// null when a chunk's path is not its document's (a custom chunker): then the cell is measured whole.
async function measureStreaming(context: SweepContext, cell: CellParams, keyPaths: ReadonlySet<string>): Promise<MeasuredCell | null> {
  const chunking: ChunkingParams = { ...context.source.chunking, strategy: cell.strategy, size: cell.size, overlap: cell.overlap };
  const { builder } = context;
  const quality = new QualityTally({ orphanTokens: context.source.chunking.orphanTokens });
  const blocks = new BlockTally();
  const tallied = new Set<string>();
  const chunks: Chunk[] = [];
  const ids: string[] = [];
  const parentIds = new Set<string>();
  let parentTokens = 0;
  let storedTokens = 0;
  let ownPaths = true;
  await visitCorpusChunks(context.prepared, chunking, (made, prepared) => {
    const { path } = prepared.document;
    const list = context.blocks.get(path);
    if (list) {
      blocks.add(list, made);
      tallied.add(path);
    }
    const keep = keyPaths.has(path);
    for (const chunk of made) {
      if (chunk.path !== path) ownPaths = false;
      builder.add(chunk.embedText);
      quality.add(chunk);
      storedTokens += chunk.tokens;
      if (chunk.parent && !parentIds.has(chunk.parent.id)) {
        parentIds.add(chunk.parent.id);
        parentTokens += chunk.parent.tokens;
      }
      if (!keep) {
        chunk.text = "";
        chunk.embedText = "";
      }
      ids.push(chunk.id);
      chunks.push(chunk);
    }
  });
  if (!ownPaths) {
    builder.build(ids, context.retriever); // empties the builder
    return null;
  }
  for (const [path, list] of context.blocks) if (!tallied.has(path)) blocks.add(list, []);
  const retriever = bm25BuilderRetriever(builder, ids, context.retriever);
  const parents = parentIds.size === 0 ? undefined : { count: parentIds.size, tokens: parentTokens };
  const cost = cellCost(chunks.length, storedTokens, context.prepared.tokens, quality.summary().rate, parents);
  return { index: { chunks, retriever }, cost, integrity: { ...blocks.result(), spans: spanIntegrity(context.spans, chunks) } };
}

function cellCost(chunks: number, storedTokens: number, sourceTokens: number, warningRate: number, parents: { count: number; tokens: number } | undefined): SweepCell["cost"] {
  const cost: SweepCell["cost"] = { chunks, storedTokens, fold: sourceTokens === 0 ? 0 : storedTokens / sourceTokens };
  cost.warningRate = warningRate;
  if (parents) cost.parents = parents;
  return cost;
}
