import { describe, expect, it } from "vitest";
import { parseRegistry } from "../../src/config/parseRegistry.js";
import { expectOnly, problems } from "./problems.js";

const FILE = "chunkgate.yml";
// Lines 1–7; the retriever block starts at line 8.
const BASE = `version: 1
questions: evals/retrieval.yaml
sources:
  - id: docs
    include: ["docs/**/*.md"]
    chunking:
      strategy: structural
`;
const EMBEDDINGS = `retriever:
  kind: embeddings
  endpoint: https://api.openai.com/v1/
  model: text-embedding-3-small
  api_key_env: OPENAI_API_KEY
`;
const parse = (text: string) => () => parseRegistry(`${BASE}${text}`, FILE);

describe("the retriever's embeddings settings", () => {
  it("reads kind embeddings with every default", () => {
    expect(parse(EMBEDDINGS)().retriever).toEqual({
      kind: "embeddings",
      k1: 1.2,
      b: 0.75,
      rrfK: 60,
      embeddings: {
        endpoint: "https://api.openai.com/v1",
        model: "text-embedding-3-small",
        dimensions: null,
        apiKeyEnv: "OPENAI_API_KEY",
        batchSize: 32,
        maxConcurrency: 4,
        queryPrefix: "",
        documentPrefix: "",
        timeoutSeconds: 60,
        maxRetries: 5,
      },
    });
  });

  it("reads hybrid with every setting given", () => {
    const text = `retriever:
  kind: hybrid
  endpoint: http://localhost:11434/v1
  model: nomic-embed-text
  dimensions: 512
  api_key_env: OLLAMA_KEY
  batch_size: 8
  max_concurrency: 1
  query_prefix: "search_query: "
  document_prefix: "search_document: "
  timeout_seconds: 2.5
  max_retries: 0
  rrf_k: 20
  k1: 0.9
`;
    expect(parse(text)().retriever).toEqual({
      kind: "hybrid",
      k1: 0.9,
      b: 0.75,
      rrfK: 20,
      embeddings: {
        endpoint: "http://localhost:11434/v1",
        model: "nomic-embed-text",
        dimensions: 512,
        apiKeyEnv: "OLLAMA_KEY",
        batchSize: 8,
        maxConcurrency: 1,
        queryPrefix: "search_query: ",
        documentPrefix: "search_document: ",
        timeoutSeconds: 2.5,
        maxRetries: 0,
      },
    });
  });

  it("keeps embeddings settings under kind bm25 (for sweep --retrievers), and has none without them", () => {
    expect(parse(EMBEDDINGS.replace("kind: embeddings", "kind: bm25"))().retriever.embeddings?.model).toBe("text-embedding-3-small");
    expect(parse("retriever: { kind: bm25 }\n")().retriever.embeddings).toBeUndefined();
  });

  const cases: { name: string; text: string; line: number; message: string; hint: string }[] = [
    { name: "embeddings without endpoint", text: EMBEDDINGS.replace("  endpoint: https://api.openai.com/v1/\n", ""), line: 8, message: "missing `retriever.endpoint` (`kind: embeddings` needs it)", hint: "add `endpoint: https://api.openai.com/v1` under `retriever:`" },
    { name: "hybrid without model", text: EMBEDDINGS.replace("kind: embeddings", "kind: hybrid").replace("  model: text-embedding-3-small\n", ""), line: 8, message: "missing `retriever.model` (`kind: hybrid` needs it)", hint: "add `model: " },
    { name: "embeddings without the key's variable", text: EMBEDDINGS.replace("  api_key_env: OPENAI_API_KEY\n", ""), line: 8, message: "missing `retriever.api_key_env`", hint: "add `api_key_env: OPENAI_API_KEY`" },
    { name: "bare name that needs settings", text: "retriever: embeddings\n", line: 8, message: "`retriever: embeddings` needs the embeddings settings", hint: "write it as a mapping" },
    { name: "endpoint that is not a URL", text: EMBEDDINGS.replace("https://api.openai.com/v1/", "api.openai.com"), line: 10, message: '`retriever.endpoint` must be an http(s) URL, got "api.openai.com"', hint: "e.g. `endpoint: https://api.openai.com/v1`" },
    { name: "endpoint ending in /embeddings", text: EMBEDDINGS.replace("https://api.openai.com/v1/", "https://api.openai.com/v1/embeddings"), line: 10, message: "must be the API's base URL", hint: "drop the trailing `/embeddings`: chunkgate adds it (`endpoint: https://api.openai.com/v1`)" },
    { name: "endpoint with a query", text: EMBEDDINGS.replace("https://api.openai.com/v1/", "https://x.openai.azure.com/openai/v1?api-version=1"), line: 10, message: "must have no query or fragment", hint: "write the base URL alone" },
    { name: "endpoint of another scheme", text: EMBEDDINGS.replace("https://api.openai.com/v1/", "ftp://example.com/v1"), line: 10, message: "must be an http or https URL", hint: "base URL" },
    { name: "dimensions of 0", text: `${EMBEDDINGS}  dimensions: 0\n`, line: 13, message: "`retriever.dimensions` must be an integer at least 1, got `0`", hint: "dimensions: 1" },
    { name: "batch size above 2048", text: `${EMBEDDINGS}  batch_size: 5000\n`, line: 13, message: "`retriever.batch_size` must be an integer at least 1 and at most 2048, got `5000`", hint: "`batch_size: 32` (the default)" },
    { name: "concurrency of 0", text: `${EMBEDDINGS}  max_concurrency: 0\n`, line: 13, message: "`retriever.max_concurrency` must be an integer at least 1 and at most 64", hint: "`max_concurrency: 4` (the default)" },
    { name: "timeout of 0", text: `${EMBEDDINGS}  timeout_seconds: 0\n`, line: 13, message: "`retriever.timeout_seconds` must be a number greater than 0 and at most 600", hint: "`timeout_seconds: 60` (the default)" },
    { name: "negative retries", text: `${EMBEDDINGS}  max_retries: -1\n`, line: 13, message: "`retriever.max_retries` must be an integer at least 0 and at most 20", hint: "`max_retries: 5` (the default)" },
    { name: "prefix that is not text", text: `${EMBEDDINGS}  query_prefix: 3\n`, line: 13, message: "`retriever.query_prefix` must be a string, got `3`", hint: 'query_prefix: "search_query: "' },
    { name: "rrf_k of 0", text: `${EMBEDDINGS}  rrf_k: 0\n`, line: 13, message: "`retriever.rrf_k` must be an integer at least 1, got `0`", hint: "`rrf_k: 60` (the default)" },
    { name: "misspelled key", text: `${EMBEDDINGS}  dimension: 256\n`, line: 13, message: "unknown key `retriever.dimension`", hint: "did you mean `dimensions`?" },
    { name: "embeddings key at the top", text: "model: text-embedding-3-small\n", line: 8, message: "unknown key `model`", hint: "`model` belongs inside `retriever:`" },
  ];

  it.each(cases)("reports $name with its key path, line and fix", ({ text, line, message, hint }) => {
    expectOnly(parse(text), { file: FILE, line, message, hint });
  });

  it("asks for endpoint, model and api_key_env together when any embeddings key is given", () => {
    const found = problems(parse("retriever: { model: text-embedding-3-small }\n"));
    expect(found.map((p) => p.message)).toEqual([
      "missing `retriever.endpoint` (the embeddings settings go together)",
      "missing `retriever.api_key_env` (the embeddings settings go together)",
    ]);
    expect(found.every((p) => p.line === 8 && p.hint?.startsWith("add `"))).toBe(true);
  });

  it("never quotes a key written where the variable's name belongs", () => {
    const key = "sk-proj-abcdefghijklmnopqrstuvwxyz0123456789";
    const problem = expectOnly(parse(EMBEDDINGS.replace("api_key_env: OPENAI_API_KEY", `api_key_env: ${key}`)), {
      file: FILE,
      line: 12,
      message: "`retriever.api_key_env` must name an environment variable",
      hint: "never write the key in the registry",
    });
    expect(problem.format()).not.toContain(key);
  });

  it("never quotes credentials written into the endpoint", () => {
    for (const endpoint of ["https://user:sk-secret-1@api.openai.com/v1", "user:sk-secret-1@api.openai.com/v1"]) {
      const found = problems(parse(EMBEDDINGS.replace("https://api.openai.com/v1/", endpoint)));
      expect(found).toHaveLength(1);
      expect(found[0]!.message).toContain("`retriever.endpoint`");
      expect(found[0]!.format()).not.toContain("sk-secret-1");
    }
  });
});
