import type { AuthoringConfig } from "../../config/index.js";
import { PROMPT_VERSION, type ChatMessage } from "./authoringPrompt.js";

/** Version of the key material and of the value's encoding (the answer's text, UTF-8). */
const FORMAT = "chunkgate-authoring/1";

/**
 * The store key of one model answer: what decides the answer (the whole endpoint, as one host may
 * serve several gateways; model, prompt version, messages), never how it is fetched.
 */
export function authoringCacheKey(config: AuthoringConfig, messages: readonly ChatMessage[]): string {
  return JSON.stringify([FORMAT, config.endpoint, config.model, PROMPT_VERSION, messages.map((m) => [m.role, m.content])]);
}
