import type { EmbeddingsConfig } from "../../config/index.js";

/**
 * `embeddings(host=api.openai.com,model=text-embedding-3-small,dimensions=512)`, what a baseline records:
 * everything that changes the vectors (host and port, model, dimensions and prefixes when set), nothing else.
 */
export function embeddingsIdentity(config: EmbeddingsConfig): string {
  const parts = [`host=${endpointHost(config.endpoint)}`, `model=${plain(config.model)}`];
  if (config.dimensions !== null) parts.push(`dimensions=${config.dimensions}`);
  if (config.queryPrefix !== "") parts.push(`query_prefix=${JSON.stringify(config.queryPrefix)}`);
  if (config.documentPrefix !== "") parts.push(`document_prefix=${JSON.stringify(config.documentPrefix)}`);
  return `embeddings(${parts.join(",")})`;
}

/** The host (and port, when not the scheme's default) of a validated endpoint URL, lowercased. */
export function endpointHost(endpoint: string): string {
  return new URL(endpoint).host;
}

/** A model name as written when it cannot be misread inside the identity, else JSON-quoted. */
function plain(text: string): string {
  return /^[A-Za-z0-9._:/@+-]+$/.test(text) ? text : JSON.stringify(text);
}
