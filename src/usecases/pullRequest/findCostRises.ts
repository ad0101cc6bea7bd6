import type { SourceReport } from "../check/types.js";
import type { SourceResult } from "../check/sourceResult.js";
import type { CostRise } from "./types.js";

/**
 * How much a pull request may raise a source's stored tokens or its context tokens per train
 * question before the check says so and is at least `warn`: a quarter. Context tokens per query
 * are what every answer pays, and stored tokens what every re-index pays; a rise of a quarter is a
 * cost a team decides on, not a side effect (a chunk size doubled without re-measuring nearly
 * doubles the context), while an ordinary edit or a new page moves either by a few percent. A
 * rise is never a failure: a bigger chunk can be the right choice, once it is seen.
 */
export const COST_RISE_SHARE = 0.25;

/**
 * Each touched source whose stored tokens or context tokens per train question rose by more than
 * {@link COST_RISE_SHARE} from the base to head, with both numbers, in source order (stored tokens
 * before context tokens). A source without a base result, or whose base result was kept without
 * its cost, is not compared; a base of 0 is compared only when head is above 0 (any rise from
 * nothing is more than a share). Deterministic.
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
