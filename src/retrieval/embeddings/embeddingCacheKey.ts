/** What one cached vector depends on. */
export interface EmbeddingKeyParts {
  host: string;
  model: string;
  /** Requested dimensions, or null for the model's own. */
  dimensions: number | null;
  prefix: string;
  /** The text, before the prefix. */
  text: string;
}

/** Version of the key material and of the value's encoding. */
const FORMAT = "chunkgate-embedding/1";

/**
 * The store key of one vector: every input that changes it, as an unambiguous JSON array. The host
 * is in it because a model name is not a model (an Azure deployment name, an Ollama quantisation):
 * two hosts' vectors must never mix in one index.
 */
export function embeddingCacheKey(parts: EmbeddingKeyParts): string {
  return JSON.stringify([FORMAT, parts.host, parts.model, parts.dimensions, parts.prefix, parts.text]);
}
