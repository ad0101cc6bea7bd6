import { UserError } from "../../errors.js";
import { VERSION } from "../../version.js";
import type { EmbeddingStats, TransportOptions } from "../retrieverRuntime.js";
import { parseEmbeddingsResponse } from "./parseEmbeddingsResponse.js";
import { retryDelay } from "./retryDelay.js";
import { sanitizeServerText } from "./sanitizeServerText.js";

/** One batch to embed, and how to reach the API. */
export interface EmbeddingRequest {
  /** Validated base URL; the request goes to `{endpoint}/embeddings`. */
  endpoint: string;
  model: string;
  dimensions: number | null;
  /** The key, sent as `Authorization: Bearer`; never part of any message (see sanitizeServerText). */
  apiKey: string;
  /** The variable the key came from, named in hints. */
  apiKeyEnv: string;
  /** The texts, prefixes already applied; at least one, none empty. */
  texts: readonly string[];
  timeoutMs: number;
  maxRetries: number;
  transport: TransportOptions;
  /** Counters of the run: every request sent and every retry is added here. */
  stats: EmbeddingStats;
  /** Aborted when another batch of the run has failed: stop, nothing more is needed. */
  signal: AbortSignal;
}

/** Statuses worth retrying: timeouts, conflicts, rate limits and server errors (as OpenAI's clients retry). */
function retryable(status: number): boolean {
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

/**
 * Embeds one batch through an OpenAI-compatible API (`POST {endpoint}/embeddings` with `model`,
 * `input`, `encoding_format: "float"` and `dimensions` when set).
 *
 * Retries a 408, 409, 429 or 5xx, a timeout and a dropped connection, at most `maxRetries` times,
 * waiting as the server says (`retry-after-ms`, `Retry-After`) or with exponential backoff and
 * jitter (retryDelay); fails at once on any other status. Each attempt has `timeoutMs` for the
 * whole exchange, body included.
 *
 * Guarantees: resolves with exactly one float32 vector per text, in the texts' order, all of one
 * length (`dimensions` when set), or rejects with a UserError that names the URL, the status (or
 * the timeout, or the network error), the attempts made and a fix; the key is never in it. A
 * malformed answer (not JSON, the wrong number of vectors, vectors of mixed lengths) is not
 * retried: a server that answers 200 with the wrong shape is the wrong server.
 */
export async function requestEmbeddings(request: EmbeddingRequest): Promise<{ vectors: Float32Array[]; tokens: number | null }> {
  const url = `${request.endpoint}/embeddings`;
  const body = JSON.stringify({
    model: request.model,
    input: request.texts,
    encoding_format: "float",
    ...(request.dimensions === null ? {} : { dimensions: request.dimensions }),
  });
  const headers = {
    authorization: `Bearer ${request.apiKey}`,
    "content-type": "application/json",
    accept: "application/json",
    "user-agent": `chunkgate/${VERSION}`,
  };
  for (let attempt = 0; ; attempt++) {
    throwIfAborted(request.signal);
    request.stats.requests++;
    if (attempt > 0) request.stats.retries++;
    const outcome = await send(url, { method: "POST", headers, body }, request);
    const attempts = `${attempt + 1} attempt${attempt === 0 ? "" : "s"}`;
    if (outcome.kind === "ok") {
      const parsed = parseEmbeddingsResponse(outcome.text, { count: request.texts.length, dimensions: request.dimensions });
      if ("vectors" in parsed) return parsed;
      throw new UserError(`the embeddings API at ${url} answered with ${parsed.problem}`, {
        hint: `check that \`retriever.endpoint\` serves the OpenAI embeddings API and that \`retriever.model\` is an embeddings model${parsed.hint ? `; ${parsed.hint}` : ""}`,
      });
    }
    const canRetry = outcome.kind !== "status" || retryable(outcome.status);
    if (canRetry && attempt < request.maxRetries) {
      const delay = retryDelay(attempt, outcome.kind === "status" ? outcome.headers : null, request.transport, Date.now());
      await sleep(delay, request.signal);
      continue;
    }
    throw failure(url, outcome, attempts, request);
  }
}

type Outcome =
  | { kind: "ok"; text: string }
  | { kind: "status"; status: number; statusText: string; headers: Headers; text: string }
  | { kind: "timeout" }
  | { kind: "network"; message: string };

async function send(url: string, init: RequestInit, request: EmbeddingRequest): Promise<Outcome> {
  // one signal for both causes (AbortSignal.any needs Node 20.3; chunkgate runs on any Node 20)
  const either = new AbortController();
  const timeout = new AbortController();
  const cancel = () => either.abort();
  request.signal.addEventListener("abort", cancel, { once: true });
  const timer = setTimeout(() => {
    timeout.abort();
    either.abort();
  }, request.timeoutMs);
  try {
    const response = await request.transport.fetch(url, { ...init, signal: either.signal });
    const text = await response.text();
    if (response.ok) return { kind: "ok", text };
    return { kind: "status", status: response.status, statusText: response.statusText, headers: response.headers, text };
  } catch (error) {
    throwIfAborted(request.signal);
    if (timeout.signal.aborted) return { kind: "timeout" };
    return { kind: "network", message: networkMessage(error, url) };
  } finally {
    clearTimeout(timer);
    request.signal.removeEventListener("abort", cancel);
  }
}

function failure(url: string, outcome: Exclude<Outcome, { kind: "ok" }>, attempts: string, request: EmbeddingRequest): UserError {
  if (outcome.kind === "timeout") {
    return new UserError(`the embeddings request to ${url} timed out after ${request.timeoutMs / 1000} s (${attempts})`, {
      hint: "raise `retriever.timeout_seconds` or lower `retriever.batch_size`; check that the server is up",
    });
  }
  if (outcome.kind === "network") {
    return new UserError(`could not reach the embeddings API at ${url}: ${sanitizeServerText(outcome.message, request.apiKey)} (${attempts})`, {
      hint: "check `retriever.endpoint` and that the server is running and reachable from here",
    });
  }
  const said = serverMessage(outcome.text, request.apiKey);
  const status = `HTTP ${outcome.status}${outcome.statusText ? ` ${sanitizeServerText(outcome.statusText, request.apiKey)}` : ""}`;
  const given = retryable(outcome.status) ? ` after ${attempts}` : "";
  return new UserError(`the embeddings API at ${url} answered ${status}${given}${said ? `: ${said}` : ""}`, { hint: hintFor(outcome.status, request) });
}

function hintFor(status: number, request: EmbeddingRequest): string {
  if (status === 401 || status === 403) return `check that \`${request.apiKeyEnv}\` holds a valid key for this endpoint and model`;
  if (status === 404) return "check `retriever.endpoint` (the base URL: requests go to `{endpoint}/embeddings`) and `retriever.model`";
  if (status === 413) return "lower `retriever.batch_size`: the request is larger than the server accepts";
  if (retryable(status)) return "the server kept failing: run again later, or lower `retriever.max_concurrency` to stay under its rate limit";
  return "the server refused the request: check `retriever.model` and `retriever.dimensions`; a chunk longer than the model's input limit needs a smaller `chunking.size`";
}

/** The API's own error message (`{"error":{"message":…}}`), else the start of the body, made safe to print. */
function serverMessage(text: string, apiKey: string): string {
  let message = text;
  try {
    const parsed: unknown = JSON.parse(text);
    const error = (parsed as { error?: unknown }).error;
    const inner = typeof error === "string" ? error : (error as { message?: unknown } | undefined)?.message;
    if (typeof inner === "string") message = inner;
  } catch {
    // not JSON: show the text itself
  }
  return sanitizeServerText(message, apiKey);
}

/**
 * What went wrong below HTTP, said in words with the system's code after them: "could not resolve
 * host api.example.com (ENOTFOUND)", "connection refused by 127.0.0.1:9 (ECONNREFUSED)", "the
 * connection to 127.0.0.1:9 was reset (ECONNRESET)", "timed out connecting to 127.0.0.1:9
 * (UND_ERR_CONNECT_TIMEOUT)". An unknown
 * code is given as it is; an error without a code gives its message.
 */
function networkMessage(error: unknown, url: string): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown; errors?: Array<{ code?: unknown }> } }).cause;
  // Node's happy-eyeballs connect reports every address it tried in an AggregateError
  const code = typeof cause?.code === "string" ? cause.code : cause?.errors?.find((e) => typeof e.code === "string")?.code;
  if (typeof code === "string") {
    const { host, hostname } = new URL(url);
    const said = NETWORK_ERRORS[code]?.replace("{hostname}", hostname).replace("{host}", host);
    return said ? `${said} (${code})` : code;
  }
  if (typeof cause?.message === "string") return cause.message;
  return error instanceof Error ? error.message : String(error);
}

const NETWORK_ERRORS: Record<string, string> = {
  ENOTFOUND: "could not resolve host {hostname}",
  EAI_AGAIN: "could not resolve host {hostname} (the DNS lookup failed; try again later)",
  ECONNREFUSED: "connection refused by {host}",
  ECONNRESET: "the connection to {host} was reset",
  EHOSTUNREACH: "no route to host {hostname}",
  ENETUNREACH: "the network is unreachable",
  ETIMEDOUT: "timed out connecting to {host}",
  UND_ERR_CONNECT_TIMEOUT: "timed out connecting to {host}",
  UND_ERR_SOCKET: "the connection to {host} was closed unexpectedly",
  CERT_HAS_EXPIRED: "the TLS certificate of {hostname} has expired",
  DEPTH_ZERO_SELF_SIGNED_CERT: "the TLS certificate of {hostname} is self-signed",
  ERR_TLS_CERT_ALTNAME_INVALID: "the TLS certificate does not name {hostname}",
};

function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : new Error("embedding cancelled");
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason instanceof Error ? signal.reason : new Error("embedding cancelled"));
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason instanceof Error ? signal.reason : new Error("embedding cancelled"));
    };
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal.addEventListener("abort", onAbort, { once: true });
  });
}
