/** Shapes shared by every retriever. Type-only: nothing here exists at run time. */
import type { RetrieverConfig } from "../config/index.js";
import type { Bm25Vocabulary } from "./bm25Vocabulary.js";
import type { Bm25Counts } from "./buildBm25Index.js";
import type { RetrieverRuntime } from "./retrieverRuntime.js";

/** An index's document ids by position, for takeTop's tie-break: an array, or a list making each id when read. */
export interface IdList {
  readonly length: number;
  /** The id at position i, for 0 ≤ i < length (undefined elsewhere; negative i as Array.prototype.at). */
  at(i: number): string | undefined;
  /** takeTop's tie ranks (see its tieRanks) without reading the ids; undefined when unknown, and the ids are compared. */
  tieRanks?(): Int32Array | null | undefined;
}

/** One unit to index (a chunk and its embed text); `id` is unique in an index: it breaks ties and is a TREC run's docno. */
export interface RetrievalDoc {
  readonly id: string;
  readonly text: string;
}

/** One retrieved document: its position in the indexed array and its score (higher is better). */
export interface RankedHit {
  index: number;
  score: number;
}

/** A built index; `identity` names it and every parameter changing its scores, so a baseline knows when it is stale. */
export interface Retriever {
  readonly name: string;
  readonly identity: string;
  /** At most `depth` hits, best first (ties as takeTop orders them); synchronous: any I/O happened at build time. */
  search(query: string, depth: number): RankedHit[];
}

/** What a retriever is built from. */
export interface RetrieverBuildInput {
  /** The chunks to index, possibly none. A build from `counted` never reads it, so it may be a lazy getter. */
  docs: readonly RetrievalDoc[];
  /** The docs' ids and analysed term counts, in the docs' order, when already counted: BM25 builds from them, to the same index. */
  counted?: { ids: IdList; counts: Bm25Counts };
  /** Every query `search` will be asked (duplicates allowed), so an embedding retriever embeds them up front. */
  queries: readonly string[];
  /** The registry's validated `retriever:` settings. */
  config: RetrieverConfig;
  runtime: RetrieverRuntime;
  /** Names the index in progress lines (the source id). */
  label: string;
  /** Analysis shared by builds over overlapping corpora (a sweep's cells); never changes a score. */
  vocabulary?: Bm25Vocabulary;
}

/** A retriever by name: its identity for a configuration (known without building) and its build. */
export interface RetrieverFactory {
  identity(config: RetrieverConfig): string;
  /**
   * Resolves only with an index over every chunk; rejects with a RetrieverUnavailableError when it cannot be
   * built here for a reason not the user's (no API key), with a UserError for a refused setting or API failure.
   */
  build(input: RetrieverBuildInput): Promise<Retriever>;
}
