import { plural } from "../../formatCount.js";
import type { EmbeddingsConfig } from "../../config/index.js";
import { UserError } from "../../errors.js";
import { int32sToBytes, readInt32s } from "../../store/index.js";
import { keyRefusal, RetrieverUnavailableError, type RetrieverRuntime } from "../retrieverRuntime.js";
import { requestEmbeddings } from "./requestEmbeddings.js";

/** The store's namespace of model answers: vectors, and `suggest`'s chat answers, told apart by their keys' format tags. */
export const ANSWERS_NAMESPACE = "answers";

/** Version of a vector's key material and of its value's encoding. */
const FORMAT = "chunkgate-embedding/1";

/** Each distinct key's text (prefix included) and vector, once known. */
type Distinct = Map<string, { embedded: string; vector: Float32Array | null }>;

/**
 * A vector per text, exactly the float32 values the API sent (from the store, else the API); equal texts embedded
 * once, an empty one a zero vector. A RetrieverUnavailableError, sending nothing, when the key is unset or withheld.
 */
export async function embedTexts(options: {
  config: EmbeddingsConfig;
  texts: ReadonlyArray<{ prefix: string; text: string }>;
  runtime: RetrieverRuntime;
  label: string;
}): Promise<Float32Array[]> {
  const { config, runtime, label } = options;
  const host = endpointHost(config.endpoint);
  // Every input that changes a vector; the host too, since a model name is not a model (an Azure deployment).
  const keys = options.texts.map(({ prefix, text }) => JSON.stringify([FORMAT, host, config.model, config.dimensions, prefix, text]));
  const distinct: Distinct = new Map();
  options.texts.forEach(({ prefix, text }, i) => {
    if (!distinct.has(keys[i]!)) distinct.set(keys[i]!, { embedded: prefix + text, vector: null });
  });
  const stats = runtime.stats;
  stats.texts += distinct.size;
  const missing: string[] = [];
  for (const [key, entry] of distinct) {
    if (entry.embedded === "") continue;
    const bytes = runtime.cache.get(ANSWERS_NAMESPACE, key);
    entry.vector = bytes === null ? null : bytesToVector(bytes, config.dimensions);
    if (entry.vector === null) missing.push(key);
  }
  stats.hits += distinct.size - missing.length;
  stats.misses += missing.length;
  if (missing.length > 0) {
    const apiKey = runtime.env(config.apiKeyEnv);
    if (apiKey === undefined) throw unavailable(config, label, missing.length, distinct.size);
    const refusal = keyRefusal(runtime, config);
    if (refusal !== null) throw withheld(config, label, refusal);
    await fetchMissing({ config, runtime, label, apiKey, missing, distinct });
  }
  return assemble(keys, distinct, label);
}

type FetchOptions = Omit<Parameters<typeof embedTexts>[0], "texts"> & { apiKey: string; missing: string[]; distinct: Distinct };

async function fetchMissing(options: FetchOptions): Promise<void> {
  const { config, runtime, label, missing, distinct } = options;
  const batches: string[][] = [];
  for (let i = 0; i < missing.length; i += config.batchSize) batches.push(missing.slice(i, i + config.batchSize));
  const cached = distinct.size - missing.length;
  runtime.progress(`${label}: embedding ${missing.length} of ${distinct.size} texts in ${plural(batches.length, "request")} (${cached} from the cache)`);
  const cancel = new AbortController();
  let next = 0;
  let done = 0;
  let failure: unknown = null;
  const worker = async (): Promise<void> => {
    while (failure === null && next < batches.length) {
      const batch = batches[next++]!;
      try {
        const texts = batch.map((key) => distinct.get(key)!.embedded);
        const { vectors, tokens } = await requestEmbeddings(config, texts, { apiKey: options.apiKey, transport: runtime.transport, counters: runtime.stats, signal: cancel.signal });
        batch.forEach((key, i) => {
          distinct.get(key)!.vector = vectors[i]!;
          runtime.cache.put(ANSWERS_NAMESPACE, key, vectorToBytes(vectors[i]!));
        });
        runtime.stats.embedded += batch.length;
        runtime.stats.tokens = tokens === null || runtime.stats.tokens === null ? null : runtime.stats.tokens + tokens;
        // about ten lines to a CI log: when the count crosses a tenth of the total, or reaches it
        const tenth = (n: number) => Math.floor((n * 10) / missing.length);
        const before = done;
        done += batch.length;
        if (done === missing.length || tenth(done) !== tenth(before)) runtime.progress(`${label}: embedded ${done}/${missing.length} new texts (${cached} of ${distinct.size} from the cache)`);
      } catch (error) {
        if (failure === null) {
          failure = error;
          cancel.abort(new Error("cancelled: another embeddings request failed"));
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(config.maxConcurrency, batches.length) }, worker));
  if (failure !== null) throw failure;
}

/** A vector as the store keeps it: float32 little-endian on every machine, so another runner reads it the same. */
export function vectorToBytes(vector: Float32Array): Uint8Array {
  return int32sToBytes(new Int32Array(vector.buffer, vector.byteOffset, vector.length));
}

/** The vector in `bytes`, or null (a cache miss, never an error) when not `dimensions` finite floats. */
export function bytesToVector(bytes: Uint8Array, dimensions: number | null): Float32Array | null {
  if (bytes.length === 0 || bytes.length % 4 !== 0) return null;
  const length = bytes.length / 4;
  if (dimensions !== null && length !== dimensions) return null;
  const vector = new Float32Array(readInt32s(bytes, 0, length).buffer);
  return vector.every(Number.isFinite) ? vector : null;
}

function assemble(keys: readonly string[], distinct: Distinct, label: string): Float32Array[] {
  let length: number | null = null;
  for (const { vector } of distinct.values()) {
    if (vector === null) continue;
    if (length !== null && vector.length !== length) {
      throw new UserError(`the vectors of \`${label}\` have different lengths (${length} and ${vector.length}): the cache holds vectors of an older version of the model`, {
        hint: "set `retriever.dimensions`, or delete the `answers` folder of the cache folder and run again",
      });
    }
    length = vector.length;
  }
  const zero = new Float32Array(length ?? 0);
  return keys.map((key) => distinct.get(key)!.vector ?? zero);
}

function unavailable(config: EmbeddingsConfig, label: string, missing: number, total: number): RetrieverUnavailableError {
  const variable = config.apiKeyEnv;
  return new RetrieverUnavailableError(
    `the embeddings API key is not available: \`${variable}\` is not set, and ${missing} of the ${total} texts of \`${label}\` are not in the cache`,
    `set \`${variable}\` (in a workflow, \`env: { ${variable}: \${{ secrets.${variable} }} }\`); pull requests from forks get no secrets, so evaluate them with the two-workflow pattern, or on \`pull_request_target\` for trusted authors only (see chunkgate's docs/retrievers.md, "Embeddings and forks")`,
  );
}

function withheld(config: EmbeddingsConfig, label: string, refusal: string): RetrieverUnavailableError {
  return new RetrieverUnavailableError(
    `the embeddings API key is withheld: \`${label}\` would send \`${config.apiKeyEnv}\` to ${endpointHost(config.endpoint)}, and ${refusal}; a pull request cannot choose where a secret goes`,
    "a pull request that changes `retriever.endpoint` or `api_key_env` is checked without the key (texts already in the cache still score); once it is merged, pull requests send the key to the new endpoint (see chunkgate's docs/retrievers.md, \"Embeddings and forks\")",
  );
}

/** `embeddings(host=…,model=…)`, what a baseline records: everything that changes the vectors, nothing else. */
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
