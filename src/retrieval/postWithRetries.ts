import { setTimeout as sleep } from "node:timers/promises";
import { VERSION } from "../version.js";
import type { TransportOptions } from "./retrieverRuntime.js";

/** One JSON POST to an OpenAI-compatible API, and how hard to try. */
export interface JsonPost {
  url: string;
  body: string;
  /** Sent as a Bearer token; never part of any message. */
  apiKey: string;
  /** Each attempt's limit, body included. */
  timeoutMs: number;
  maxRetries: number;
  transport: TransportOptions;
  counters: { requests: number; retries: number };
  /** Aborted when the run no longer needs the answer. */
  signal: AbortSignal;
}

type Attempt =
  | { kind: "ok"; text: string }
  | { kind: "status"; status: number; statusText: string; headers: Headers; text: string }
  | { kind: "timeout" }
  | { kind: "network"; message: string };

/** Why a POST gave up, and the attempts made ("3 attempts"). */
export type PostFailure = { attempts: string } & Exclude<Attempt, { kind: "ok" }>;

/** Statuses worth retrying, as OpenAI's clients retry them. */
export function retryableStatus(status: number): boolean {
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

/** POSTs `body`, retrying retryable statuses, timeouts and dropped connections; rejects only when `signal` aborts. */
export async function postWithRetries(post: JsonPost): Promise<{ text: string } | { failure: PostFailure }> {
  const headers = { authorization: `Bearer ${post.apiKey}`, "content-type": "application/json", accept: "application/json", "user-agent": `chunkgate/${VERSION}` };
  for (let attempt = 0; ; attempt++) {
    post.signal.throwIfAborted();
    post.counters.requests++;
    if (attempt > 0) post.counters.retries++;
    const outcome = await send({ method: "POST", headers, body: post.body }, post);
    if (outcome.kind === "ok") return { text: outcome.text };
    const canRetry = outcome.kind !== "status" || retryableStatus(outcome.status);
    if (canRetry && attempt < post.maxRetries) {
      await sleep(retryDelay(attempt, outcome.kind === "status" ? outcome.headers : null, post.transport, Date.now()), undefined, { signal: post.signal });
      continue;
    }
    return { failure: { ...outcome, attempts: `${attempt + 1} attempt${attempt === 0 ? "" : "s"}` } };
  }
}

/** A failure in words for a UserError ("the embeddings API at URL answered HTTP 429 …"), never holding the key. */
export function describePostFailure(api: string, post: { url: string; apiKey: string; timeoutMs: number }, failure: PostFailure): string {
  if (failure.kind === "timeout") return `the ${api} request to ${post.url} timed out after ${post.timeoutMs / 1000} s (${failure.attempts})`;
  if (failure.kind === "network") return `could not reach the ${api} API at ${post.url}: ${sanitizeServerText(failure.message, post.apiKey)} (${failure.attempts})`;
  const said = serverMessage(failure.text, post.apiKey);
  const status = `HTTP ${failure.status}${failure.statusText ? ` ${sanitizeServerText(failure.statusText, post.apiKey)}` : ""}`;
  const given = retryableStatus(failure.status) ? ` after ${failure.attempts}` : "";
  return `the ${api} API at ${post.url} answered ${status}${given}${said ? `: ${said}` : ""}`;
}

/** The ms before retry `retry`: the server's `retry-after-ms` or `Retry-After` (bounded), else jittered backoff. */
export function retryDelay(retry: number, headers: Headers | null, transport: TransportOptions, now: number): number {
  const ms = Number.parseFloat(headers?.get("retry-after-ms") ?? "");
  const after = headers?.get("retry-after")?.trim() ?? "";
  const date = Date.parse(after);
  const seconds = /^\d+(\.\d+)?$/.test(after) ? Number(after) * 1000 : null;
  const told = Number.isFinite(ms) && ms >= 0 ? ms : (seconds ?? (Number.isNaN(date) ? null : Math.max(0, date - now)));
  if (told !== null) return Math.min(told, transport.retryAfterMaxMs);
  const backoff = Math.min(transport.backoffBaseMs * 2 ** retry, transport.backoffMaxMs);
  return backoff * (1 - 0.25 * transport.random());
}

/** Longest quoted server text, in code points. */
const MAX_QUOTED = 300;

/**
 * A server's text made fit to quote, cut to 300 code points: never the (non-empty) `apiKey`, which a
 * server may echo, nor a control character (one could forge workflow commands or terminal escapes).
 */
export function sanitizeServerText(text: string, apiKey: string): string {
  let safe = apiKey === "" ? text : text.split(apiKey).join("[key]");
  safe = safe.replace(/[\u0000-\u001f\u007f-\u009f]+/g, " ").replace(/\s+/g, " ").trim();
  const points = Array.from(safe);
  safe = points.length > MAX_QUOTED ? `${points.slice(0, MAX_QUOTED - 1).join("")}…` : safe;
  // cutting may have split the key's replacement, never the key: it was replaced before the cut
  return apiKey === "" ? safe : safe.split(apiKey).join("[key]");
}

async function send(init: RequestInit, post: JsonPost): Promise<Attempt> {
  // one signal for both causes: AbortSignal.any needs Node 20.3, and chunkgate runs on any Node 20
  const either = new AbortController();
  const timeout = new AbortController();
  const cancel = () => either.abort();
  post.signal.addEventListener("abort", cancel, { once: true });
  const timer = setTimeout(() => {
    timeout.abort();
    either.abort();
  }, post.timeoutMs);
  try {
    const response = await post.transport.fetch(post.url, { ...init, signal: either.signal });
    const text = await response.text();
    if (response.ok) return { kind: "ok", text };
    return { kind: "status", status: response.status, statusText: response.statusText, headers: response.headers, text };
  } catch (error) {
    post.signal.throwIfAborted();
    if (timeout.signal.aborted) return { kind: "timeout" };
    return { kind: "network", message: networkMessage(error, post.url) };
  } finally {
    clearTimeout(timer);
    post.signal.removeEventListener("abort", cancel);
  }
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

/** What went wrong below HTTP, in words with the system's code: "connection refused by 127.0.0.1:9 (ECONNREFUSED)". */
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
