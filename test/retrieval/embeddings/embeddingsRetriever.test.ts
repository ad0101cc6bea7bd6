import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openContentStore } from "../../../src/store/contentStore.js";
import type { EmbeddingsConfig, RetrieverConfig } from "../../../src/config/types.js";
import { buildRetriever } from "../../../src/retrieval/retriever.js";
import { createRetrieverRuntime, RetrieverUnavailableError, withKeyDestinations, type RetrieverRuntime } from "../../../src/retrieval/retrieverRuntime.js";
import { fakeVector, startFakeEmbeddingsServer, type FakeEmbeddingsServer } from "../../helpers/fakeEmbeddingsServer.js";
import { userError } from "../../helpers/userError.js";

const KEY = "sk-test-3f9c1d7e5b2a4c6e8d0f";
const VARIABLE = "TEST_EMBEDDINGS_KEY";

const docs = [
  { id: "a.md#0000", text: "Damaged goods can be returned within 30 days for a refund." },
  { id: "b.md#0000", text: "Orders ship within two business days from the warehouse." },
  { id: "c.md#0000", text: "The water damage deductible is one thousand dollars." },
];
const queries = ["When do orders ship?", "What is the water damage deductible?", "Can damaged goods be returned?"];

let server: FakeEmbeddingsServer;
let cacheDir: string;

beforeEach(async () => {
  server = await startFakeEmbeddingsServer({ apiKey: KEY });
  cacheDir = await mkdtemp(join(tmpdir(), "chunkgate-embeddings-"));
});

afterEach(async () => {
  await server.close();
  await rm(cacheDir, { recursive: true, force: true });
});

function config(over: Partial<EmbeddingsConfig> = {}): RetrieverConfig {
  const embeddings: EmbeddingsConfig = {
    endpoint: server.endpoint,
    model: "fake-embed",
    dimensions: null,
    apiKeyEnv: VARIABLE,
    batchSize: 2,
    maxConcurrency: 2,
    queryPrefix: "",
    documentPrefix: "",
    timeoutSeconds: 5,
    maxRetries: 2,
    ...over,
  };
  return { kind: "embeddings", k1: 1.2, b: 0.75, rrfK: 60, embeddings };
}

/** A runtime with the key (unless `key: null`), the temp cache and tiny backoff delays. */
function runtime(options: { key?: string | null; backoffBaseMs?: number } = {}): RetrieverRuntime {
  const key = options.key === undefined ? KEY : options.key;
  return createRetrieverRuntime({
    env: key === null ? {} : { [VARIABLE]: key },
    cache: openContentStore({ dir: cacheDir }),
    transport: { backoffBaseMs: options.backoffBaseMs ?? 1, backoffMaxMs: options.backoffBaseMs ?? 5, random: () => 0.5 },
  });
}

const build = (options: { config?: RetrieverConfig; runtime?: RetrieverRuntime; docs?: typeof docs; queries?: string[] } = {}) =>
  buildRetriever({ config: options.config ?? config(), docs: options.docs ?? docs, queries: options.queries ?? queries, label: "docs", runtime: options.runtime ?? runtime() });

/** The oracle: cosine of the fake model's vectors, best first, ties to the greater id. */
function expectedRanking(query: string, corpus = docs): string[] {
  const cosine = (a: number[], b: number[]) => {
    const dot = a.reduce((s, x, i) => s + x * b[i]!, 0);
    const norm = (v: number[]) => Math.sqrt(v.reduce((s, x) => s + x * x, 0));
    return dot / (norm(a) * norm(b) || 1);
  };
  const q = fakeVector(query);
  return corpus
    .map((d) => ({ id: d.id, score: cosine(q, fakeVector(d.text)) }))
    .sort((x, y) => y.score - x.score || (x.id < y.id ? 1 : -1))
    .map((d) => d.id);
}

