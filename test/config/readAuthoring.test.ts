import { describe, expect, it } from "vitest";
import { parseRegistry } from "../../src/config/parseRegistry.js";
import { expectOnly, problems } from "./problems.js";

const FILE = "chunkgate.yml";
// Lines 1–3; the authoring block starts at line 4.
const BASE = `version: 1
questions: evals/retrieval.yaml
sources: [{ id: docs, include: ["docs/**/*.md"], chunking: { strategy: structural } }]
`;
const AUTHORING = `authoring:
  endpoint: https://api.openai.com/v1/
  model: gpt-4o-mini
  api_key_env: OPENAI_API_KEY
`;
const parse = (text: string) => () => parseRegistry(`${BASE}${text}`, FILE);

describe("the registry's authoring block", () => {
  it("reads endpoint, model and the key's variable, with the embeddings' timeout and retries as defaults", () => {
    expect(parse(AUTHORING)().authoring).toEqual({ endpoint: "https://api.openai.com/v1", model: "gpt-4o-mini", apiKeyEnv: "OPENAI_API_KEY", timeoutSeconds: 60, maxRetries: 5 });
    expect(parse(`${AUTHORING}  timeout_seconds: 120\n  max_retries: 0\n`)().authoring).toMatchObject({ timeoutSeconds: 120, maxRetries: 0 });
  });

  it("is absent without the block, and when it is empty", () => {
    expect(parse("")().authoring).toBeUndefined();
    expect(parse("authoring:\n")().authoring).toBeUndefined();
  });

  const cases: { name: string; text: string; line: number; message: string; hint: string }[] = [
    { name: "no endpoint", text: AUTHORING.replace("  endpoint: https://api.openai.com/v1/\n", ""), line: 4, message: "missing `authoring.endpoint` (endpoint, model and api_key_env go together)", hint: "add `endpoint: https://api.openai.com/v1` under `authoring:`" },
    { name: "no model", text: AUTHORING.replace("  model: gpt-4o-mini\n", ""), line: 4, message: "missing `authoring.model`", hint: "add `model: gpt-4o-mini` under `authoring:`" },
    { name: "no key variable", text: AUTHORING.replace("  api_key_env: OPENAI_API_KEY\n", ""), line: 4, message: "missing `authoring.api_key_env`", hint: "add `api_key_env: OPENAI_API_KEY`" },
    { name: "an endpoint that is not a URL", text: AUTHORING.replace("https://api.openai.com/v1/", "api.openai.com"), line: 5, message: '`authoring.endpoint` must be an http(s) URL, got "api.openai.com"', hint: "e.g. `endpoint: https://api.openai.com/v1`" },
    { name: "an endpoint ending in /chat/completions", text: AUTHORING.replace("https://api.openai.com/v1/", "https://api.openai.com/v1/chat/completions"), line: 5, message: "`authoring.endpoint` must be the API's base URL", hint: "drop the trailing `/chat/completions`: chunkgate adds it (`endpoint: https://api.openai.com/v1`)" },
    { name: "an endpoint with a query", text: AUTHORING.replace("https://api.openai.com/v1/", "https://x.example/v1?a=1"), line: 5, message: "`authoring.endpoint` must have no query or fragment", hint: "requests go to `{endpoint}/chat/completions`" },
    { name: "a model that is a number", text: AUTHORING.replace("gpt-4o-mini", "4"), line: 6, message: "`authoring.model` must be", hint: "model: gpt-4o-mini" },
    { name: "a timeout of 0", text: `${AUTHORING}  timeout_seconds: 0\n`, line: 8, message: "`authoring.timeout_seconds` must be a number greater than 0 and at most 600", hint: "`timeout_seconds: 60` (the default)" },
    { name: "too many retries", text: `${AUTHORING}  max_retries: 50\n`, line: 8, message: "`authoring.max_retries` must be an integer at least 0 and at most 20", hint: "`max_retries: 5` (the default)" },
    { name: "a misspelled key", text: `${AUTHORING}  modle: x\n`, line: 8, message: "unknown key `authoring.modle`", hint: "did you mean `model`?" },
    { name: "a block that is not a mapping", text: "authoring: gpt-4o-mini\n", line: 4, message: "`authoring` must be a mapping", hint: "authoring: {" },
  ];

  it.each(cases)("reports $name with its key path, line and fix", ({ text, line, message, hint }) => {
    expectOnly(parse(text), { file: FILE, line, message, hint });
  });

  it("never quotes a key written where the variable's name belongs, nor credentials in the endpoint", () => {
    const key = "sk-proj-abcdefghijklmnopqrstuvwxyz0123456789";
    const problem = expectOnly(parse(AUTHORING.replace("api_key_env: OPENAI_API_KEY", `api_key_env: ${key}`)), { file: FILE, line: 7, message: "`authoring.api_key_env` must name an environment variable", hint: "never write the key in the registry" });
    expect(problem.format()).not.toContain(key);
    const found = problems(parse(AUTHORING.replace("https://api.openai.com/v1/", "https://u:sk-secret-1@api.openai.com/v1")));
    expect(found).toHaveLength(1);
    expect(found[0]!.message).toContain("`authoring.endpoint`");
    expect(found[0]!.format()).not.toContain("sk-secret-1");
  });
});
