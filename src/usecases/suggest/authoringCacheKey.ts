import type { AuthoringConfig } from "../../config/index.js";
import { PROMPT_VERSION, type ChatMessage } from "./authoringPrompt.js";

/** Version of the key material and of the value's encoding (the answer's text, UTF-8). */
const FORMAT = "chunkgate-authoring/1";

/**
 * The store key of one model answer: the endpoint, the model, the prompt's version and the
 * messages (which hold the section's content), as an unambiguous JSON array the store hashes. Same
 * parts, same key, so a second run over unchanged sections sends nothing. The whole endpoint is in
 * it, not only its host: one host may serve several gateways. The key's variable, the timeout and
 * the retries change how an answer is fetched, not what it says, and are left out.
 */
export function authoringCacheKey(config: AuthoringConfig, messages: readonly ChatMessage[]): string {
  return JSON.stringify([FORMAT, config.endpoint, config.model, PROMPT_VERSION, messages.map((m) => [m.role, m.content])]);
}
