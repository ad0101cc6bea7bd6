import { UserError } from "../../errors.js";
import type { EmbeddingsConfig } from "../../config/index.js";
import { describePostFailure, postWithRetries, retryableStatus, type JsonPost } from "../postWithRetries.js";

/** One batch embedded by `POST {endpoint}/embeddings`: a vector per text, or a UserError with a fix, never the key. */
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

/** A 200 answer's `count` finite float32 vectors of one length, in input order, or a `problem` ("answered with …"). */
export function parseEmbeddingsResponse(
  text: string,
  expect: { count: number; dimensions: number | null },
): { vectors: Float32Array[]; tokens: number | null } | { problem: string; hint?: string } {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { problem: "a body that is not JSON" };
  }
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) return { problem: "no `data` list of embeddings" };
  if (data.length !== expect.count) return { problem: `${data.length} vectors for ${expect.count} texts` };
  const vectors: Array<Float32Array | undefined> = new Array<Float32Array | undefined>(expect.count);
  for (let position = 0; position < data.length; position++) {
    const item = data[position] as { index?: unknown; embedding?: unknown } | null;
    const index = item?.index ?? position;
    if (typeof index !== "number" || !Number.isInteger(index) || index < 0 || index >= expect.count || vectors[index] !== undefined) {
      return { problem: `an embedding whose \`index\` is missing, repeated or out of range (item ${position})` };
    }
    const embedding = item?.embedding;
    if (typeof embedding === "string") return { problem: "base64 vectors", hint: "chunkgate asks for `encoding_format: float`; the server ignored it" };
    if (!Array.isArray(embedding) || embedding.length === 0 || !embedding.every((v) => typeof v === "number" && Number.isFinite(v))) {
      return { problem: `an embedding that is not a list of numbers (item ${position})` };
    }
    const vector = Float32Array.from(embedding as number[]);
    if (!vector.every(Number.isFinite)) return { problem: `an embedding with values beyond float32's range (item ${position})` };
    vectors[index] = vector;
  }
  const length = vectors[0]!.length;
  if (vectors.some((v) => v!.length !== length)) return { problem: "vectors of different lengths in one answer" };
  if (expect.dimensions !== null && length !== expect.dimensions) {
    return { problem: `${length}-dimensional vectors where \`retriever.dimensions\` asks for ${expect.dimensions}`, hint: "set `dimensions` to what the model supports, or remove it" };
  }
  return { vectors: vectors as Float32Array[], tokens: billedTokens(body) };
}

function billedTokens(body: unknown): number | null {
  const usage = (body as { usage?: { prompt_tokens?: unknown; total_tokens?: unknown } }).usage;
  const tokens = usage?.prompt_tokens ?? usage?.total_tokens;
  return typeof tokens === "number" && Number.isFinite(tokens) && tokens >= 0 ? tokens : null;
}

function hintFor(status: number, apiKeyEnv: string): string {
  if (status === 401 || status === 403) return `check that \`${apiKeyEnv}\` holds a valid key for this endpoint and model`;
  if (status === 404) return "check `retriever.endpoint` (the base URL: requests go to `{endpoint}/embeddings`) and `retriever.model`";
  if (status === 413) return "lower `retriever.batch_size`: the request is larger than the server accepts";
  if (retryableStatus(status)) return "the server kept failing: run again later, or lower `retriever.max_concurrency` to stay under its rate limit";
  return "the server refused the request: check `retriever.model` and `retriever.dimensions`; a chunk longer than the model's input limit needs a smaller `chunking.size`";
}
