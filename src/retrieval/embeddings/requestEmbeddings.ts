import { UserError } from "../../errors.js";
import type { EmbeddingsConfig } from "../../config/index.js";
import { describePostFailure, postWithRetries, retryableStatus, type JsonPost } from "../postWithRetries.js";
import { parseEmbeddingsResponse } from "./parseEmbeddingsResponse.js";

/**
 * One batch of non-empty `texts` embedded by `POST {endpoint}/embeddings` (postWithRetries): one
 * vector per text, in order, or a UserError naming the URL, what failed, the attempts and a fix,
 * never the key. A malformed 200 answer is not retried: it comes from the wrong server.
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
