import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import { globSync } from "tinyglobby";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { strategyNames } from "../../src/chunking/strategies.js";
import { parseGoldenSet } from "../../src/config/parseGoldenSet.js";
import { parseRegistry } from "../../src/config/parseRegistry.js";

const projectRoot = resolve(import.meta.dirname, "../..");
const REGISTRY_SCHEMA = join(projectRoot, "schema/registry.schema.json");
const GOLDEN_SCHEMA = join(projectRoot, "schema/golden-set.schema.json");

// strict: unknown keywords, ignored defaults and the like are errors, so a typo in a schema fails
// here. strictNumbers off: YAML reads an unquoted id such as 9761e499 as Infinity, still a number.
const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, strictNumbers: false, allowUnionTypes: true });
const registrySchema = JSON.parse(readFileSync(REGISTRY_SCHEMA, "utf8")) as Record<string, unknown>;
const validateRegistry = ajv.compile(registrySchema);
const validateGolden = ajv.compile(JSON.parse(readFileSync(GOLDEN_SCHEMA, "utf8")) as Record<string, unknown>);

/** The YAML as an editor's language server reads it (YAML 1.2 core schema). */
const yaml = (text: string): unknown => parse(text, { schema: "core" });

function problems(validate: ValidateFunction, value: unknown): string[] {
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message ?? ""}`);
}

/** Every registry under fixtures/ with the golden set it names. */
const fixtures = globSync(["fixtures/**/chunkgate.yml", "fixtures/**/chunkgate.yaml"], { cwd: projectRoot }).sort();

describe("the JSON Schemas in schema/", () => {
  it("are found for at least the two bundled fixtures", () => {
    expect(fixtures).toEqual(expect.arrayContaining(["fixtures/lumen/chunkgate.yml", "fixtures/policies/chunkgate.yml"]));
  });

  it.each(fixtures)("validate %s and its golden set, each naming its schema on its first line", (file) => {
    const text = readFileSync(join(projectRoot, file), "utf8");
    expect(problems(validateRegistry, yaml(text))).toEqual([]);
    expectModeline(file, text, REGISTRY_SCHEMA);
    const golden = join(dirname(file), parseRegistry(text, "chunkgate.yml").questions);
    const goldenText = readFileSync(join(projectRoot, golden), "utf8");
    expect(problems(validateGolden, yaml(goldenText))).toEqual([]);
    expectModeline(golden, goldenText, GOLDEN_SCHEMA);
  });

  it("validate every registry and golden-set example of the README and docs/, which name them too", () => {
    const pages = ["README.md", ...globSync("docs/*.md", { cwd: projectRoot })];
    const blocks = pages.flatMap((page) => [...readFileSync(join(projectRoot, page), "utf8").matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!));
    const registries = blocks.filter((b) => /^(# yaml-language-server: .*\n)?version: 1\n/.test(b));
    const goldens = blocks.filter((b) => /^(# yaml-language-server: .*\n)?- question_id:/.test(b));
    expect(registries.length).toBeGreaterThan(0);
    expect(goldens.length).toBeGreaterThan(0);
    for (const block of registries) {
      expect(block).toMatch(/^# yaml-language-server: \$schema=\S+\/schema\/registry\.schema\.json\n/);
      expect(problems(validateRegistry, yaml(block))).toEqual([]);
    }
    for (const block of goldens) {
      expect(block).toMatch(/^# yaml-language-server: \$schema=\S+\/schema\/golden-set\.schema\.json\n/);
      expect(problems(validateGolden, yaml(block))).toEqual([]);
    }
  });

  it("offer every registered chunking strategy in completions", () => {
    const defs = registrySchema["$defs"] as { chunking: { properties: { strategy: { examples: string[] } } } };
    expect(defs.chunking.properties.strategy.examples).toEqual(expect.arrayContaining(strategyNames()));
  });
});

// Registry snippets on top of a valid one: the schema and chunkgate's own reader must agree on each.
const BASE = `version: 1
questions: evals/retrieval.yaml
sources:
  - id: docs
    include: ["docs/**/*.md"]
    chunking: { strategy: structural, size: 120 }
