import { isScalar } from "yaml";
import { check } from "./check.js";
import { readEndpoint } from "./readEndpoint.js";
import type { Entry, Scope, YamlReader } from "./yamlReader.js";

const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const KEYS = ["endpoint", "model", "api_key_env"] as const;

/**
 * The `endpoint`, `model` and `api_key_env` of an API block (`retriever:`, `authoring:`), which go
 * together (`why` says so in a missing key's message); undefined when one is missing or bad. A problem
 * never quotes a URL's credentials, nor a bad `api_key_env`, which may be the key itself.
 */
export function readApiAccess(
  reader: YamlReader,
  block: { entries: Map<string, Entry>; scope: Scope },
  api: { name: "retriever" | "authoring"; why: string; path: string; model: string },
): { endpoint: string; model: string; apiKeyEnv: string } | undefined {
  const { entries, scope } = block;
  const examples = { endpoint: "https://api.openai.com/v1", model: api.model, api_key_env: "OPENAI_API_KEY" };
  const [endpointEntry, modelEntry, keyEntry] = KEYS.map((key) => {
    const entry = entries.get(key);
    if (entry === undefined) reader.fail(`missing \`${api.name}.${key}\` (${api.why})`, scope.line, `add \`${key}: ${examples[key]}\` under \`${api.name}:\``);
    return entry;
  });
  const endpoint = endpointEntry && readEndpointEntry(reader, endpointEntry, `${api.name}.endpoint`, api.path);
  const model = modelEntry && reader.scalar(entries, "model", scope, { ...check.text(), example: api.model }, "required");
  const apiKeyEnv = keyEntry && readKeyName(reader, keyEntry, `${api.name}.api_key_env`);
  return endpoint === undefined || model === undefined || apiKeyEnv === undefined ? undefined : { endpoint, model, apiKeyEnv };
}

function readEndpointEntry(reader: YamlReader, entry: Entry, keyPath: string, path: string): string | undefined {
  const value = entry.value !== null && isScalar(entry.value) ? entry.value.value : undefined;
  if (typeof value !== "string") {
    reader.fail(`\`${keyPath}\` must be an http(s) URL`, entry.line, "write the API's base URL, e.g. `endpoint: https://api.openai.com/v1`");
    return undefined;
  }
  const read = readEndpoint(value, path);
  if ("endpoint" in read) return read.endpoint;
  reader.fail(`\`${keyPath}\` ${read.message}`, entry.line, read.hint);
  return undefined;
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
