import type { AuthoringConfig } from "../../config/index.js";
import { UserError } from "../../errors.js";
import { describePostFailure, postWithRetries, retryableStatus, type TransportOptions } from "../../retrieval/index.js";
import type { ChatMessage } from "./authoringPrompt.js";

/** One chat completion to ask for, and how. */
export interface ChatRequest {
  config: AuthoringConfig;
  messages: readonly ChatMessage[];
  /** The key, sent as `Authorization: Bearer`; never part of any message. */
  apiKey: string;
  transport: TransportOptions;
  /** The run's counters: requests sent and retries. */
  counters: { requests: number; retries: number };
  signal: AbortSignal;
}

/**
 * The text of an OpenAI-compatible chat API's first choice, or null when it holds none (a refusal). A failure, or an
 * answer that is no chat completion, is a UserError whose fix never holds the key.
 */
export async function requestChatCompletion(request: ChatRequest): Promise<string | null> {
  const { config } = request;
  const url = `${config.endpoint}/chat/completions`;
  const body = JSON.stringify({ model: config.model, messages: request.messages });
  const post = { url, body, apiKey: request.apiKey, timeoutMs: config.timeoutSeconds * 1000, maxRetries: config.maxRetries, transport: request.transport, counters: request.counters, signal: request.signal };
  const answer = await postWithRetries(post);
  if ("failure" in answer) {
    const { failure } = answer;
    const hint =
      failure.kind === "timeout"
        ? "raise `authoring.timeout_seconds`; check that the server is up"
        : failure.kind === "network"
          ? "check `authoring.endpoint` and that the server is running and reachable from here"
          : hintFor(failure.status, config);
    throw new UserError(describePostFailure("chat completions", post, failure), { hint });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.text);
  } catch {
    parsed = undefined;
  }
  const choices = (parsed as { choices?: unknown } | undefined)?.choices;
  if (!Array.isArray(choices)) {
    throw new UserError(`the chat completions API at ${url} answered with ${parsed === undefined ? "a body that is not JSON" : "no `choices` list"}`, {
      hint: "check that `authoring.endpoint` serves the OpenAI chat completions API (the base URL: requests go to `{endpoint}/chat/completions`)",
    });
  }
  const content = (choices[0] as { message?: { content?: unknown } } | undefined)?.message?.content;
  return typeof content === "string" && content.trim() !== "" ? content : null;
}

function hintFor(status: number, config: AuthoringConfig): string {
  if (status === 401 || status === 403) return `check that \`${config.apiKeyEnv}\` holds a valid key for this endpoint and model`;
  if (status === 404) return "check `authoring.endpoint` (the base URL: requests go to `{endpoint}/chat/completions`) and `authoring.model`";
  if (retryableStatus(status)) return "the server kept failing: run again later (answers already received are kept in the store), or raise `authoring.max_retries`";
  return "the server refused the request: check `authoring.model`";
}
