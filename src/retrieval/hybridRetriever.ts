import type { RetrieverConfig } from "../config/index.js";
import { bm25Factory, bm25Identity } from "./bm25Retriever.js";
import { embeddingsFactory, embeddingsSettings } from "./embeddings/embeddingsRetriever.js";
import { embeddingsIdentity } from "./embeddings/embedTexts.js";
import type { RetrieverFactory, IdList, RankedHit } from "./types.js";
import { takeTop } from "./takeTop.js";

/** `hybrid(rrf_k=60,bm25(k1=1.2,b=0.75),embeddings(…))`: both parts' identities and the fusion constant. */
function hybridIdentity(config: RetrieverConfig): string {
  return `hybrid(rrf_k=${config.rrfK},${bm25Identity(config)},${embeddingsIdentity(embeddingsSettings(config))})`;
}

/** `retriever.kind: hybrid`: `bm25` and `embeddings` over one input, their top d fused by fuseRankings (`rrf_k`). */
export const hybridFactory: RetrieverFactory = {
  identity: hybridIdentity,
  build: async (input) => {
    const lexical = await bm25Factory.build(input);
    const dense = await embeddingsFactory.build(input);
    const ids = input.docs.map((d) => d.id);
    return {
      name: "hybrid",
      identity: hybridIdentity(input.config),
      search: (query, depth) => fuseRankings([lexical.search(query, depth), dense.search(query, depth)], { ids, k: input.config.rrfK, depth }),
    };
  },
};

/** Reciprocal rank fusion: Σ 1 / (k + rank) over the rankings holding a document, summed in order; the best `depth`. */
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
