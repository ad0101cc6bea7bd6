import { checkChunkLimit } from "../check/checkChunkLimit.js";
import { cellName } from "./planCells.js";
import { chunkCorpus, chunkDocument, chunkDocumentStable, isPlainStructural, QualityTally, summariseQuality } from "../../chunking/index.js";
import type { Chunk, ChunkingParams } from "../../chunking/index.js";
import { supports, type ResolvedKey, type SourceIndex } from "../../evaluation/index.js";
import { bm25Retriever, buildRetriever } from "../../retrieval/index.js";
import { parentsOf } from "../check/chunkDocumentsLazily.js";
import { blockIntegrity, BlockTally, groupByPath } from "./blockIntegrity.js";
import { CellChunks } from "./cellChunks.js";
import type { SweepContext } from "./prepareSweep.js";
import type { CellIntegrity, CellParams, SweepCell, Integrity } from "./types.js";

/** A cell windowed and indexed, with the figures the sweep reports of its chunks. */
export interface MeasuredCell {
  /** The cell's index; with bm25 only key documents' chunks are kept, which no judgement can tell (questions are judged through `byPath`). */
  index: SourceIndex;
  cost: SweepCell["cost"];
  integrity: CellIntegrity;
}

/** Windows, indexes and measures one cell; bm25 streams, giving bit for bit the figures of the whole chunk list. */
export async function measureCell(context: SweepContext, cell: CellParams): Promise<MeasuredCell> {
  // `bm25` is always the built-in retriever: registerRetriever never replaces a name.
  let measured = context.retriever.kind === "bm25" && context.keyPaths !== null ? await measureStreaming(context, cell, context.keyPaths) : null;
  if (measured === null) {
    const { chunks, index } = await indexCell(context, cell);
    const storedTokens = chunks.reduce((sum, c) => sum + c.tokens, 0);
    const cost = cellCost(chunks.length, storedTokens, context.prepared.tokens, summariseQuality(chunks, { orphanTokens: context.source.chunking.orphanTokens }).rate, parentsOf(chunks));
    measured = { index, cost, integrity: { ...blockIntegrity(context.blocks, chunks), spans: spanIntegrity(context.spans, chunks) } };
  }
  checkChunkLimit(measured.cost.chunks, { registry: context.registry, source: context.source.id, cell: cellName(cell) });
  return measured;
}

// null when a chunk's path is not its document's (a custom chunker): then the cell is measured whole.
async function measureStreaming(context: SweepContext, cell: CellParams, keyPaths: ReadonlySet<string>): Promise<MeasuredCell | null> {
  const chunking: ChunkingParams = { ...context.source.chunking, strategy: cell.strategy, size: cell.size, overlap: cell.overlap };
  const { recorder } = context;
  const quality = new QualityTally({ orphanTokens: context.source.chunking.orphanTokens });
  const blocks = new BlockTally(context.blockChecks);
  const tallied = new Set<string>();
  const ids: string[] = [];
  const parentIds = new Set<string>();
  let parentTokens = 0;
  let storedTokens = 0;
  let ownPaths = true;
  const reusable = isPlainStructural(chunking);
  const cellChunks = new CellChunks();
  // per chunk of the document being measured: the kept chunk it copies, or whether it is kept now
  const copied: Array<Chunk | undefined> = [];
  const keeping: boolean[] = [];
  // per chunk of that document: whether its text is kept for the sweep (copied or kept now)
  const shared: boolean[] = [];
  for (const d of context.prepared.documents) {
    const { path } = d.document;
    copied.length = 0;
    keeping.length = 0;
    shared.length = 0;
    let made: Chunk[] | null = null;
    if (reusable) {
      let kept = context.stable.get(d);
      if (!kept) context.stable.set(d, (kept = new Map()));
      made = chunkDocumentStable(d, chunking, kept, (_chunk, from, keep) => {
        copied.push(from);
        keeping.push(keep);
        shared.push(from !== undefined || keep);
      });
    }
    if (made === null) {
      const pending = chunkDocument(context.prepared, d, chunking);
      made = pending instanceof Promise ? await pending : pending;
    }
    const list = context.blocks.get(path);
    if (list) {
      blocks.add(list, made, shared.length === made.length ? shared : undefined);
      tallied.add(path);
    }
    // a hit outside the key documents needs only its id and tokens: its chunk goes while young
    const keep = keyPaths.has(path);
    made.forEach((chunk, i) => {
      if (chunk.path !== path) ownPaths = false;
      const from = copied[i];
      const at = from ? context.measured.get(from) : undefined;
      if (at !== undefined) {
        // a copy of a chunk an earlier cell made and measured: its counts and warnings, not its text again
        recorder.addRecord(context.records.data, at);
        quality.addBits(context.records.data[at - 1]!);
      } else {
        recorder.add(chunk.embedText);
        const bits = quality.add(chunk);
        if (keeping[i]) context.measured.set(chunk, keepRecord(context.records, recorder.lastRecord(), bits));
      }
      storedTokens += chunk.tokens;
      if (chunk.parent && !parentIds.has(chunk.parent.id)) {
        parentIds.add(chunk.parent.id);
        parentTokens += chunk.parent.tokens;
      }
      ids.push(chunk.id);
      cellChunks.add(chunk, keep);
    });
  }
  if (!ownPaths) {
    recorder.take(); // empties the recorder
    return null;
  }
  for (const [path, list] of context.blocks) if (!tallied.has(path)) blocks.add(list, []);
  const retriever = bm25Retriever(ids, recorder.take(), context.retriever);
  const parents = parentIds.size === 0 ? undefined : { count: parentIds.size, tokens: parentTokens };
  const cost = cellCost(ids.length, storedTokens, context.prepared.tokens, quality.summary().rate, parents);
  // span keys name key documents only, whose chunks are all kept
  const integrity = { ...blocks.result(), spans: spanIntegrity(context.spans, cellChunks.kept) };
  return { index: cellChunks.index(retriever, keyPaths), cost, integrity };
}

