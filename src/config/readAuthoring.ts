import { check } from "./check.js";
import { readApiAccess } from "./readApiAccess.js";
import { REGISTRY_DEFAULTS } from "./registryDefaults.js";
import type { AuthoringConfig } from "./types.js";
import { allRead, type Entry, type Scope, type YamlReader } from "./yamlReader.js";

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
  const access = readApiAccess(reader, block, { name: "authoring", why: "endpoint, model and api_key_env go together", path: "chat/completions", model: "gpt-4o-mini" });
  const d = REGISTRY_DEFAULTS.embeddings;
  const timeoutSeconds = reader.scalar(entries, "timeout_seconds", block.scope, check.number({ min: 0, max: 600, minOpen: true }), { default: d.timeoutSeconds });
  const maxRetries = reader.scalar(entries, "max_retries", block.scope, check.integer({ min: 0, max: 20 }), { default: d.maxRetries });
  return access && allRead({ ...access, timeoutSeconds, maxRetries });
}