describe("the embeddings retriever against a real HTTP server", () => {
  it("ranks every chunk by the cosine of the model's vectors", async () => {
    const retriever = await build();
    expect(retriever.name).toBe("embeddings");
    for (const query of queries) {
      const ranked = retriever.search(query, 10).map((hit) => docs[hit.index]!.id);
      expect(ranked).toEqual(expectedRanking(query));
    }
    expect(retriever.search(queries[0]!, 10)[0]!.index).toBe(1);
    expect(retriever.search(queries[1]!, 1).map((h) => h.index)).toEqual([2]);
  });

  it("sends batches of batch_size asking for floats, with the key only in the Authorization header", async () => {
    const run = runtime();
    await build({ runtime: run });
    // 3 chunks + 3 questions at 2 per request
    expect(server.requests).toHaveLength(3);
    for (const request of server.requests) {
      expect(request.path).toBe("/v1/embeddings");
      expect(request.authorization).toBe(`Bearer ${KEY}`);
      expect(request.body.encoding_format).toBe("float");
      expect(request.body.model).toBe("fake-embed");
      expect(request.body).not.toHaveProperty("dimensions");
      expect(request.raw).not.toContain(KEY);
    }
    expect(server.embedded().sort()).toEqual([...docs.map((d) => d.text), ...queries].sort());
    expect(run.stats).toMatchObject({ texts: 6, hits: 0, misses: 6, embedded: 6, requests: 3, retries: 0 });
    expect(run.stats.tokens).toBeGreaterThan(0);
  });

  it("says how far embedding has come: a line when the count crosses a tenth of the texts, or reaches them", async () => {
    const lines: string[] = [];
    await build({ runtime: { ...runtime(), progress: (line) => lines.push(line) } });
    expect(lines).toEqual([
      "docs: embedding 6 of 6 texts in 3 requests (0 from the cache)",
      "docs: embedded 2/6 new texts (0 of 6 from the cache)",
      "docs: embedded 4/6 new texts (0 of 6 from the cache)",
      "docs: embedded 6/6 new texts (0 of 6 from the cache)",
    ]);
  });

  it("makes no request at all on a second run over a warm cache, ranks the same, and needs no key", async () => {
    const first = await build();
    const before = server.requests.length;
    const warm = runtime({ key: null });
    const second = await build({ runtime: warm });
    expect(server.requests).toHaveLength(before);
    expect(warm.stats).toMatchObject({ texts: 6, hits: 6, misses: 0, embedded: 0, requests: 0 });
    for (const query of queries) expect(second.search(query, 10)).toEqual(first.search(query, 10));
  });

  it("after one chunk changed, embeds only that chunk", async () => {
    await build();
    server.requests.length = 0;
    const changed = docs.map((d) => (d.id === "b.md#0000" ? { ...d, text: "Orders ship the same day from the warehouse." } : d));
    const run = runtime();
    await build({ docs: changed, runtime: run });
    expect(server.embedded().slice(-1)).toEqual(["Orders ship the same day from the warehouse."]);
    expect(server.requests).toHaveLength(1);
    expect(run.stats).toMatchObject({ hits: 5, misses: 1, embedded: 1 });
  });

  it("embeds equal texts once and gives them the same vector", async () => {
    const twins = [...docs, { id: "d.md#0000", text: docs[0]!.text }];
    const retriever = await build({ docs: twins, queries: [queries[2]!, queries[2]!] });
    expect(server.embedded().filter((t) => t === docs[0]!.text)).toHaveLength(1);
    const hits = retriever.search(queries[2]!, 2);
    expect(hits[0]!.score).toBe(hits[1]!.score);
    // equal scores go to the greater id
    expect(hits.map((h) => twins[h.index]!.id)).toEqual(["d.md#0000", "a.md#0000"]);
  });

  it("puts the prefixes before documents and queries, and caches each prefix apart", async () => {
    await build({ config: config({ queryPrefix: "search_query: ", documentPrefix: "search_document: " }) });
    expect(server.embedded()).toEqual(expect.arrayContaining([`search_document: ${docs[0]!.text}`, `search_query: ${queries[0]}`]));
    const count = server.embedded().length;
    await build();
    expect(server.embedded().length).toBe(count + 6);
  });

  it("asks for `dimensions` and refuses vectors of another length", async () => {
    await build({ config: config({ dimensions: 32 }) });
    expect(server.requests.every((r) => r.body.dimensions === 32)).toBe(true);
    server.fail({ kind: "status", status: 200, body: JSON.stringify({ data: [{ index: 0, embedding: [1, 2] }], usage: {} }) });
    const error = await userError(build({ config: config({ dimensions: 48 }), docs: docs.slice(0, 1), queries: [] }));
    expect(error.message).toContain("2-dimensional vectors where `retriever.dimensions` asks for 48");
  });

  it("keeps the vectors in the cache as raw little-endian float32, and never the key", async () => {
    await build();
    const files: string[] = [];
    for (const prefix of await readdir(join(cacheDir, "answers"))) {
      for (const name of await readdir(join(cacheDir, "answers", prefix))) files.push(join(cacheDir, "answers", prefix, name));
    }
    expect(files).toHaveLength(6);
    for (const file of files) {
      const bytes = await readFile(file);
      expect(bytes.toString("latin1")).not.toContain(KEY);
      // header (magic + two SHA-256) then 64 float32 values
      expect(bytes.length - (6 + 32 + 32)).toBe(64 * 4);
    }
  });
});

