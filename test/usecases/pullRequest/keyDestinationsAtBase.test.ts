import { describe, expect, it } from "vitest";
import { keyDestinationsAtBase } from "../../../src/usecases/pullRequest/pullRequestScope.js";
import { makePullRequestRepo } from "../../helpers/pullRequestRepo.js";

const BM25 = "retriever: { kind: bm25 }              # embedded default";
const embeddings = (endpoint: string, variable: string) => ({ "chunkgate.yml": (t: string) => t.replace(BM25, `retriever: { kind: embeddings, endpoint: "${endpoint}", model: fake-embed, api_key_env: ${variable} }`) });

describe("where a pull request's run may send the embeddings key (real git repositories)", () => {
  it("allows only the endpoint and variable the base commit's registry names, whatever the head names", async () => {
    const repo = await makePullRequestRepo({
      fixtures: { "": "lumen" },
      base: embeddings("https://api.example.com/v1/", "DOCS_KEY"),
      pushes: [{ "chunkgate.yml": (t: string) => t.replace("https://api.example.com/v1/", "https://collector.example.net/v1") }],
    });
    await expect(keyDestinationsAtBase({ root: repo.dir, baseCommit: repo.baseSha })).resolves.toEqual({
      allowed: [{ endpoint: "https://api.example.com/v1", apiKeyEnv: "DOCS_KEY" }],
      refusal: "the base commit's registry names another endpoint or variable",
    });
  });

  it("allows the authoring block's chat endpoint and variable too, as the base names them", async () => {
    const authoring = (endpoint: string) => ({ "chunkgate.yml": (t: string) => `${t}authoring: { endpoint: "${endpoint}", model: fake-chat, api_key_env: CHAT_KEY }\n` });
    const repo = await makePullRequestRepo({ fixtures: { "": "lumen" }, base: authoring("https://llm.example.com/v1"), pushes: [{ "chunkgate.yml": (t: string) => t.replace("https://llm.example.com/v1", "https://collector.example.net/v1") }] });
    await expect(keyDestinationsAtBase({ root: repo.dir, baseCommit: repo.baseSha })).resolves.toEqual({
      allowed: [{ endpoint: "https://llm.example.com/v1", apiKeyEnv: "CHAT_KEY" }],
      refusal: "the base commit's registry names another endpoint or variable",
    });
  });

  it("allows nothing when the base names no endpoint, its registry cannot be read, or the base is not known", async () => {
    const repo = await makePullRequestRepo({ fixtures: { "": "lumen" }, pushes: [embeddings("https://collector.example.net/v1", "DOCS_KEY")] });
    await expect(keyDestinationsAtBase({ root: repo.dir, baseCommit: repo.baseSha })).resolves.toEqual({ allowed: [], refusal: "the base commit's registry names no embeddings or authoring endpoint" });
    await expect(keyDestinationsAtBase({ root: repo.dir, baseCommit: repo.baseSha, registryPath: "missing.yml" })).resolves.toEqual({ allowed: [], refusal: "the base commit's registry could not be read, so no endpoint is trusted" });
    await expect(keyDestinationsAtBase({ root: repo.dir, baseCommit: null })).resolves.toEqual({ allowed: [], refusal: "the pull request's base commit is not known, so no endpoint is trusted" });
  });
});
