import { isScalar } from "yaml";
import { check } from "./check.js";
import { readApiAccess } from "./readApiAccess.js";
import { REGISTRY_DEFAULTS } from "./registryDefaults.js";
import type { EmbeddingsConfig, RetrieverConfig } from "./types.js";
import { allRead, type Entry, type Scope, type YamlReader } from "./yamlReader.js";

const DEFAULTS = REGISTRY_DEFAULTS.retriever;
const EMBEDDING_KEYS = ["endpoint", "model", "dimensions", "api_key_env", "batch_size", "max_concurrency", "query_prefix", "document_prefix", "timeout_seconds", "max_retries"];
/** Every key `retriever:` takes, exported so the top level can say where a misplaced one belongs. */
export const RETRIEVER_KEYS = ["kind", "k1", "b", "rrf_k", ...EMBEDDING_KEYS];
/** Kinds that need the embeddings settings. */
const NEEDS_EMBEDDINGS = ["embeddings", "hybrid"];
const EXAMPLE = "{ kind: embeddings, endpoint: https://api.openai.com/v1, model: text-embedding-3-small, api_key_env: OPENAI_API_KEY }";

/** Any string, the empty one included (prefixes may be empty). */
const ANY_TEXT = { expected: "a string", example: '"search_query: "', accept: (value: unknown) => (typeof value === "string" ? value : undefined) };

/**
 * The top-level `retriever:`, a bare name or a mapping, defaults applied. `endpoint`, `model` and
 * `api_key_env` go together, required by `embeddings` and `hybrid`; a value that may be the key is
 * never quoted. Undefined exactly when it recorded a problem.
 */
export function readRetriever(reader: YamlReader, top: Map<string, Entry>, scope: Scope): RetrieverConfig | undefined {
  const entry = top.get("retriever");
  if (entry !== undefined && entry.value !== null && isScalar(entry.value)) {
    const kind = reader.scalar(top, "retriever", scope, check.text(), "required");
    if (kind === undefined) return undefined;
    if (NEEDS_EMBEDDINGS.includes(kind)) {
      reader.fail(`\`retriever: ${kind}\` needs the embeddings settings (endpoint, model, api_key_env)`, entry.line, `write it as a mapping, e.g. \`retriever: ${EXAMPLE.replace("embeddings,", `${kind},`)}\``);
      return undefined;
    }
    return { kind, k1: DEFAULTS.k1, b: DEFAULTS.b, rrfK: DEFAULTS.rrfK };
  }
  const block = reader.block(top, "retriever", scope, { known: RETRIEVER_KEYS, example: "{ kind: bm25 }" });
  if (block === undefined) return undefined;
  const kind = reader.scalar(block.entries, "kind", block.scope, { ...check.text(), example: "bm25" }, { default: DEFAULTS.kind });
  const k1 = reader.scalar(block.entries, "k1", block.scope, check.number({ min: 0, max: 3, minOpen: true }), { default: DEFAULTS.k1 });
  const b = reader.scalar(block.entries, "b", block.scope, check.number({ min: 0, max: 1 }), { default: DEFAULTS.b });
  const rrfK = reader.scalar(block.entries, "rrf_k", block.scope, check.integer({ min: 1 }), { default: DEFAULTS.rrfK });
  const wanted = kind !== undefined && NEEDS_EMBEDDINGS.includes(kind);
  const given = EMBEDDING_KEYS.some((key) => block.entries.has(key));
  const embeddings = wanted || given ? readEmbeddings(reader, block, kind ?? DEFAULTS.kind) : null;
  return allRead({ kind, k1, b, rrfK, ...(embeddings === null ? {} : { embeddings }) });
}

function readEmbeddings(reader: YamlReader, block: { entries: Map<string, Entry>; scope: Scope }, kind: string): EmbeddingsConfig | undefined {
  const { entries, scope } = block;
  const why = NEEDS_EMBEDDINGS.includes(kind) ? `\`kind: ${kind}\` needs it` : "the embeddings settings go together";
  const access = readApiAccess(reader, block, { name: "retriever", why, path: "embeddings", model: "text-embedding-3-small" });
  // null, the model's own, when left out or empty
  const dimensions = reader.optional(entries, "dimensions", scope, check.integer({ min: 1 }));
  const d = REGISTRY_DEFAULTS.embeddings;
  const batchSize = reader.scalar(entries, "batch_size", scope, check.integer({ min: 1, max: 2048 }), { default: d.batchSize });
  const maxConcurrency = reader.scalar(entries, "max_concurrency", scope, check.integer({ min: 1, max: 64 }), { default: d.maxConcurrency });
  // "optional" rather than a default: a hint built from the default would read `query_prefix: `
  const queryPrefix = prefix(reader, entries, "query_prefix", scope, d.queryPrefix);
  const documentPrefix = prefix(reader, entries, "document_prefix", scope, d.documentPrefix);
  if (access === undefined) return undefined;
  const { endpoint, model, apiKeyEnv, timeoutSeconds, maxRetries } = access;
  return allRead({ endpoint, model, dimensions, apiKeyEnv, batchSize, maxConcurrency, queryPrefix, documentPrefix, timeoutSeconds, maxRetries });
}

/** A prefix: any string (empty included), the default when absent or empty, undefined (reported) otherwise. */
function prefix(reader: YamlReader, entries: Map<string, Entry>, key: string, scope: Scope, fallback: string): string | undefined {
  const value = reader.optional(entries, key, scope, ANY_TEXT);
  return value === null ? fallback : value;
}