describe("when the key is missing", () => {
  it("refuses to build over a cold cache, sends nothing, and says which variable and what to do", async () => {
    const error = await build({ runtime: runtime({ key: null }) }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(RetrieverUnavailableError);
    const unavailable = error as RetrieverUnavailableError;
    expect(unavailable.message).toContain(`\`${VARIABLE}\` is not set`);
    expect(unavailable.message).toContain("6 of the 6 texts of `docs` are not in the cache");
    expect(unavailable.hint).toMatch(/two-workflow pattern.*pull_request_target.*trusted authors/);
    expect(server.requests).toHaveLength(0);
  });

  it("treats an empty variable as unset", async () => {
    await expect(build({ runtime: runtime({ key: "" }) })).rejects.toBeInstanceOf(RetrieverUnavailableError);
  });
});

describe("when the runtime limits where the key may go (a pull request's run)", () => {
  it("withholds the key from an endpoint or variable the destinations do not hold, sending nothing", async () => {
    const limited = (allowed: Array<{ endpoint: string; apiKeyEnv: string }>) => withKeyDestinations(runtime(), { allowed, refusal: "the base commit's registry names another endpoint or variable" });
    for (const allowed of [[], [{ endpoint: "https://api.openai.com/v1", apiKeyEnv: VARIABLE }], [{ endpoint: server.endpoint, apiKeyEnv: "OTHER_KEY" }]]) {
      const error = await build({ runtime: limited(allowed) }).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(RetrieverUnavailableError);
      expect((error as RetrieverUnavailableError).message).toBe(
        `the embeddings API key is withheld: \`docs\` would send \`${VARIABLE}\` to ${new URL(server.endpoint).host}, and the base commit's registry names another endpoint or variable; a pull request cannot choose where a secret goes`,
      );
    }
    expect(server.requests).toHaveLength(0);
  });

  it("sends the key to the endpoint and variable the destinations hold, and counts into the same run's totals", async () => {
    const base = runtime();
    const retriever = await build({ runtime: withKeyDestinations(base, { allowed: [{ endpoint: server.endpoint, apiKeyEnv: VARIABLE }], refusal: "unused" }) });
    expect(retriever.search(queries[0]!, 10).map((hit) => docs[hit.index]!.id)).toEqual(expectedRanking(queries[0]!));
    expect(server.requests.length).toBeGreaterThan(0);
    expect(base.stats.embedded).toBe(docs.length + queries.length);
  });
});

describe("faults of the API", () => {
  it("waits as `retry-after-ms` says after a 429, not the (huge) backoff", async () => {
    server.fail({ kind: "status", status: 429, headers: { "retry-after-ms": "20" } });
    const run = runtime({ backoffBaseMs: 600_000 });
    await build({ runtime: run, config: config({ maxConcurrency: 1 }) });
    expect(run.stats).toMatchObject({ requests: 4, retries: 1, embedded: 6 });
  });

  it("waits as `Retry-After` (seconds) says after a 429", async () => {
    server.fail({ kind: "status", status: 429, headers: { "retry-after": "0" } });
    const run = runtime({ backoffBaseMs: 600_000 });
    await build({ runtime: run, config: config({ maxConcurrency: 1 }) });
    expect(run.stats).toMatchObject({ requests: 4, retries: 1 });
  });

  it("retries a 500 and completes", async () => {
    server.fail({ kind: "status", status: 500 }, { kind: "status", status: 503 });
    const run = runtime();
    const retriever = await build({ runtime: run, config: config({ maxConcurrency: 1 }) });
    expect(run.stats).toMatchObject({ requests: 5, retries: 2, embedded: 6 });
    expect(retriever.search(queries[0]!, 1)[0]!.index).toBe(1);
  });

  it("gives up after max_retries with an error naming the endpoint, the status and the attempts", async () => {
    server.fail(...Array.from({ length: 3 }, () => ({ kind: "status" as const, status: 500 })));
    const error = await userError(build({ config: config({ maxConcurrency: 1, maxRetries: 2 }) }));
    expect(error.message).toBe(`the embeddings API at ${server.endpoint}/embeddings answered HTTP 500 Internal Server Error after 3 attempts: scripted 500`);
    expect(error.hint).toMatch(/run again later/);
    expect(server.requests).toHaveLength(3);
  });

  it("fails fast on a 400, quoting the server's message", async () => {
    server.fail({ kind: "status", status: 400, body: JSON.stringify({ error: { message: "This model's maximum context length is 8192 tokens" } }) });
    const error = await userError(build({ config: config({ maxConcurrency: 1 }) }));
    expect(error.message).toContain("answered HTTP 400 Bad Request: This model's maximum context length is 8192 tokens");
    expect(error.message).not.toContain("attempts");
    expect(error.hint).toContain("chunking.size");
    expect(server.requests).toHaveLength(1);
  });

  it("on a 401 names the key's variable, and never prints the key a server echoes", async () => {
    server.fail({ kind: "status", status: 401, body: JSON.stringify({ error: { message: `Incorrect API key provided: ${KEY}\u001b[31m` } }) });
    const error = await userError(build({ config: config({ maxConcurrency: 1 }) }));
    expect(error.format()).not.toContain(KEY);
    expect(error.message).toContain("Incorrect API key provided: [key]");
    expect(error.message).not.toContain("\u001b");
    expect(error.hint).toContain(VARIABLE);
  });

  it("does not retry a malformed body", async () => {
    server.fail({ kind: "malformed" });
    const error = await userError(build({ config: config({ maxConcurrency: 1 }) }));
    expect(error.message).toBe(`the embeddings API at ${server.endpoint}/embeddings answered with a body that is not JSON`);
    expect(server.requests).toHaveLength(1);
  });

  it("refuses an answer with the wrong number of vectors", async () => {
    server.fail({ kind: "wrong-count" });
    const error = await userError(build({ config: config({ maxConcurrency: 1 }) }));
    expect(error.message).toContain("answered with 1 vectors for 2 texts");
    expect(server.requests).toHaveLength(1);
  });

  it("cancels a request that hangs past the timeout, retries it, and then gives up", async () => {
    server.fail({ kind: "hang" }, { kind: "hang" });
    const error = await userError(build({ config: config({ maxConcurrency: 1, timeoutSeconds: 0.2, maxRetries: 1 }) }));
    expect(error.message).toBe(`the embeddings request to ${server.endpoint}/embeddings timed out after 0.2 s (2 attempts)`);
    expect(error.hint).toContain("timeout_seconds");
  });

  it("recovers from one hang by retrying", async () => {
    server.fail({ kind: "hang" });
    const run = runtime();
    await build({ runtime: run, config: config({ maxConcurrency: 1, timeoutSeconds: 0.2 }) });
    expect(run.stats).toMatchObject({ retries: 1, embedded: 6 });
  });

  it("retries a server that cannot be reached, then names the URL and the network error", async () => {
    const gone = server.endpoint;
    await server.close();
    server = await startFakeEmbeddingsServer({ apiKey: KEY });
    const run = runtime();
    const error = await userError(build({ runtime: run, config: config({ endpoint: gone, maxConcurrency: 1, maxRetries: 1 }) }));
    const { host } = new URL(gone);
    expect(error.message).toBe(`could not reach the embeddings API at ${gone}/embeddings: connection refused by ${host} (ECONNREFUSED) (2 attempts)`);
    expect(error.message).not.toContain("HTTP");
    expect(error.hint).toContain("retriever.endpoint");
    expect(run.stats).toMatchObject({ requests: 2, retries: 1, embedded: 0 });
  });

  it("says the host could not be resolved when its name does not exist, not an HTTP status", async () => {
    const error = await userError(build({ config: config({ endpoint: "https://embeddings.chunkgate-test.invalid/v1", maxConcurrency: 1, maxRetries: 0 }) }));
    expect(error.message).toMatch(/^could not reach the embeddings API at https:\/\/embeddings\.chunkgate-test\.invalid\/v1\/embeddings: could not resolve host embeddings\.chunkgate-test\.invalid .*\((ENOTFOUND|EAI_AGAIN)\) \(1 attempt\)$/);
    expect(error.message).not.toContain("HTTP");
  });

  it("keeps what was paid for when a later batch fails, and embeds only the rest next time", async () => {
    // one request at a time: batch 1 is answered, batch 2 fails three times (the run stops), batch 3 is never sent
    server.fail({ kind: "ok" }, ...Array.from({ length: 3 }, () => ({ kind: "status" as const, status: 502 })));
    const first = runtime();
    const error = await userError(build({ runtime: first, config: config({ maxConcurrency: 1, maxRetries: 2 }) }));
    expect(error.message).toContain("HTTP 502");
    expect(first.stats).toMatchObject({ embedded: 2, requests: 4 });
    const second = runtime();
    await build({ runtime: second, config: config({ maxConcurrency: 1 }) });
    expect(second.stats).toMatchObject({ hits: 2, misses: 4, embedded: 4, requests: 2 });
  });
});