`;
const registryCases: Array<[string, string, boolean]> = [
  ["the minimal registry", BASE, true],
  ["every top-level setting", `${BASE}retriever: { kind: bm25, k1: 1.2, b: 0.75 }\nk: 5\nrun_depth: 50\nsplit: { train: 0.7, seed: 42 }\nnoise: { method: binomial, confidence: 0.9 }\noverfit_margin: 0.1\nrequire_baseline: true\nsweep: { sizes: [60, 120], overlaps: [0, 0.1, 20], strategies: [structural, fixed], choice_band: 1 }\n`, true],
  ["retriever by name", `${BASE}retriever: bm25\n`, true],
  ["empty blocks that take their defaults", `${BASE}split:\nnoise:\n`, true],
  ["a minimal baseline", `${BASE}    baseline: { measured_on: 2026-11-03, recall: 0.91 }\n`, true],
  ["a full baseline with a newer key", `${BASE}    baseline: { measured_on: 2026-11-03, retriever: bm25, k: 3, recall: 0.9, held_out_recall: 0.8, questions: { train: 24, held_out: 10 }, corpus: { documents: 3, sections: 9, tokens: 900 }, golden_set: "sha256:ab", later: 1 }\n`, true],
  ["a source's own sweep", `${BASE}    sweep: { sizes: [256], choice_band: 0 }\n`, true],
  ["exclude as one glob", `${BASE}    exclude: "docs/drafts/**"\n`, true],
  ["every setting that keeps baselines honest", `${BASE}noise: { method: paired, confidence: 0.9 }\nmax_age_days: 180\nstale: fail\napproval_label: "baseline: approved"\nheld_out: { protect: thresholdout, threshold: 0.1, sigma: 0.025, budget: 10 }\n`, true],
  ["the plain questions rule", `${BASE}noise: { method: questions, questions: 2 }\n`, true],
  ["held-out protection switched off", `${BASE}held_out: { protect: none }\n`, true],
  ["a recorded baseline with its digest", `${BASE}    baseline: { measured_on: 2026-11-03, recall: 0.9, golden_set: "sha256:ab", corpus_fingerprint: "sha256:cd", digest: "sha256:${"0f".repeat(32)}" }\n`, true],
  ["the questions rule without its number", `${BASE}noise: { method: questions }\n`, false],
  ["a questions allowance beside the binomial test", `${BASE}noise: { questions: 2 }\n`, false],
  ["a confidence beside the questions rule", `${BASE}noise: { method: questions, questions: 2, confidence: 0.9 }\n`, false],
  ["an unknown noise method", `${BASE}noise: { method: bootstrap }\n`, false],
  ["a thresholdout budget without thresholdout", `${BASE}held_out: { budget: 3 }\n`, false],
  ["a thresholdout budget of 0", `${BASE}held_out: { protect: thresholdout, budget: 0 }\n`, false],
  ["a max age of 0 days", `${BASE}max_age_days: 0\n`, false],
  ["stale: error", `${BASE}stale: error\n`, false],
  ["an approval label longer than 50 characters", `${BASE}approval_label: ${"x".repeat(51)}\n`, false],
  ["a digest in another form", `${BASE}    baseline: { measured_on: 2026-11-03, recall: 0.9, digest: "md5:ab" }\n`, false],
  ["version 2", BASE.replace("version: 1", "version: 2"), false],
  ["a misspelled top-level key", `${BASE}questons: x\n`, false],
  ["an absolute golden-set path", BASE.replace("questions: evals", "questions: /evals"), false],
  ["k of 0", `${BASE}k: 0\n`, false],
  ["a quoted k", `${BASE}k: "3"\n`, false],
  ["yes for a boolean", `${BASE}require_baseline: yes\n`, false],
  ["confidence of 1", `${BASE}noise: { confidence: 1 }\n`, false],
  ["an unknown unit", BASE.replace("size: 120", "size: 120, unit: lines"), false],
  ["a negative overlap", BASE.replace("size: 120", "size: 120, overlap: -1"), false],
  ["a chunking key under the source", `${BASE}    size: 120\n`, false],
  ["a glob leaving the root", BASE.replace('"docs/**/*.md"', '"../docs/**"'), false],
  ["an empty include list", BASE.replace('["docs/**/*.md"]', "[]"), false],
  ["a bad source id", BASE.replace("id: docs", "id: my docs"), false],
  ["a baseline without its recall", `${BASE}    baseline: { measured_on: 2026-11-03, k: 3 }\n`, false],
  ["a baseline with half its question counts", `${BASE}    baseline: { measured_on: 2026-11-03, recall: 0.9, questions: { train: 3 } }\n`, false],
  ["a fractional overlap count in a sweep", `${BASE}sweep: { overlaps: [1.5] }\n`, false],
  ["a negative choice band", `${BASE}sweep: { choice_band: -1 }\n`, false],
  ["no sources", "version: 1\nquestions: evals/retrieval.yaml\nsources: []\n", false],
  ["parent-child with its child size", BASE.replace("strategy: structural, size: 120", "strategy: parent-child, size: 480, child_size: 120, overlap: 20"), true],
  ["structural merging small sections, with an orphan floor", BASE.replace("size: 120", "size: 120, merge_small_sections: true, orphan_tokens: 10"), true],
  ["langchain-recursive with LangChain's keys", BASE.replace("strategy: structural, size: 120", 'strategy: langchain-recursive, chunk_size: 800, chunk_overlap: 100, separators: ["\\n\\n", "\\n", " ", ""], length_unit: characters'), true],
  ["child_size on a structural source", BASE.replace("size: 120", "size: 120, child_size: 30"), false],
  ["chunk_size on a structural source", BASE.replace("size: 120", "size: 120, chunk_size: 800"), false],
  ["size on a langchain-recursive source", BASE.replace("strategy: structural", "strategy: langchain-recursive"), false],
  ["an unknown length unit", BASE.replace("strategy: structural, size: 120", "strategy: langchain-recursive, length_unit: bytes"), false],
];

const GOLDEN = `- question_id: ret-001
  question: How long do customers have to return damaged goods?
  supporting:
    - { document: "Returns and Credits Policy", heading: ["Returns", "Damaged goods"] }
  distractors:
    - { document: "Returns and Credits Policy", heading: "Late returns" }
