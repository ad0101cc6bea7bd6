import type { Regression } from "../usecases/pullRequest/types.js";

/**
 * `rank 2 → rank 7`, `rank 1 → not scored`: where the first supporting chunk ranked at the base
 * and at head, in plain text. A missing head rank is "not scored" for a stale label (the question
 * could not be scored at all) and "not in the top N" otherwise (retrieved no deeper than the run).
 */
export function formatRanks(regression: Pick<Regression, "baseRank" | "headRank" | "cause">, runDepth: number): string {
  const base = regression.baseRank === null ? "not retrieved" : `rank ${regression.baseRank}`;
  const head = regression.headRank !== null ? `rank ${regression.headRank}` : regression.cause === "stale-label" ? "not scored" : `not in the top ${runDepth}`;
  return `${base} → ${head}`;
}
