import { isScalar } from "yaml";
import { check } from "./check.js";
import { REGISTRY_DEFAULTS } from "./registryDefaults.js";
import type { AuthoringConfig } from "./types.js";
import { allRead, type Entry, type Scope, type YamlReader } from "./yamlReader.js";

const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const KEYS = ["endpoint", "model", "api_key_env"] as const;

/**
 * What every API block (`retriever:`, `authoring:`) holds: `endpoint`, `model` and `api_key_env`, which
 * go together (`why` says so in a missing key's message), and the request's timeout and retries with
 * their defaults; undefined when one is missing or bad. A problem never quotes a URL's credentials, nor
 * a bad `api_key_env`, which may be the key itself.
 */
export function readApiAccess(
  reader: YamlReader,
  block: { entries: Map<string, Entry>; scope: Scope },
  api: { name: "retriever" | "authoring"; why: string; path: string; model: string },
): AuthoringConfig | undefined {
  const { entries, scope } = block;
  const examples = { endpoint: "https://api.openai.com/v1", model: api.model, api_key_env: "OPENAI_API_KEY" };
  const [endpointEntry, modelEntry, keyEntry] = KEYS.map((key) => {
    const entry = entries.get(key);
    if (entry === undefined) reader.fail(`missing \`${api.name}.${key}\` (${api.why})`, scope.line, `add \`${key}: ${examples[key]}\` under \`${api.name}:\``);
    return entry;
  });
  const endpoint = endpointEntry && readEndpoint(reader, endpointEntry, `${api.name}.endpoint`, api.path);
  const model = modelEntry && reader.scalar(entries, "model", scope, { ...check.text(), example: api.model }, "required");
  const apiKeyEnv = keyEntry && readKeyName(reader, keyEntry, `${api.name}.api_key_env`);
  const d = REGISTRY_DEFAULTS.embeddings;
  const timeoutSeconds = reader.scalar(entries, "timeout_seconds", scope, check.number({ min: 0, max: 600, minOpen: true }), { default: d.timeoutSeconds });
  const maxRetries = reader.scalar(entries, "max_retries", scope, check.integer({ min: 0, max: 20 }), { default: d.maxRetries });
  return allRead({ endpoint, model, apiKeyEnv, timeoutSeconds, maxRetries });
}

/**
 * The endpoint as a base URL without a trailing slash: http(s), no credentials (they would reach
 * logs), no query or fragment, not already ending in `path`. A problem never quotes credentials.
 */
function readEndpoint(reader: YamlReader, entry: Entry, keyPath: string, path: string): string | undefined {
  const fail = (message: string, hint: string): undefined => {
    reader.fail(`\`${keyPath}\` ${message}`, entry.line, hint);
    return undefined;
  };
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
  reader.fail(
    `\`${keyPath}\` must name an environment variable (letters, digits and \`_\`, not starting with a digit); the value given is not one and is not shown, because it may be the key itself`,
    entry.line,
    "write the variable's name, e.g. `api_key_env: OPENAI_API_KEY`, and set that variable (in a workflow, from a secret); never write the key in the registry",
  );
  return undefined;
}

/** The value for a message; never one with an `@`, which may be a URL's credentials. */
function quote(text: string): string {
  if (text.includes("@")) return "a value with an `@` (not shown: it may hold credentials)";
  return JSON.stringify(text.length > 80 ? `${text.slice(0, 77)}…` : text);
}
