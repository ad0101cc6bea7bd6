import { searchBm25 } from "./bm25.js";
import { buildBm25Index, type Bm25Counts } from "./buildBm25Index.js";
import { countTexts } from "./countTexts.js";
import type { IdList } from "./idList.js";
import type { Retriever, RetrieverFactory } from "./types.js";

/**
 * The `bm25` retriever: Okapi BM25 ({@link buildBm25Index}) over documents with ids `ids` whose
 * embed texts' analysed terms `counts` holds (countTexts; or counts a cache kept).
 *
 * Guarantees: `name` is "bm25" and `identity` is `bm25(k1=<k1>,b=<b>)` with the numbers as
 * JavaScript prints them (`bm25(k1=1.2,b=0.75)` for the defaults), so two runs have the same identity
 * exactly when their scoring parameters are equal. `search` is searchBm25 on an index built once,
 * here; it answers any query, not only those the index was built for.
 *
 * @param options.k1 Term-frequency saturation; the registry's default is 1.2; range 0..3.
 * @param options.b Length normalisation; the registry's default is 0.75; range 0..1.
 * @throws RangeError when k1 or b is out of range (the registry reader refuses such values first).
 */
export function bm25Retriever(ids: IdList, counts: Bm25Counts, options: { k1: number; b: number }): Retriever {
  const index = buildBm25Index(ids, counts, options);
  return {
    name: "bm25",
    identity: bm25Identity(options),
    search: (query, depth) => searchBm25(index, query, depth),
  };
}

/** `bm25(k1=1.2,b=0.75)`: the identity a baseline records for these parameters. */
export function bm25Identity(options: { k1: number; b: number }): string {
  return `bm25(k1=${options.k1},b=${options.b})`;
}

/**
 * `retriever.kind: bm25` in the registry: {@link bm25Retriever} with the registry's `k1` and `b`,
 * over the build input's counts when it has them (`counted`), else over its docs' texts, counted
 * first (countTexts, with its vocabulary): the same index either way. Offline: it ignores the
 * runtime (no environment, no cache, no network) and builds synchronously, so its scores and speed
 * are exactly those of the BM25 index.
 */
export const bm25Factory: RetrieverFactory = {
  identity: (config) => bm25Identity(config),
  build: async (input) => {
    // `docs` is read only when there are no counts (see RetrieverBuildInput.docs)
    const { ids, counts } = input.counted ?? { ids: input.docs.map((d) => d.id), counts: countTexts(input.docs.map((d) => d.text), input.vocabulary) };
    return bm25Retriever(ids, counts, input.config);
  },
};
