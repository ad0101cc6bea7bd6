import { bm25Identity, bm25Retriever } from "./bm25Retriever.js";
import { searchBm25 } from "./bm25.js";
import { buildBm25IndexFromCounts, type CountsBuildOptions, type NumberedTermCounts } from "./buildBm25IndexFromCounts.js";
import type { IdList } from "./idList.js";
import type { TermCounts } from "./termCounts.js";
import type { Retriever } from "./types.js";

/**
 * The `bm25` retriever (bm25Retriever) over documents whose embed texts were counted into `runs`
 * (see countTerms), built from the counts (buildBm25IndexFromCounts): the same identity, the same
 * weights bit for bit, so the same rankings and scores, without analysing a text. `base` and
 * `onPairs` are buildBm25IndexFromCounts' (runs numbered in a stored term table; the pairs seen).
 *
 * @throws UserError when k1 or b is out of range, exactly as bm25Retriever (it checks them).
 */
export function bm25CountsRetriever(ids: IdList, runs: ReadonlyArray<TermCounts | NumberedTermCounts>, options: { k1: number; b: number } & Pick<CountsBuildOptions, "base" | "onPairs">): Retriever {
  const { k1, b } = options;
  // bm25Retriever's checks and its UserErrors, on an empty corpus (nothing is analysed)
  bm25Retriever([], { k1, b });
  const index = buildBm25IndexFromCounts(ids, runs, { k1, b, ...(options.base ? { base: options.base } : {}), ...(options.onPairs ? { onPairs: options.onPairs } : {}) });
  return {
    name: "bm25",
    identity: bm25Identity({ k1, b }),
    search: (query, depth) => searchBm25(index, query, depth),
  };
}
