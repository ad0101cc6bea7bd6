/** Shapes shared by every retriever. Type-only: nothing here exists at run time. */
import type { RetrieverConfig } from "../config/index.js";
import type { Bm25Vocabulary } from "./bm25Vocabulary.js";
import type { Bm25Counts } from "./buildBm25Index.js";
import type { IdList } from "./idList.js";
import type { RetrieverRuntime } from "./retrieverRuntime.js";

/**
 * One unit to index: in chunkgate a chunk, with `text` its embed text.
 * `id` must be unique within one index: it is the tie-breaker of the ranking and the docno of a
 * TREC run, where trec_eval rejects duplicates.
 */
export interface RetrievalDoc {
  readonly id: string;
  readonly text: string;
}

/** One retrieved document: its position in the indexed array and its score (higher is better). */
export interface RankedHit {
  index: number;
  score: number;
}

/**
 * A built index with a search function. `identity` names the retriever and every parameter that
 * changes its scores (e.g. `bm25(k1=1.2,b=0.75)`); it is recorded with baselines, so a baseline
 * measured with a different retriever or different parameters can be detected as stale.
 */
export interface Retriever {
  readonly name: string;
  readonly identity: string;
  /**
   * At most `depth` hits, best first; see the implementation for its tie-break rule. Synchronous:
   * whatever needs I/O (embedding the chunks and the queries) happened when the retriever was
   * built, so scoring stays a pure loop. A retriever built with a list of queries may refuse a
   * query outside it (an Error: a programming mistake).
   */
  search(query: string, depth: number): RankedHit[];
}

/** What a retriever is built from. */
export interface RetrieverBuildInput {
  /**
   * The chunks to index (`text` = embed text); any number, including none. A build from `counted`
   * does not read it, so a caller holding the counts may make it a getter that lists the chunks
   * only when read.
   */
  docs: readonly RetrievalDoc[];
  /**
   * The docs' analysed terms, already counted (a check's chunk cache keeps them): `ids` the docs'
   * ids and `counts` their counts, both in the docs' order. The retrievers that index words (bm25,
   * and hybrid's BM25 part) build from them instead of analysing the texts again; the same index
   * either way, so never a different score. Default none.
   */
  counted?: { ids: IdList; counts: Bm25Counts };
  /**
   * Every query `search` will be asked, so that a retriever that embeds can embed them all before
   * the first search (in bulk, from its cache); duplicates allowed.
   */
  queries: readonly string[];
  /** The registry's `retriever:` settings, already validated by the registry reader. */
  config: RetrieverConfig;
  /** Environment, cache, progress and transport settings; BM25 needs none of them. */
  runtime: RetrieverRuntime;
  /** Names the index in progress lines, e.g. the source id. */
  label: string;
  /**
   * Lexical analysis shared with other builds over overlapping corpora (a sweep's cells), for the
   * retrievers that index words (bm25, hybrid); default none (each build analyses afresh). Never
   * changes a score.
   */
  vocabulary?: Bm25Vocabulary;
}

/**
 * A retriever by name: its identity for a configuration (what a baseline records, known without
 * building anything) and how to build it over a corpus.
 */
export interface RetrieverFactory {
  identity(config: RetrieverConfig): string;
  /**
   * Builds the retriever. Rejects with a RetrieverUnavailableError when it cannot be built here
   * and now for a reason that is not the user's mistake (an API key missing on a fork's pull
   * request), with a UserError for a setting it refuses or an API that gives up, and resolves
   * only with a complete index: never one over part of the chunks.
   */
  build(input: RetrieverBuildInput): Promise<Retriever>;
}
