/** Shapes shared by every retriever. Type-only: nothing here exists at run time. */

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
  /** At most `depth` hits, best first; see the implementation for its tie-break rule. */
  search(query: string, depth: number): RankedHit[];
}

/** Builds a {@link Retriever} over `docs` with the registry's `retriever:` parameters. */
export type RetrieverFactory = (
  docs: readonly RetrievalDoc[],
  options: { k1: number; b: number },
) => Retriever;
