import { startLocalJsonServer } from "./localJsonServer.js";

/** Vector length the fake model returns when the request names no `dimensions`. */
export const FAKE_DIMENSIONS = 64;

/**
 * The fake model: a bag of words hashed into `dimensions` buckets (FNV-1a over each lowercased
 * run of letters and digits). Cosine similarity of two such vectors grows with the words two texts
 * share, so a test can say which chunk a question ranks first without a real model.
 */
export function fakeVector(text: string, dimensions = FAKE_DIMENSIONS): number[] {
  const vector = new Array<number>(dimensions).fill(0);
  for (const word of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) {
    let hash = 0x811c9dc5;
    for (let i = 0; i < word.length; i++) hash = Math.imul(hash ^ word.charCodeAt(i), 0x01000193) >>> 0;
    vector[hash % dimensions]! += 1;
  }
  return vector;
}

/** How the server answers one request, instead of embedding. */
export type Fault =
  /** Answer normally (to let some requests through before the next fault). */
  | { kind: "ok" }
  | { kind: "status"; status: number; headers?: Record<string, string>; body?: string }
  | { kind: "malformed" }
  | { kind: "wrong-count" }
  | { kind: "hang" };

/** One request as the server received it. */
export interface ReceivedRequest {
  path: string;
  authorization: string | undefined;
  body: { model?: unknown; input?: unknown; encoding_format?: unknown; dimensions?: unknown };
  /** The raw text of the body, to search for anything that should not be there. */
  raw: string;
}

/** A running fake server. */
export interface FakeEmbeddingsServer {
  /** `http://127.0.0.1:<port>/v1`: what `retriever.endpoint` takes. */
  endpoint: string;
  requests: ReceivedRequest[];
  /** Texts embedded so far (over every successful request), in order. */
  embedded(): string[];
  /** Answers the next requests with these faults, one each, then embeds again. */
  fail(...faults: Fault[]): void;
  close(): Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 that serves OpenAI's `POST /v1/embeddings` with fakeVector. It
 * checks what a real server checks: the path, `Authorization: Bearer <apiKey>` (401 otherwise),
 * and a body with a model, a list of non-empty strings as input and `encoding_format: "float"`
 * (400 otherwise). Faults queued with `fail` are served first, one per request.
 */
export async function startFakeEmbeddingsServer(options: { apiKey: string }): Promise<FakeEmbeddingsServer> {
  const requests: ReceivedRequest[] = [];
  const texts: string[] = [];
  const faults: Fault[] = [];
  const server = await startLocalJsonServer((exchange) => {
    const body = exchange.body as ReceivedRequest["body"];
    requests.push({ path: exchange.path, authorization: exchange.authorization, body, raw: exchange.raw });
    const send = exchange.send;
    if (exchange.method !== "POST" || exchange.path !== "/v1/embeddings") return send(404, { error: { message: `no route ${exchange.method} ${exchange.path}` } });
    if (exchange.authorization !== `Bearer ${options.apiKey}`) return send(401, { error: { message: "Incorrect API key provided." } });
    const input = body.input;
    if (typeof body.model !== "string" || !Array.isArray(input) || input.length === 0 || !input.every((t) => typeof t === "string" && t !== "") || body.encoding_format !== "float") {
      return send(400, { error: { message: "invalid request body" } });
    }
    const fault = faults.shift();
    if (fault?.kind === "hang") return; // never answers; the client's timeout must end it
    if (fault?.kind === "status") return send(fault.status, fault.body ?? { error: { message: `scripted ${fault.status}` } }, fault.headers);
    if (fault?.kind === "malformed") return send(200, "<html>not json</html>");
    const dimensions = typeof body.dimensions === "number" ? body.dimensions : FAKE_DIMENSIONS;
    const data = (input as string[]).map((text, index) => ({ object: "embedding", index, embedding: fakeVector(text, dimensions) }));
    if (fault?.kind === "wrong-count") data.pop();
    else texts.push(...(input as string[]));
    const tokens = (input as string[]).reduce((sum, t) => sum + (t.match(/[A-Za-z0-9]+/g)?.length ?? 0), 0);
    send(200, { object: "list", model: body.model, data, usage: { prompt_tokens: tokens, total_tokens: tokens } });
  });
  return {
    endpoint: `${server.origin}/v1`,
    requests,
    embedded: () => [...texts],
    fail: (...more) => faults.push(...more),
    close: server.close,
  };
}
