import type { EmbeddingsConfig, RetrieverConfig } from "../../config/index.js";
import { UserError } from "../../errors.js";
import type { RetrieverFactory } from "../types.js";
import { buildDenseIndex, searchDense } from "./denseIndex.js";
import { embeddingsIdentity } from "./embeddingsIdentity.js";
import { embedTexts } from "./embedTexts.js";

/**
 * `retriever.kind: embeddings`: every chunk and query embedded with its prefix by embedTexts, ranked
 * by exact cosine. `search` answers only the queries it was built with (another is a programming mistake).
 */
export const embeddingsFactory: RetrieverFactory = {
  identity: (config) => embeddingsIdentity(embeddingsSettings(config)),
  build: async ({ docs, queries, config, runtime, label }) => {
    const settings = embeddingsSettings(config);
    const texts = [
      ...docs.map((doc) => ({ prefix: settings.documentPrefix, text: doc.text })),
      ...queries.map((query) => ({ prefix: settings.queryPrefix, text: query })),
    ];
    const vectors = await embedTexts({ config: settings, texts, runtime, label });
    const index = buildDenseIndex(vectors.slice(0, docs.length), docs.map((d) => d.id));
    const byQuery = new Map(queries.map((query, i) => [query, vectors[docs.length + i]!]));
    const search = (query: string, depth: number) => {
      const vector = byQuery.get(query);
      if (vector === undefined) throw new Error(`internal: query ${JSON.stringify(query)} was not embedded when the index was built`);
      return searchDense(index, vector, depth);
    };
    return { name: "embeddings", identity: embeddingsIdentity(settings), search };
  },
};

/** The embeddings settings of a registry's retriever, or a UserError naming what to add. */
export function embeddingsSettings(config: RetrieverConfig): EmbeddingsConfig {
  if (config.embeddings) return config.embeddings;
  throw new UserError(`the retriever \`${config.kind}\` needs the embeddings settings, and the registry's \`retriever:\` has none`, {
    hint: "add `endpoint`, `model` and `api_key_env` under `retriever:`, e.g. `endpoint: https://api.openai.com/v1`, `model: text-embedding-3-small`, `api_key_env: OPENAI_API_KEY`",
  });
}
