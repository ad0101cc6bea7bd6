import type { ChunkingParams, QualitySummary } from "../../chunking/index.js";
import type { Baseline } from "../../config/index.js";
import type { LabelProblem, Metrics, Split } from "../../evaluation/index.js";
import type { NoiseBand, Verdict } from "../../gate/index.js";
import type { EmbeddingStats } from "../../retrieval/index.js";

/**
 * Version of the JSON report's shape; bumped on any incompatible change. 2: one verdict vocabulary
 * (`not-evaluated` became `error`, and stale labels make a check `error`); label problems name
 * their `key`; the pull request report lists `staleLabels` apart from `regressions`, which gained
 * the `deleted-section` cause and lost `stale-label` and `suggestion`.
 */
export const REPORT_SCHEMA_VERSION = 2;

/** One question's result in one source. */
export interface QuestionReport {
  id: string;
  question: string;
  split: Split;
  hit: boolean;
  /** 1-based rank of the first relevant chunk in the run, null when none was retrieved. */
  firstRelevantRank: number | null;
  /** Chunks of the source that support the question. */
  relevantChunks: number;
  /** Ids of the top-k chunks, best first. */
  topK: string[];
}

/** Corpus and cost figures of one source at one chunking configuration. */
export interface SourceCost {
  documents: number;
  sections: number;
  chunks: number;
  /** Tokens of the source's own content lines. */
  sourceTokens: number;
  /** Tokens of all chunks' embed texts: what the index stores. */
  storedTokens: number;
  /** storedTokens / sourceTokens: what overlap and headers multiply storage by. */
  fold: number;
  /** parent-child: the parents the children return, and their tokens (each parent counted once). */
  parents?: { count: number; tokens: number };
  /** The chunks' quality warnings in figures (see chunkWarnings); `chunkgate chunks --warnings` lists them. */
  quality?: QualitySummary;
}

export interface SourceReport {
  id: string;
  chunking: ChunkingParams;
  cost: SourceCost;
  train: Metrics;
  heldOut: Metrics;
  baseline: Baseline | null;
  /**
   * Keys `chunkgate record` writes that the baseline lacks (see missingBaselineFields); empty when
   * it has them all or there is no baseline. A note, never a verdict: a date and a recall gate.
   */
  baselineMissing: string[];
  band: NoiseBand | null;
  verdict: Verdict;
  summary: string;
  /** What to do about the verdict, when the engine knows (a `skipped` source: how to provide the key). */
  fix?: string;
  notes: string[];
  /** Train questions that missed, held-out ones too, by id. */
  questions: QuestionReport[];
}

/** The whole result of `chunkgate check`: what the JSON report holds and every renderer reads. */
export interface CheckReport {
  schemaVersion: typeof REPORT_SCHEMA_VERSION;
  registry: string;
  goldenSet: string;
  /** Identity of the retriever, e.g. `bm25(k1=1.2,b=0.75)`. */
  retriever: string;
  k: number;
  runDepth: number;
  confidence: number;
  verdict: Verdict;
  sources: SourceReport[];
  /** Questions with `supporting: []`: no answer in the corpus, kept out of the metrics. */
  unanswerable: Array<{ id: string; question: string }>;
  /** Golden-set keys that do not fit the corpus (stale labels). */
  labelProblems: LabelProblem[];
  /** Parser and loader warnings (invalid MDX fallbacks, bad front matter). */
  warnings: string[];
  /**
   * What embedding cost in this run (texts, cache hits, misses, embedded, requests, retries,
   * billed tokens); absent when no text was embedded or looked up (BM25).
   */
  embeddings?: EmbeddingStats;
}
