/** What one cached vector depends on. */
export interface EmbeddingKeyParts {
  /** The endpoint's host (see embeddingsIdentity): the same model name on two hosts may be two models. */
  host: string;
  model: string;
  /** Requested dimensions, or null for the model's own. */
  dimensions: number | null;
  /** The query or document prefix that was put before `text`. */
  prefix: string;
  /** The text as given, before the prefix. */
  text: string;
}

/** Version of the key material and of the value's encoding (raw little-endian float32). */
const FORMAT = "chunkgate-embedding/1";

/**
 * The content-store key of one vector: every input that changes it, as an unambiguous JSON array
 * (the store hashes it with SHA-256). Same parts, same key; any part different, a different key.
 *
 * Why the host is part of it: a model name is not a model. Azure OpenAI's `model` is a deployment
 * name its owner chooses, and Ollama serves one name at several quantisations, so two hosts
 * answering to the same name may return different vectors. Mixing them in one index would rank
 * by a blend of two models. Switching hosts therefore embeds the corpus once more; nothing else
 * (batch size, concurrency, the key's variable) changes the key.
 */
export function embeddingCacheKey(parts: EmbeddingKeyParts): string {
  return JSON.stringify([FORMAT, parts.host, parts.model, parts.dimensions, parts.prefix, parts.text]);
}
