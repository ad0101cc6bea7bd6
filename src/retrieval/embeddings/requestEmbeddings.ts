import { UserError } from "../../errors.js";
import type { EmbeddingsConfig } from "../../config/index.js";
import { describePostFailure, postWithRetries, retryableStatus, type JsonPost } from "../postWithRetries.js";
import { parseEmbeddingsResponse } from "./parseEmbeddingsResponse.js";

/**
 * Embeds one batch of `texts` (prefixes applied; at least one, none empty) through an
 * OpenAI-compatible API (`POST {endpoint}/embeddings` with `model`, `input`, `encoding_format:
 * "float"` and `dimensions` when set), retrying as postWithRetries does, at most `max_retries`
 * times, each attempt with `timeout_seconds` for the whole exchange. `call` holds the key (never
 * part of any message), the transport, the run's counters and the signal that another batch failed.
 *
 * Guarantees: resolves with exactly one float32 vector per text, in the texts' order, all of one
 * length (`dimensions` when set), or rejects with a UserError that names the URL, the status (or
 * the timeout, or the network error), the attempts made and a fix; the key is never in it. A
 * malformed answer (not JSON, the wrong number of vectors, vectors of mixed lengths) is not
 * retried: a server that answers 200 with the wrong shape is the wrong server.
 */
export async function requestEmbeddings(config: EmbeddingsConfig, texts: readonly string[], call: Pick<JsonPost, "apiKey" | "transport" | "counters" | "signal">): Promise<{ vectors: Float32Array[]; tokens: number | null }> {
  const url = `${config.endpoint}/embeddings`;
  const body = JSON.stringify({
    model: config.model,
    input: texts,
    encoding_format: "float",
    ...(config.dimensions === null ? {} : { dimensions: config.dimensions }),
  });
  const post = { url, body, timeoutMs: config.timeoutSeconds * 1000, maxRetries: config.maxRetries, ...call };
  const answer = await postWithRetries(post);
  if ("failure" in answer) {
    const { failure } = answer;
    const hint =
      failure.kind === "timeout"
        ? "raise `retriever.timeout_seconds` or lower `retriever.batch_size`; check that the server is up"
        : failure.kind === "network"
          ? "check `retriever.endpoint` and that the server is running and reachable from here"
          : hintFor(failure.status, config.apiKeyEnv);
    throw new UserError(describePostFailure("embeddings", post, failure), { hint });
  }
  const parsed = parseEmbeddingsResponse(answer.text, { count: texts.length, dimensions: config.dimensions });
  if ("vectors" in parsed) return parsed;
  throw new UserError(`the embeddings API at ${url} answered with ${parsed.problem}`, {
    hint: `check that \`retriever.endpoint\` serves the OpenAI embeddings API and that \`retriever.model\` is an embeddings model${parsed.hint ? `; ${parsed.hint}` : ""}`,
  });
}

function hintFor(status: number, apiKeyEnv: string): string {
  if (status === 401 || status === 403) return `check that \`${apiKeyEnv}\` holds a valid key for this endpoint and model`;
  if (status === 404) return "check `retriever.endpoint` (the base URL: requests go to `{endpoint}/embeddings`) and `retriever.model`";
  if (status === 413) return "lower `retriever.batch_size`: the request is larger than the server accepts";
  if (retryableStatus(status)) return "the server kept failing: run again later, or lower `retriever.max_concurrency` to stay under its rate limit";
  return "the server refused the request: check `retriever.model` and `retriever.dimensions`; a chunk longer than the model's input limit needs a smaller `chunking.size`";
}
