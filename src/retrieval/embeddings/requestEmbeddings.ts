import { UserError } from "../../errors.js";
import { describePostFailure, postWithRetries, retryableStatus } from "../postWithRetries.js";
import type { EmbeddingStats, TransportOptions } from "../retrieverRuntime.js";
import { parseEmbeddingsResponse } from "./parseEmbeddingsResponse.js";

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

/**
 * Embeds one batch through an OpenAI-compatible API (`POST {endpoint}/embeddings` with `model`,
 * `input`, `encoding_format: "float"` and `dimensions` when set).
 *
 * Retries a 408, 409, 429 or 5xx, a timeout and a dropped connection, at most `maxRetries` times,
 * waiting as the server says (`retry-after-ms`, `Retry-After`) or with exponential backoff and
 * jitter (postWithRetries); fails at once on any other status. Each attempt has `timeoutMs` for the
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
  const post = { url, body, apiKey: request.apiKey, timeoutMs: request.timeoutMs, maxRetries: request.maxRetries, transport: request.transport, counters: request.stats, signal: request.signal };
  const answer = await postWithRetries(post);
  if ("failure" in answer) {
    const { failure } = answer;
    const hint =
      failure.kind === "timeout"
        ? "raise `retriever.timeout_seconds` or lower `retriever.batch_size`; check that the server is up"
        : failure.kind === "network"
          ? "check `retriever.endpoint` and that the server is running and reachable from here"
          : hintFor(failure.status, request);
    throw new UserError(describePostFailure("embeddings", post, failure), { hint });
  }
  const parsed = parseEmbeddingsResponse(answer.text, { count: request.texts.length, dimensions: request.dimensions });
  if ("vectors" in parsed) return parsed;
  throw new UserError(`the embeddings API at ${url} answered with ${parsed.problem}`, {
    hint: `check that \`retriever.endpoint\` serves the OpenAI embeddings API and that \`retriever.model\` is an embeddings model${parsed.hint ? `; ${parsed.hint}` : ""}`,
  });
}

function hintFor(status: number, request: EmbeddingRequest): string {
  if (status === 401 || status === 403) return `check that \`${request.apiKeyEnv}\` holds a valid key for this endpoint and model`;
  if (status === 404) return "check `retriever.endpoint` (the base URL: requests go to `{endpoint}/embeddings`) and `retriever.model`";
  if (status === 413) return "lower `retriever.batch_size`: the request is larger than the server accepts";
  if (retryableStatus(status)) return "the server kept failing: run again later, or lower `retriever.max_concurrency` to stay under its rate limit";
  return "the server refused the request: check `retriever.model` and `retriever.dimensions`; a chunk longer than the model's input limit needs a smaller `chunking.size`";
}
