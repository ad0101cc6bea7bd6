import type { IdList } from "./types.js";
import { takeTop } from "./takeTop.js";
import type { RankedHit } from "./types.js";

/**
 * Reciprocal rank fusion: each document scores Σ 1 / (k + rank) over the rankings it is in, the best `depth`
 * in takeTop's order; sums run in `rankings` order, so the result is deterministic.
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
