import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openContentStore } from "../../src/store/contentStore.js";
import type { RetrieverConfig } from "../../src/config/types.js";
import { buildRetriever, retrieverIdentity } from "../../src/retrieval/retriever.js";
import { fuseRankings } from "../../src/retrieval/hybridRetriever.js";
import { createRetrieverRuntime } from "../../src/retrieval/retrieverRuntime.js";
import { startFakeEmbeddingsServer, type FakeEmbeddingsServer } from "../helpers/fakeEmbeddingsServer.js";

const KEY = "sk-hybrid-test-key";
const docs = [
  { id: "a.md#0000", text: "Damaged goods can be returned within 30 days for a refund." },
  { id: "a.md#0001", text: "Refunds go back to the card that paid; returns of damaged items are free." },
  { id: "b.md#0000", text: "Orders ship within two business days from the warehouse." },
  { id: "c.md#0000", text: "The water damage deductible is one thousand dollars." },
  { id: "c.md#0001", text: "Claims for water damage need photos of the damaged goods." },
];
const queries = ["How do refunds for damaged goods work?", "water damage claims", "shipping time"];

let server: FakeEmbeddingsServer;
let cacheDir: string;
let config: RetrieverConfig;

beforeAll(async () => {
  server = await startFakeEmbeddingsServer({ apiKey: KEY });
  cacheDir = await mkdtemp(join(tmpdir(), "chunkgate-hybrid-"));
  config = {
    kind: "hybrid",
    k1: 1.2,
    b: 0.75,
    rrfK: 60,
    embeddings: { endpoint: server.endpoint, model: "fake-embed", dimensions: null, apiKeyEnv: "HYBRID_KEY", batchSize: 8, maxConcurrency: 1, queryPrefix: "", documentPrefix: "", timeoutSeconds: 5, maxRetries: 0 },
  };
});

afterAll(async () => {
  await server.close();
  await rm(cacheDir, { recursive: true, force: true });
});

const runtime = () => createRetrieverRuntime({ env: { HYBRID_KEY: KEY }, cache: openContentStore({ dir: cacheDir }) });
const build = (kind: string, rrfK = 60) => buildRetriever({ config: { ...config, kind, rrfK }, docs, queries, label: "docs", runtime: runtime() });

describe("the hybrid retriever", () => {
  it("is reciprocal rank fusion of the bm25 and the embeddings retrievers, at depth d each", async () => {
    const [hybrid, bm25, dense] = [await build("hybrid"), await build("bm25"), await build("embeddings")];
    for (const query of queries) {
      for (const depth of [1, 3, 5]) {
        expect(hybrid.search(query, depth)).toEqual(fuseRankings([bm25.search(query, depth), dense.search(query, depth)], { ids: docs.map((d) => d.id), k: 60, depth }));
      }
    }
  });

  it("uses rrf_k", async () => {
    const k1 = await build("hybrid", 1);
    const top = k1.search(queries[0]!, 5);
    expect(top[0]!.score).toBeGreaterThan(0.5); // 1/(1+1) at least, for a chunk first in one ranking
    expect((await build("hybrid")).search(queries[0]!, 5)[0]!.score).toBeLessThan(2 / 61 + 1e-12);
  });

  it("names both parts and the fusion constant in its identity", () => {
    const host = new URL(server.endpoint).host;
    expect(retrieverIdentity(config)).toBe(`hybrid(rrf_k=60,bm25(k1=1.2,b=0.75),embeddings(host=${host},model=fake-embed))`);
    expect(retrieverIdentity({ ...config, kind: "embeddings", embeddings: { ...config.embeddings!, dimensions: 256, queryPrefix: "search_query: " } })).toBe(
      `embeddings(host=${host},model=fake-embed,dimensions=256,query_prefix="search_query: ")`,
    );
  });
});
