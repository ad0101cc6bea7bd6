import { UserError } from "../errors.js";
import { buildBm25Index, searchBm25 } from "./bm25.js";
import type { Bm25Vocabulary } from "./bm25Vocabulary.js";
import type { RetrievalDoc, Retriever, RetrieverFactory } from "./types.js";

/**
 * The `bm25` retriever: Okapi BM25 ({@link buildBm25Index}) over the chunks' embed texts.
 *
 * Guarantees: `name` is "bm25" and `identity` is `bm25(k1=<k1>,b=<b>)` with the numbers as
 * JavaScript prints them (`bm25(k1=1.2,b=0.75)` for the defaults), so two runs have the same identity
 * exactly when their scoring parameters are equal. `search` is {@link searchBm25} on an index built
 * once, here; it answers any query, not only those the index was built for.
 *
 * @param docs The chunks to index (`text` = embed text); any number, including none.
 * @param options.k1 Term-frequency saturation; the registry's default is 1.2; range: finite, ≥ 0.
 * @param options.b Length normalisation; the registry's default is 0.75; range 0..1.
 * @param options.vocabulary Analysis shared with other builds (see Bm25Vocabulary); default none.
 * @throws UserError when k1 or b is out of range, naming the registry key to fix, because these
 *   values come from `retriever:` in chunkgate.yml.
 */
export function bm25Retriever(docs: readonly RetrievalDoc[], options: { k1: number; b: number; vocabulary?: Bm25Vocabulary }): Retriever {
  const { k1, b, vocabulary } = options;
  if (typeof k1 !== "number" || !Number.isFinite(k1) || k1 < 0) {
    throw new UserError(`retriever.k1 must be a number ≥ 0, got ${String(k1)}`, {
      hint: "set `retriever.k1` to a number such as 1.2 (the default)",
    });
  }
  if (typeof b !== "number" || !(b >= 0 && b <= 1)) {
    throw new UserError(`retriever.b must be a number from 0 to 1, got ${String(b)}`, {
      hint: "set `retriever.b` to a number from 0 to 1, such as 0.75 (the default)",
    });
  }
  const index = buildBm25Index(docs, { k1, b, vocabulary });
  return {
    name: "bm25",
    identity: bm25Identity({ k1, b }),
    search: (query, depth) => searchBm25(index, query, depth),
  };
}

/** `bm25(k1=1.2,b=0.75)`: the identity a baseline records for these parameters. */
export function bm25Identity(options: { k1: number; b: number }): string {
  return `bm25(k1=${options.k1},b=${options.b})`;
}

/**
 * `retriever.kind: bm25` in the registry: {@link bm25Retriever} with the registry's `k1` and `b`.
 * Offline: it ignores the runtime (no environment, no cache, no network) and builds synchronously,
 * so its scores and speed are exactly those of the BM25 index.
 */
export const bm25Factory: RetrieverFactory = {
  identity: (config) => bm25Identity(config),
  build: async ({ docs, config, vocabulary }) => bm25Retriever(docs, { k1: config.k1, b: config.b, vocabulary }),
};