- question_id: ret-002
  question: What is the water damage deductible?
  supporting:
    - span: "The deductible for water damage is $1,000"
    - { span: "escape of water", document: docs/claims.md }
    - document: docs/claims.md
- question_id: ret-003
  question: Do you ship to Antarctica?
  supporting: []
`;
const goldenCases: Array<[string, string, boolean]> = [
  ["every key form", GOLDEN, true],
  ["the mapping form", `questions:\n${GOLDEN.replace(/^/gm, "  ")}`, true],
  ["unquoted numeric ids", "- question_id: 093\n  question: A?\n  supporting: []\n- question_id: 9761e499\n  question: B?\n  supporting: []\n", true],
  ["a question without supporting", "- question_id: q1\n  question: Why?\n", false],
  ["a blank question", '- question_id: q1\n  question: " "\n  supporting: []\n', false],
  ["a heading without a document", "- question_id: q1\n  question: Why?\n  supporting:\n    - heading: [Returns]\n", false],
  ["a span with a heading", "- question_id: q1\n  question: Why?\n  supporting:\n    - { span: abc, heading: [Returns] }\n", false],
  ["an empty heading path", "- question_id: q1\n  question: Why?\n  supporting:\n    - { document: a.md, heading: [] }\n", false],
  ["a numeric heading", "- question_id: q1\n  question: Why?\n  supporting:\n    - { document: a.md, heading: [Releases, 2024] }\n", false],
  ["a misspelled key field", "- question_id: q1\n  question: Why?\n  supporting:\n    - { documnet: a.md }\n", false],
  ["an empty list", "[]\n", false],
];

describe("the schemas agree with chunkgate's own reader", () => {
  it.each(registryCases)("registry: %s", (_, text, valid) => {
    expect(problems(validateRegistry, yaml(text)).length === 0).toBe(valid);
    expect(accepts(() => parseRegistry(text, "chunkgate.yml"))).toBe(valid);
  });

  it.each(goldenCases)("golden set: %s", (_, text, valid) => {
    expect(problems(validateGolden, yaml(text)).length === 0).toBe(valid);
    expect(accepts(() => parseGoldenSet(text, "evals/retrieval.yaml"))).toBe(valid);
  });
});

describe("the registry schema and the embeddings retrievers", () => {
  const embeddings = `${BASE}retriever:\n  kind: embeddings\n  endpoint: https://api.openai.com/v1\n  model: text-embedding-3-small\n  dimensions: 512\n  api_key_env: OPENAI_API_KEY\n  batch_size: 64\n  max_concurrency: 8\n  query_prefix: "search_query: "\n  document_prefix: "search_document: "\n`;

  it("accepts every retriever field", () => {
    expect(problems(validateRegistry, yaml(embeddings))).toEqual([]);
    expect(problems(validateRegistry, yaml(embeddings.replace("kind: embeddings", "kind: hybrid")))).toEqual([]);
    expect(problems(validateRegistry, yaml(`${embeddings}  timeout_seconds: 30\n  max_retries: 2\n  rrf_k: 60\n`))).toEqual([]);
  });

  it("asks for the endpoint, the model and the key's variable together", () => {
    expect(problems(validateRegistry, yaml(embeddings.replace("  api_key_env: OPENAI_API_KEY\n", "")))).not.toEqual([]);
    expect(problems(validateRegistry, yaml(`${BASE}retriever: { kind: bm25, batch_size: 8 }\n`))).not.toEqual([]);
    expect(problems(validateRegistry, yaml(`${BASE}retriever: embeddings\n`))).not.toEqual([]);
  });

  it("refuses a key written where its variable's name belongs, and an endpoint with credentials", () => {
    expect(problems(validateRegistry, yaml(embeddings.replace("OPENAI_API_KEY", "sk-abc123")))).not.toEqual([]);
    expect(problems(validateRegistry, yaml(embeddings.replace("https://api", "https://user:pw@api")))).not.toEqual([]);
  });
});

