import { isScalar } from "yaml";
import { check } from "./check.js";
import { REGISTRY_DEFAULTS } from "./registryDefaults.js";
import type { AuthoringConfig, EmbeddingsConfig, RetrieverConfig } from "./types.js";
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

/** The top-level `retriever:`, a bare name or a mapping, defaults applied; `embeddings` and `hybrid` need an API block. */
export function readRetriever(reader: YamlReader, top: Map<string, Entry>, scope: Scope): RetrieverConfig | undefined {
  const entry = top.get("retriever");
  if (entry !== undefined && entry.value !== null && isScalar(entry.value)) {
    const kind = reader.scalar(top, "retriever", scope, check.text, "required");
    if (kind === undefined) return undefined;
    if (NEEDS_EMBEDDINGS.includes(kind)) {
      return reader.fail(`\`retriever: ${kind}\` needs the embeddings settings (endpoint, model, api_key_env)`, entry.line, `write it as a mapping, e.g. \`retriever: ${EXAMPLE.replace("embeddings,", `${kind},`)}\``);
    }
    return { kind, k1: DEFAULTS.k1, b: DEFAULTS.b, rrfK: DEFAULTS.rrfK };
  }
  const block = reader.block(top, "retriever", scope, { known: RETRIEVER_KEYS, example: "{ kind: bm25 }" });
  if (block === undefined) return undefined;
  const kind = reader.scalar(block.entries, "kind", block.scope, { ...check.text, example: "bm25" }, { default: DEFAULTS.kind });
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
  // optional (empty: the default) rather than a default, so a hint does not read `query_prefix: `; a bad value is reported
  const queryPrefix = reader.optional(entries, "query_prefix", scope, ANY_TEXT) ?? d.queryPrefix;
  const documentPrefix = reader.optional(entries, "document_prefix", scope, ANY_TEXT) ?? d.documentPrefix;
  if (access === undefined) return undefined;
  const { endpoint, model, apiKeyEnv, timeoutSeconds, maxRetries } = access;
  return allRead({ endpoint, model, dimensions, apiKeyEnv, batchSize, maxConcurrency, queryPrefix, documentPrefix, timeoutSeconds, maxRetries });
}

const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const API_KEYS = ["endpoint", "model", "api_key_env"] as const;

/** An API block (endpoint, model, key variable, timeout, retries); no problem quotes URL credentials or the key. */
export function readApiAccess(
  reader: YamlReader,
  block: { entries: Map<string, Entry>; scope: Scope },
  api: { name: "retriever" | "authoring"; why: string; path: string; model: string },
): AuthoringConfig | undefined {
  const { entries, scope } = block;
  const examples = { endpoint: "https://api.openai.com/v1", model: api.model, api_key_env: "OPENAI_API_KEY" };
  const [endpointEntry, modelEntry, keyEntry] = API_KEYS.map((key) => {
    const entry = entries.get(key);
    if (entry === undefined) reader.fail(`missing \`${api.name}.${key}\` (${api.why})`, scope.line, `add \`${key}: ${examples[key]}\` under \`${api.name}:\``);
    return entry;
  });
  const endpoint = endpointEntry && readEndpoint(reader, endpointEntry, `${api.name}.endpoint`, api.path);
  const model = modelEntry && reader.scalar(entries, "model", scope, { ...check.text, example: api.model }, "required");
  const apiKeyEnv = keyEntry && readKeyName(reader, keyEntry, `${api.name}.api_key_env`);
  const d = REGISTRY_DEFAULTS.embeddings;
  const timeoutSeconds = reader.scalar(entries, "timeout_seconds", scope, check.number({ min: 0, max: 600, minOpen: true }), { default: d.timeoutSeconds });
  const maxRetries = reader.scalar(entries, "max_retries", scope, check.integer({ min: 0, max: 20 }), { default: d.maxRetries });
  return allRead({ endpoint, model, apiKeyEnv, timeoutSeconds, maxRetries });
}

/** The endpoint as a base URL without a trailing slash: http(s), no credentials, query or fragment, not ending in `path`. */
function readEndpoint(reader: YamlReader, entry: Entry, keyPath: string, path: string): string | undefined {
  const fail = (message: string, hint: string) => reader.fail(`\`${keyPath}\` ${message}`, entry.line, hint);
  const example = "`endpoint: https://api.openai.com/v1`";
  const text = entry.value !== null && isScalar(entry.value) ? entry.value.value : undefined;
  if (typeof text !== "string") return fail("must be an http(s) URL", `write the API's base URL, e.g. ${example}`);
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return fail(`must be an http(s) URL, got ${quote(text)}`, `write the API's base URL, e.g. ${example}`);
  }
  if (url.username !== "" || url.password !== "") {
    const hint = "remove them from the URL and name the environment variable that holds the key in `api_key_env`";
    return fail("must not carry a user name or password (not shown here)", hint);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return fail(`must be an http or https URL, got ${quote(text)}`, `write the API's base URL, e.g. ${example}`);
  }
  if (url.search !== "" || url.hash !== "") {
    return fail(`must have no query or fragment, got ${quote(text)}`, `requests go to \`{endpoint}/${path}\`: write the base URL alone, e.g. ${example}`);
  }
  const endpoint = url.href.replace(/\/+$/, "");
  if (!endpoint.toLowerCase().endsWith(`/${path}`)) return endpoint;
  return fail(`must be the API's base URL, got ${quote(text)}`, `drop the trailing \`/${path}\`: chunkgate adds it (\`endpoint: ${endpoint.slice(0, -path.length - 1)}\`)`);
}

function readKeyName(reader: YamlReader, entry: Entry, keyPath: string): string | undefined {
  const value = entry.value !== null && isScalar(entry.value) ? entry.value.value : undefined;
  if (typeof value === "string" && ENV_NAME.test(value)) return value;
  return reader.fail(
    `\`${keyPath}\` must name an environment variable (letters, digits and \`_\`, not starting with a digit); the value given is not one and is not shown, because it may be the key itself`,
    entry.line,
    "write the variable's name, e.g. `api_key_env: OPENAI_API_KEY`, and set that variable (in a workflow, from a secret); never write the key in the registry",
  );
}

/** The value for a message; never one with an `@`, which may be a URL's credentials. */
function quote(text: string): string {
  if (text.includes("@")) return "a value with an `@` (not shown: it may hold credentials)";
  return JSON.stringify(text.length > 80 ? `${text.slice(0, 77)}…` : text);
}
