import type { RetrieverConfig } from "../config/index.js";
import { bm25Factory, bm25Identity } from "./bm25Retriever.js";
import { embeddingsFactory, embeddingsSettings } from "./embeddings/embeddingsRetriever.js";
import { embeddingsIdentity } from "./embeddings/embeddingsIdentity.js";
import { fuseRankings } from "./fuseRankings.js";
import type { RetrieverFactory } from "./types.js";

/** `hybrid(rrf_k=60,bm25(k1=1.2,b=0.75),embeddings(…))`: both parts' identities and the fusion constant. */
function hybridIdentity(config: RetrieverConfig): string {
  return `hybrid(rrf_k=${config.rrfK},${bm25Identity(config)},${embeddingsIdentity(embeddingsSettings(config))})`;
}

/**
 * `retriever.kind: hybrid`: the `bm25` and `embeddings` retrievers over the same input, each ranking
 * its top d, fused by fuseRankings (`rrf_k`) into the top d of their union.
 */
export const hybridFactory: RetrieverFactory = {
  identity: hybridIdentity,
  build: async (input) => {
    const identity = hybridIdentity(input.config);
    const lexical = await bm25Factory.build(input);
    const dense = await embeddingsFactory.build(input);
    const ids = input.docs.map((d) => d.id);
    return {
      name: "hybrid",
      identity,
      search: (query, depth) => fuseRankings([lexical.search(query, depth), dense.search(query, depth)], { ids, k: input.config.rrfK, depth }),
    };
  },
};
