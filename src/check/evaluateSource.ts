import { chunkCorpus, prepareCorpus, type PreparedCorpus } from "../chunking/chunkCorpus.js";
import type { Chunk, ChunkingParams } from "../chunking/types.js";
import type { PreparedCache } from "../corpus/preparedCache.js";
import { chunkerMeasures } from "../chunking/strategies.js";
import type { Registry, SourceConfig } from "../config/types.js";
import type { Document } from "../corpus/types.js";
import { computeMetrics, type Metrics } from "../evaluation/metrics.js";
import type { ResolvedQuestion } from "../evaluation/resolveQuestions.js";
import { runQuestions, type QuestionRun, type SourceIndex } from "../evaluation/runQuestions.js";
import { getRetriever } from "../retrieval/retriever.js";
import type { SourceCost } from "./types.js";

/** Everything measured for one source at one configuration, before any judgement. */
export interface SourceEvaluation {
  source: SourceConfig;
  chunking: ChunkingParams;
  chunks: Chunk[];
  index: SourceIndex;
  cost: SourceCost;
  train: Metrics;
  heldOut: Metrics;
  /** Train runs first, then held-out runs, each question once. */
  runs: QuestionRun[];
}

/**
 * Chunks a source, indexes it, scores its train questions, then its held-out questions once.
 * Passing `chunking` evaluates another configuration of the same source (what a sweep or a
 * proposed change needs); `prepared` reuses documents already measured under the same tokenizer;
 * `preparedCache` reads and keeps line counts between runs (see prepareCorpus).
 */
export async function evaluateSource(options: {
  registry: Registry;
  source: SourceConfig;
  documents: readonly Document[];
  questions: readonly ResolvedQuestion[];
  chunking?: ChunkingParams;
  prepared?: PreparedCorpus;
  preparedCache?: PreparedCache;
}): Promise<SourceEvaluation> {
  const { registry, source, documents, questions } = options;
  const chunking = options.chunking ?? source.chunking;
  const prepared =
    options.prepared && options.prepared.tokenizer === chunking.tokenizer
      ? options.prepared
      : await prepareCorpus(documents, chunking.tokenizer, { prepared: options.preparedCache, measuring: chunkerMeasures(chunking.strategy) });
  const chunks = chunkCorpus(prepared, chunking);
  const factory = getRetriever(registry.retriever.kind);
  const retriever = factory(
    chunks.map((c) => ({ id: c.id, text: c.embedText })),
    { k1: registry.retriever.k1, b: registry.retriever.b },
  );
  const index: SourceIndex = { chunks, retriever };
  const run = (split: "train" | "held_out") =>
    runQuestions(
      index,
      questions.filter((q) => q.split === split),
      { k: registry.k, depth: registry.runDepth },
    );
  const trainRuns = run("train");
  const heldOutRuns = run("held_out");
  const storedTokens = chunks.reduce((sum, c) => sum + c.tokens, 0);
  return {
    source,
    chunking,
    chunks,
    index,
    cost: {
      documents: documents.length,
      sections: prepared.sections,
      chunks: chunks.length,
      sourceTokens: prepared.tokens,
      storedTokens,
      fold: prepared.tokens === 0 ? 0 : storedTokens / prepared.tokens,
    },
    train: computeMetrics(trainRuns, registry.k),
    heldOut: computeMetrics(heldOutRuns, registry.k),
    runs: [...trainRuns, ...heldOutRuns],
  };
}
