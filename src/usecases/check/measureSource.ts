import { checkChunkLimit } from "./checkChunkLimit.js";
import type { Chunk, ChunkingParams, PreparedCorpus } from "../../chunking/index.js";
import { chunkDocumentsLazily } from "./chunkDocumentsLazily.js";
import type { Registry, SourceConfig } from "../../config/index.js";
import type { Document, PreparedCache } from "../../corpus/index.js";
import { computeMetrics, runQuestions, type Metrics, type QuestionRun, type ResolvedQuestion, type SourceIndex } from "../../evaluation/index.js";
import { RetrieverUnavailableError, buildRetriever, type RetrieverRuntime } from "../../retrieval/index.js";
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

/** A source that was chunked but could not be scored, because its retriever is unavailable here. */
export interface UnscoredSource {
  source: SourceConfig;
  chunking: ChunkingParams;
  cost: SourceCost;
  /** Why (the RetrieverUnavailableError), with its message as the reason and its hint as the fix. */
  unavailable: RetrieverUnavailableError;
}

/** What {@link measureSource} is given; see evaluateSource, which documents each option. */
export interface MeasureOptions {
  registry: Registry;
  source: SourceConfig;
  documents: readonly Document[];
  questions: readonly ResolvedQuestion[];
  chunking?: ChunkingParams;
  prepared?: PreparedCorpus;
  /** Where parsed documents, their line counts and (see chunkDocuments) their chunks persist between runs. */
  preparedCache?: PreparedCache;
  runtime?: RetrieverRuntime;
}

/** evaluateSource, but an unavailable retriever gives an UnscoredSource (skipped): no half-built index is searched. */
export async function measureSource(options: MeasureOptions): Promise<SourceEvaluation | UnscoredSource> {
  const { registry, source, documents, questions } = options;
  const chunking = options.chunking ?? source.chunking;
  // bm25 alone: hybrid builds its BM25 index inside its own factory, and embeddings index no words
  const lexical = registry.retriever.kind === "bm25";
  const { prepared, preparedCache } = options;
  const chunked = await chunkDocumentsLazily({ documents, chunking, countTerms: lexical, scope: source.id, prepared, preparedCache });
  const { cost, ids, counts } = chunked;
  const { chunks } = chunked.index;
  checkChunkLimit(chunks.length, { registry, source: source.id });
  let retriever;
  try {
    // the chunks are listed only if the retriever reads their texts (a build from counts does not)
    retriever = await buildRetriever({
      config: registry.retriever,
      get docs() {
        return chunks.map((c) => ({ id: c.id, text: c.embedText }));
      },
      ...(counts ? { counted: { ids, counts } } : {}),
      queries: questions.map((q) => q.question.text),
      label: source.id,
      runtime: options.runtime,
    });
  } catch (error) {
    if (error instanceof RetrieverUnavailableError) return { source, chunking, cost, unavailable: error };
    throw error;
  }
  const index: SourceIndex = { ...chunked.index, retriever };
  const run = (split: "train" | "held_out") =>
    runQuestions(
      index,
      questions.filter((q) => q.split === split),
      { k: registry.k, depth: registry.runDepth },
    );
  const trainRuns = run("train");
  const heldOutRuns = run("held_out");
  return {
    source,
    chunking,
    chunks,
    index,
    cost,
    train: computeMetrics(trainRuns, registry.k),
    heldOut: computeMetrics(heldOutRuns, registry.k),
    runs: [...trainRuns, ...heldOutRuns],
  };
}

/** Whether a measurement was scored (a SourceEvaluation) rather than left unscored. */
export function isScored(result: SourceEvaluation | UnscoredSource): result is SourceEvaluation {
  return !("unavailable" in result);
}

/** measureSource, throwing the RetrieverUnavailableError of a retriever that cannot be built here. */
export async function evaluateSource(options: MeasureOptions): Promise<SourceEvaluation> {
  const result = await measureSource(options);
  if (!isScored(result)) throw result.unavailable;
  return result;
}
