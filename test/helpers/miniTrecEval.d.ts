/**
 * A minimal re-implementation of trec_eval's success.k, recip_rank and P.k with `-c`, for tests:
 * it re-sorts each query's run by score descending, then docno descending (trec_eval's
 * comp_sim_docno), ignores the rank column, and averages over every query in the qrels.
 */
export declare function miniTrecEval(run: string, qrels: string, k: number): {
    success: number;
    recipRank: number;
    precision: number;
    queries: number;
};