// Appends `bits` and `record` to the store; returns where the record starts (the bits just before it).
function keepRecord(store: SweepContext["records"], record: Int32Array, bits: number): number {
  const end = store.length + 1 + record.length;
  if (end > store.data.length) {
    const grown = new Int32Array(Math.max(2 * store.data.length, end));
    grown.set(store.data.subarray(0, store.length));
    store.data = grown;
  }
  store.data[store.length] = bits;
  store.data.set(record, store.length + 1);
  store.length = end;
  return end - record.length;
}

function cellCost(chunks: number, storedTokens: number, sourceTokens: number, warningRate: number, parents: { count: number; tokens: number } | undefined): SweepCell["cost"] {
  return { chunks, storedTokens, fold: sourceTokens === 0 ? 0 : storedTokens / sourceTokens, warningRate, ...(parents ? { parents } : {}) };
}

/** Windows the prepared corpus at one cell and indexes its chunks; held-out questions are embedded too (that is not scoring). */
export async function indexCell(context: SweepContext, cell: CellParams): Promise<{ chunking: ChunkingParams; chunks: Chunk[]; index: SourceIndex }> {
  const chunking: ChunkingParams = { ...context.source.chunking, strategy: cell.strategy, size: cell.size, overlap: cell.overlap };
  const chunks = await chunkCorpus(context.prepared, chunking);
  const retriever = await buildRetriever({
    config: context.retriever,
    docs: chunks.map((c) => ({ id: c.id, text: c.embedText })),
    queries: [...context.train, ...context.heldOut].map((q) => q.question.text),
    label: `${context.source.id} ${cellName(cell)}`,
    runtime: context.runtime,
    vocabulary: context.recorder.vocabulary,
  });
  return { chunking, chunks, index: { chunks, retriever } };
}

/** How many gold span keys lie whole inside one chunk (train keys only: the sweep never looks at held-out before the choice). */
export function spanIntegrity(spans: readonly ResolvedKey[], chunks: readonly Chunk[]): Integrity {
  // no span key, nothing to look for: grouping a cell's chunks would be wasted
  if (!spans.some((key) => key.span !== undefined)) return { total: 0, whole: 0 };
  const byPath = groupByPath(chunks);
  let total = 0;
  let whole = 0;
  for (const key of spans) {
    if (key.span === undefined) continue;
    total++;
    if (key.paths.some((path) => (byPath.get(path) ?? []).some((c) => supports(c, key)))) whole++;
  }
  return { total, whole };
}
