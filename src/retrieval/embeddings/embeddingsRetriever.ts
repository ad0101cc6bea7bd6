import type { EmbeddingsConfig, RetrieverConfig } from "../../config/index.js";
import { UserError } from "../../errors.js";
import { takeTop } from "../takeTop.js";
import type { RankedHit, RetrieverFactory } from "../types.js";
import { embeddingsIdentity, embedTexts } from "./embedTexts.js";

/** `retriever.kind: embeddings`: chunks and queries embedded, ranked by exact cosine; only the built queries search. */
export const embeddingsFactory: RetrieverFactory = {
  identity: (config) => embeddingsIdentity(embeddingsSettings(config)),
  build: async ({ docs, queries, config, runtime, label }) => {
    const settings = embeddingsSettings(config);
    const texts = [
      ...docs.map((doc) => ({ prefix: settings.documentPrefix, text: doc.text })),
      ...queries.map((query) => ({ prefix: settings.queryPrefix, text: query })),
    ];
    const vectors = await embedTexts({ config: settings, texts, runtime, label });
    const rows = vectors.slice(0, docs.length).map(normalize);
    const ids = docs.map((d) => d.id);
    const byQuery = new Map(queries.map((query, i) => [query, vectors[docs.length + i]!]));
    const search = (query: string, depth: number) => {
      const vector = byQuery.get(query);
      if (vector === undefined) throw new Error(`internal: query ${JSON.stringify(query)} was not embedded when the index was built`);
      return searchCosine(rows, ids, vector, depth);
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

// The `depth` rows (unit vectors) closest to `query` by cosine, in takeTop's order, each summed in one fixed order.
function searchCosine(rows: readonly Float32Array[], ids: readonly string[], query: Float32Array, depth: number): RankedHit[] {
  const q = normalize(query);
  const scores = new Float64Array(rows.length);
  const candidates = new Int32Array(rows.length);
  rows.forEach((row, d) => {
    let dot = 0;
    for (let i = 0; i < row.length; i++) dot += q[i]! * row[i]!;
    scores[d] = dot;
    candidates[d] = d;
  });
  return takeTop(candidates, rows.length, scores, ids, depth);
}

// `vector` scaled to length 1 (computed in double precision), or all zeros when its length is 0.
function normalize(vector: Float32Array): Float32Array {
  let sum = 0;
  for (let i = 0; i < vector.length; i++) sum += vector[i]! * vector[i]!;
  const norm = Math.sqrt(sum);
  const out = new Float32Array(vector.length);
  if (norm === 0) return out;
  for (let i = 0; i < vector.length; i++) out[i] = vector[i]! / norm;
  return out;
}
