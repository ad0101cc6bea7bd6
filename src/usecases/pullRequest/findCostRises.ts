import type { SourceReport } from "../check/types.js";
import type { SourceResult } from "../check/sourceResult.js";
import type { CostRise } from "./types.js";

/**
 * How much a pull request may raise a source's stored or context tokens before the verdict is at
 * least `warn`: a rise of a quarter is a cost a team decides on, while ordinary edits move either by
 * a few percent. Never a failure: a bigger chunk can be the right choice, once it is seen.
 */
export const COST_RISE_SHARE = 0.25;

/**
 * Each source whose stored or context tokens per train question rose by more than
 * {@link COST_RISE_SHARE}, in source order; a base without a cost is not compared.
 */
export function findCostRises(head: readonly SourceReport[], base: readonly SourceResult[]): CostRise[] {
  const rises: CostRise[] = [];
  for (const source of head) {
    const before = base.find((b) => b.sourceId === source.id)?.cost;
    if (!before) continue;
    const pairs = [
      { measure: "stored tokens" as const, base: before.storedTokens, head: source.cost.storedTokens },
      { measure: "context tokens per query" as const, base: before.contextTokensPerQuery, head: source.train.questions === 0 ? before.contextTokensPerQuery : source.train.contextTokensPerQuery },
    ];
    for (const pair of pairs) if (pair.head > pair.base * (1 + COST_RISE_SHARE)) rises.push({ sourceId: source.id, ...pair });
  }
  return rises;
}
