import type { IdList } from "./idList.js";
import { takeTop } from "./takeTop.js";
import type { RankedHit } from "./types.js";

/**
 * Reciprocal rank fusion: each document scores Σ 1 / (k + rank) over the rankings it appears in
 * (rank 1-based; a ranking it is missing from adds nothing), and the best `depth` are returned,
 * best first. Exactly equal fused scores go to the greater id, then the smaller position (see
 * takeTop), as every chunkgate ranking does.
 *
 * Guarantees: deterministic (each sum is added in `rankings` order); with two rankings, as hybrid
 * passes, swapping them changes nothing, because adding two doubles is commutative.
 *
 * @param rankings Each a ranking of positions into `ids`, best first, without repeats.
 * @param ids Id of every position; the tie-breaker.
 * @param k The RRF constant (registry `rrf_k`, default 60); range ≥ 1.
 * @param depth Hits to return; an integer ≥ 0.
 */
export function fuseRankings(rankings: ReadonlyArray<readonly RankedHit[]>, options: { ids: IdList; k: number; depth: number }): RankedHit[] {
  const scores = new Float64Array(options.ids.length);
  const candidates = new Int32Array(options.ids.length);
  let count = 0;
  for (const ranking of rankings) {
    ranking.forEach((hit, i) => {
      // every term is > 0, so a score of 0 means "not seen yet"
      if (scores[hit.index] === 0) candidates[count++] = hit.index;
      scores[hit.index]! += 1 / (options.k + i + 1);
    });
  }
  return takeTop(candidates, count, scores, options.ids, options.depth);
}