describe("the registry schema and the authoring block", () => {
  const authoring = `${BASE}authoring:\n  endpoint: https://api.openai.com/v1\n  model: gpt-4o-mini\n  api_key_env: OPENAI_API_KEY\n`;

  it.each([
    ["every field", `${authoring}  timeout_seconds: 30\n  max_retries: 2\n`, true],
    ["no model", authoring.replace("  model: gpt-4o-mini\n", ""), false],
    ["a key where the variable's name belongs", authoring.replace("OPENAI_API_KEY", "sk-abc123"), false],
    ["an endpoint with credentials", authoring.replace("https://api", "https://user:pw@api"), false],
    ["an unknown key", `${authoring}  temperature: 0\n`, false],
  ])("%s: the schema and the parser agree", (_, text, valid) => {
    expect(problems(validateRegistry, yaml(text)).length === 0).toBe(valid);
    expect(accepts(() => parseRegistry(text, "chunkgate.yml"))).toBe(valid);
  });
});

function accepts(run: () => unknown): boolean {
  try {
    run();
    return true;
  } catch {
    return false;
  }
}

/** The first line is `# yaml-language-server: $schema=PATH`, PATH relative to the file, leading to `schema`. */
function expectModeline(file: string, text: string, schema: string): void {
  const first = text.split("\n", 1)[0]!;
  const match = /^# yaml-language-server: \$schema=(\S+)$/.exec(first);
  expect(match, `${file} starts with the yaml-language-server modeline`).not.toBeNull();
  const target = resolve(projectRoot, dirname(file), match![1]!);
  expect(existsSync(target)).toBe(true);
  expect(target).toBe(schema);
}
