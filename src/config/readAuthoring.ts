import { check } from "./check.js";
import { readEndpointEntry } from "./readEndpointEntry.js";
import { readKeyNameEntry } from "./readKeyNameEntry.js";
import { REGISTRY_DEFAULTS } from "./registryDefaults.js";
import type { AuthoringConfig } from "./types.js";
import type { Entry, Scope, YamlReader } from "./yamlReader.js";

const KEYS = ["endpoint", "model", "api_key_env", "timeout_seconds", "max_retries"];
const EXAMPLE = "{ endpoint: https://api.openai.com/v1, model: gpt-4o-mini, api_key_env: OPENAI_API_KEY }";

/**
 * The top-level `authoring:` block (the chat API of `suggest --drafter llm`): `endpoint`, `model` and
 * `api_key_env` together, checked as `retriever:`'s. null when absent or empty; undefined exactly when
 * it recorded a problem.
 */
export function readAuthoring(reader: YamlReader, top: Map<string, Entry>, scope: Scope): AuthoringConfig | null | undefined {
  const block = reader.block(top, "authoring", scope, { known: KEYS, example: EXAMPLE });
  if (block === undefined) return undefined;
  if (!block.present) return null;
  const { entries } = block;
  const required = (key: string, example: string): boolean => {
    if (entries.has(key)) return true;
    reader.fail(`missing \`authoring.${key}\` (endpoint, model and api_key_env go together)`, block.scope.line, `add \`${key}: ${example}\` under \`authoring:\``);
    return false;
  };
  const hasEndpoint = required("endpoint", "https://api.openai.com/v1");
  const hasModel = required("model", "gpt-4o-mini");
  const hasKey = required("api_key_env", "OPENAI_API_KEY");
  const endpoint = hasEndpoint ? readEndpointEntry(reader, entries.get("endpoint")!, "authoring.endpoint", "chat/completions") : undefined;
  const model = hasModel ? reader.scalar(entries, "model", block.scope, { ...check.text(), example: "gpt-4o-mini" }, "required") : undefined;
  const apiKeyEnv = hasKey ? readKeyNameEntry(reader, entries.get("api_key_env")!, "authoring.api_key_env") : undefined;
  const d = REGISTRY_DEFAULTS.embeddings;
  const timeoutSeconds = reader.scalar(entries, "timeout_seconds", block.scope, check.number({ min: 0, max: 600, minOpen: true }), { default: d.timeoutSeconds });
  const maxRetries = reader.scalar(entries, "max_retries", block.scope, check.integer({ min: 0, max: 20 }), { default: d.maxRetries });
  if (endpoint === undefined || model === undefined || apiKeyEnv === undefined || timeoutSeconds === undefined || maxRetries === undefined) return undefined;
  return { endpoint, model, apiKeyEnv, timeoutSeconds, maxRetries };
}
