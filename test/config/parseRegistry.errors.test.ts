import { describe, expect, it } from "vitest";
import { parseRegistry } from "../../src/config/parseRegistry.js";
import { UserErrors } from "../../src/errors.js";
import { expectOnly, expectProblem, find, problems } from "./problems.js";

const FILE = "chunkgate.yml";
// Lines 1–7; every case appends from line 8, at top level (no indent), in the source (4) or in chunking (6).
const BASE = `version: 1
questions: evals/retrieval.yaml
sources:
  - id: docs
    include: ["docs/**/*.md"]
    chunking:
      strategy: structural
`;
const BASELINE = `    baseline:
      measured_on: 2026-11-03
      retriever: bm25
      k: 3
      recall: 0.9
      questions: { train: 24, held_out: 10 }
`;

const parse = (text: string) => () => parseRegistry(text, FILE);

describe("parseRegistry reports one problem per mistake, with file, line, value and fix", () => {
  const cases: { name: string; text: string; line: number; message: string; hint: string }[] = [
    { name: "version other than 1", text: BASE.replace("version: 1", "version: 2"), line: 1, message: "`version` must be `1`, got `2`", hint: "upgrade chunkgate" },
    { name: "version missing", text: BASE.replace("version: 1\n", ""), line: 1, message: "missing `version`", hint: "add `version: 1`" },
    { name: "absolute golden-set path", text: BASE.replace("evals/", "/evals/"), line: 2, message: 'got "/evals/retrieval.yaml"', hint: "relative to the repository root" },
    { name: "golden-set path leaving the root", text: BASE.replace("evals/", "../evals/"), line: 2, message: "a relative file path inside the repository", hint: "must be inside the repository" },
    { name: "golden-set path with backslashes", text: BASE.replace("evals/", "evals\\\\"), line: 2, message: "`questions` must be", hint: "use forward slashes" },
    { name: "questions missing", text: BASE.replace("questions: evals/retrieval.yaml\n", ""), line: 1, message: "missing `questions`", hint: "add `questions: evals/retrieval.yaml`" },
    { name: "retriever kind not a string", text: `${BASE}retriever: { kind: [bm25] }\n`, line: 8, message: "`retriever.kind` must be a non-empty string, got a list", hint: "`kind: bm25` (the default)" },
    { name: "k1 of 0", text: `${BASE}retriever: { k1: 0 }\n`, line: 8, message: "`retriever.k1` must be a number greater than 0 and at most 3, got `0`", hint: "`k1: 1.2` (the default)" },
    { name: "b above 1", text: `${BASE}retriever:\n  b: 1.5\n`, line: 9, message: "`retriever.b` must be a number at least 0 and at most 1, got `1.5`", hint: "`b: 0.75`" },
    { name: "k of 0", text: `${BASE}k: 0\n`, line: 8, message: "`k` must be an integer at least 1, got `0`", hint: "`k: 3` (the default)" },
    { name: "fractional k", text: `${BASE}k: 2.5\n`, line: 8, message: "got `2.5`", hint: "`k: 3`" },
    { name: "quoted k", text: `${BASE}k: "3"\n`, line: 8, message: 'got "3"', hint: "remove the quotes: `k: 3`" },
    { name: "run_depth below k", text: `${BASE}k: 5\nrun_depth: 4\n`, line: 9, message: "`run_depth` must be at least `k` (5), got `4`", hint: "raise `run_depth` to at least 5" },
    { name: "train share of 1", text: `${BASE}split: { train: 1 }\n`, line: 8, message: "`split.train` must be a number greater than 0 and less than 1, got `1`", hint: "`train: 0.7`" },
    { name: "fractional seed", text: `${BASE}split: { seed: 4.2 }\n`, line: 8, message: "`split.seed` must be an integer, got `4.2`", hint: "`seed: 42`" },
    { name: "unknown noise method", text: `${BASE}noise: { method: binomal }\n`, line: 8, message: '`noise.method` must be one of `binomial`, `paired`, `questions`, got "binomal"', hint: "did you mean `binomial`?" },
    { name: "questions rule without its number", text: `${BASE}noise: { method: questions }\n`, line: 8, message: "missing `noise.questions`", hint: "add `questions: 2` under `noise:`" },
    { name: "a negative questions allowance", text: `${BASE}noise: { method: questions, questions: -1 }\n`, line: 8, message: "`noise.questions` must be an integer at least 0, got `-1`", hint: "`questions: 2`" },
    { name: "a questions allowance beside a test", text: `${BASE}noise:\n  method: paired\n  questions: 2\n`, line: 10, message: "`noise.questions` applies only to `method: questions`, and the method is `paired`", hint: "set `method: questions`" },
    { name: "a confidence beside the questions rule", text: `${BASE}noise:\n  method: questions\n  questions: 2\n  confidence: 0.9\n`, line: 11, message: "`noise.confidence` does nothing with `method: questions`", hint: "choose `method: binomial` or `method: paired`" },
    { name: "an unknown held-out protection", text: `${BASE}held_out: { protect: thresholdot }\n`, line: 8, message: '`held_out.protect` must be one of `none`, `thresholdout`, got "thresholdot"', hint: "did you mean `thresholdout`?" },
    { name: "a thresholdout budget of 0", text: `${BASE}held_out: { protect: thresholdout, budget: 0 }\n`, line: 8, message: "`held_out.budget` must be an integer at least 1 and at most 1000, got `0`", hint: "`budget: 10` (the default)" },
    { name: "a thresholdout threshold of 1", text: `${BASE}held_out: { protect: thresholdout, threshold: 1 }\n`, line: 8, message: "`held_out.threshold` must be a number greater than 0 and less than 1, got `1`", hint: "`threshold: 0.1` (the default)" },
    { name: "a thresholdout sigma of 0", text: `${BASE}held_out: { protect: thresholdout, sigma: 0 }\n`, line: 8, message: "`held_out.sigma` must be a number greater than 0 and at most 0.5, got `0`", hint: "`sigma: 0.025` (the default)" },
    { name: "a thresholdout parameter without thresholdout", text: `${BASE}held_out:\n  budget: 5\n`, line: 9, message: "`held_out.budget` applies only to `protect: thresholdout`", hint: "add `protect: thresholdout`" },
    { name: "a thresholdout key at the top", text: `${BASE}budget: 5\n`, line: 8, message: "unknown key `budget`", hint: "`budget` belongs inside `held_out:`" },
    { name: "a max age of 0 days", text: `${BASE}max_age_days: 0\n`, line: 8, message: "`max_age_days` must be an integer at least 1, got `0`", hint: "`max_age_days: 180`" },
    { name: "an unknown staleness action", text: `${BASE}stale: error\n`, line: 8, message: '`stale` must be one of `warn`, `fail`, got "error"', hint: "`stale: warn` (the default)" },
    { name: "a blank approval label", text: `${BASE}approval_label: " "\n`, line: 8, message: "`approval_label` must be a label name of 1 to 50 characters", hint: "`approval_label: chunkgate:accept-baseline` (the default)" },
    { name: "an approval label longer than GitHub allows", text: `${BASE}approval_label: ${"x".repeat(51)}\n`, line: 8, message: "`approval_label` must be a label name of 1 to 50 characters", hint: "approval_label: chunkgate:accept-baseline" },
    { name: "a digest in another form", text: `${BASELINE}      digest: md5:abc\n`, line: 14, message: "`baseline.digest` must be `sha256:` and 64 lowercase hex digits", hint: "digest: sha256:" },
    { name: "confidence of 1", text: `${BASE}noise: { confidence: 1 }\n`, line: 8, message: "`noise.confidence` must be a number greater than 0.5 and less than 1, got `1`", hint: "`confidence: 0.95`" },
    { name: "confidence of 0.5", text: `${BASE}noise: { confidence: 0.5 }\n`, line: 8, message: "got `0.5`", hint: "`confidence: 0.95`" },
    { name: "negative overfit margin", text: `${BASE}overfit_margin: -0.1\n`, line: 8, message: "`overfit_margin` must be a number at least 0 and at most 1, got `-0.1`", hint: "`overfit_margin: 0.1`" },
    { name: "yes for a boolean", text: `${BASE}require_baseline: yes\n`, line: 8, message: '`require_baseline` must be `true` or `false`, got "yes"', hint: "YAML 1.2 reads `yes` as text" },
    { name: "empty scalar setting", text: `${BASE}k:\n`, line: 8, message: "`k` must be an integer at least 1, got an empty value", hint: "`k: 3`" },
    { name: "sources missing", text: "version: 1\nquestions: q.yaml\n", line: 1, message: "missing `sources`", hint: "add `sources: [{ id: docs" },
    { name: "sources empty", text: "version: 1\nquestions: q.yaml\nsources: []\n", line: 3, message: "`sources` must list at least one source", hint: "add one" },
    { name: "sources not a list", text: "version: 1\nquestions: q.yaml\nsources: { id: docs }\n", line: 3, message: "`sources` must be a list, got a mapping", hint: "sources: [{ id: docs" },
    { name: "source not a mapping", text: "version: 1\nquestions: q.yaml\nsources:\n  - docs\n", line: 4, message: 'source #1: the entry must be a mapping, got "docs"', hint: "- { id: docs" },
    { name: "bad source id", text: BASE.replace("id: docs", "id: docs/policies"), line: 4, message: 'source #1: `id` must be a name of letters, digits, `_`, `.` or `-`, got "docs/policies"', hint: "`id: policy_docs`" },
    { name: "source id missing", text: BASE.replace("  - id: docs\n    include", "  - include"), line: 4, message: "source #1: missing `id`", hint: "add `id: policy_docs`" },
    { name: "include missing", text: BASE.replace('    include: ["docs/**/*.md"]\n', ""), line: 4, message: "source `docs`: missing `include`", hint: 'add `include: ["docs/**/*.md"]`' },
    { name: "include empty", text: BASE.replace('["docs/**/*.md"]', "[]"), line: 5, message: "source `docs`: `include` must list at least one glob", hint: "include: [" },
    { name: "absolute include glob", text: BASE.replace('["docs/**/*.md"]', "/docs/**"), line: 5, message: '`include` must be a glob relative to the repository root, got "/docs/**"', hint: "drop the leading `/`" },
    { name: "exclude glob leaving the root", text: `${BASE}    exclude: [a.md, ../b.md]\n`, line: 8, message: '`exclude[1]` must be a glob relative to the repository root, got "../b.md"', hint: "remove the `..` segment" },
    { name: "chunking missing", text: BASE.replace("    chunking:\n      strategy: structural\n", ""), line: 4, message: "source `docs`: missing `chunking`", hint: "add it, e.g. `chunking: { strategy: structural" },
    { name: "strategy missing", text: BASE.replace("      strategy: structural\n", "      size: 100\n"), line: 6, message: "source `docs`: missing `chunking.strategy`", hint: "add `strategy: structural`" },
    { name: "unit misspelled", text: `${BASE}      unit: token\n`, line: 8, message: '`chunking.unit` must be one of `words`, `tokens`, got "token"', hint: "did you mean `tokens`?" },
    { name: "size of 0", text: `${BASE}      size: 0\n`, line: 8, message: "`chunking.size` must be an integer at least 1, got `0`", hint: "`size: 120` (the default)" },
    { name: "negative overlap", text: `${BASE}      overlap: -1\n`, line: 8, message: "`chunking.overlap` must be an integer at least 0, got `-1`", hint: "`overlap: 0`" },
    { name: "overlap not below size", text: `${BASE}      size: 50\n      overlap: 50\n`, line: 9, message: "`chunking.overlap` must be less than `chunking.size` (50), got `50`", hint: "lower `overlap` below 50" },
    { name: "child_size on structural", text: `${BASE}      child_size: 30\n`, line: 8, message: "`chunking.child_size` applies only to `strategy: parent-child`, got strategy `structural`", hint: "remove `child_size`" },
    { name: "child_size over size", text: BASE.replace("strategy: structural", "strategy: parent-child") + "      size: 100\n      child_size: 200\n", line: 9, message: "`chunking.child_size` must be at most `size` (100) and more than `overlap` (0), got `200`", hint: "between 1 and 100" },
    { name: "merge_small_sections on fixed", text: BASE.replace("strategy: structural", "strategy: fixed") + "      merge_small_sections: true\n", line: 8, message: "`chunking.merge_small_sections` applies only to `strategy: structural`", hint: "set `strategy: structural`" },
    { name: "chunk_size on structural", text: `${BASE}      chunk_size: 800\n`, line: 8, message: "`chunking.chunk_size` applies only to `strategy: langchain-recursive`", hint: "use `size` and `overlap`" },
    { name: "size on langchain-recursive", text: BASE.replace("strategy: structural", "strategy: langchain-recursive") + "      size: 800\n", line: 8, message: "`chunking.size` does not apply to `strategy: langchain-recursive`", hint: "use `chunk_size`" },
    { name: "langchain overlap over chunk size", text: BASE.replace("strategy: structural", "strategy: langchain-recursive") + "      chunk_size: 100\n      chunk_overlap: 200\n", line: 9, message: "`chunking.chunk_overlap` must be at most `chunking.chunk_size` (100), got `200`", hint: "lower `chunk_overlap` to 100" },
    { name: "separators not a list", text: BASE.replace("strategy: structural", "strategy: langchain-recursive") + '      separators: "\\n"\n', line: 8, message: "`chunking.separators` must be a list of strings", hint: "separators: [" },
    { name: "unknown length unit", text: BASE.replace("strategy: structural", "strategy: langchain-recursive") + "      length_unit: bytes\n", line: 8, message: "`chunking.length_unit` must be one of `characters`, `tokens`", hint: "" },
    { name: "quoted boolean", text: `${BASE}      context_header: "false"\n`, line: 8, message: '`chunking.context_header` must be `true` or `false`, got "false"', hint: "remove the quotes: `context_header: false`" },
    { name: "unknown tokenizer", text: `${BASE}      tokenizer: o200k-base\n`, line: 8, message: '`chunking.tokenizer` must be one of `o200k_base`, `cl100k_base`, got "o200k-base"', hint: "did you mean `o200k_base`?" },
    { name: "unknown chunking key", text: `${BASE}      sise: 100\n`, line: 8, message: "source `docs`: unknown key `chunking.sise`", hint: "did you mean `size`?" },
    { name: "unknown source key", text: `${BASE}    exclud: [a]\n`, line: 8, message: "source `docs`: unknown key `exclud`", hint: "did you mean `exclude`?" },
    { name: "chunking key under the source", text: `${BASE}    overlap: 10\n`, line: 8, message: "source `docs`: unknown key `overlap`", hint: "`overlap` belongs inside `chunking:`" },
    { name: "source key at the top", text: `${BASE}exclude: [a]\n`, line: 8, message: "unknown key `exclude`", hint: "belongs inside an entry of `sources:`" },
    { name: "unknown top-level key far from any", text: `${BASE}colour: blue\n`, line: 8, message: "unknown key `colour`", hint: "the keys allowed here are `version`, `questions`" },
    { name: "impossible date", text: `${BASELINE.replace("2026-11-03", "2026-02-30")}`, line: 9, message: '`baseline.measured_on` must be a date written YYYY-MM-DD, got "2026-02-30"', hint: "`measured_on: 2026-11-03`" },
    { name: "recall above 1", text: BASELINE.replace("recall: 0.9", "recall: 90"), line: 12, message: "`baseline.recall` must be a number at least 0 and at most 1, got `90`", hint: "recall: " },
    { name: "held-out recall above 1", text: `${BASELINE}      held_out_recall: 1.1\n`, line: 14, message: "`baseline.held_out_recall` must be a number at least 0 and at most 1", hint: "held_out_recall: " },
    { name: "baseline recall missing", text: BASELINE.replace("      recall: 0.9\n", ""), line: 8, message: "source `docs`: missing `baseline.recall`", hint: "add `recall: " },
    { name: "partial question counts", text: BASELINE.replace("{ train: 24, held_out: 10 }", "{ train: 24 }"), line: 13, message: "missing `baseline.questions.held_out`", hint: "add `held_out: 0`" },
    { name: "a baseline without its date", text: BASELINE.replace("      measured_on: 2026-11-03\n", ""), line: 8, message: "missing `baseline.measured_on`", hint: "add `measured_on: 2026-11-03`" },
    { name: "a bad optional k", text: BASELINE.replace("k: 3", "k: 0"), line: 11, message: "`baseline.k` must be an integer at least 1, got `0`", hint: "k: 1" },
    { name: "negative question count", text: BASELINE.replace("train: 24", "train: -24"), line: 13, message: "`baseline.questions.train` must be an integer at least 0, got `-24`", hint: "`train: 0`" },
    { name: "partial corpus", text: `${BASELINE}      corpus: { documents: 3, sections: 9 }\n`, line: 14, message: "missing `baseline.corpus.tokens`", hint: "add `tokens: 0`" },
    { name: "baseline not a mapping", text: "    baseline: 0.9\n", line: 8, message: "`baseline` must be a mapping, got `0.9`", hint: "baseline: { measured_on: 2026-11-03" },
    { name: "duplicate key", text: `${BASE}k: 3\nk: 4\n`, line: 9, message: "duplicate key `k` (first given at line 8)", hint: "keep one of them" },
    { name: "dangling alias", text: `${BASE}k: *three\n`, line: 8, message: "alias `*three` has no anchor", hint: "define `&three`" },
  ];

  it.each(cases)("$name", ({ text, line, message, hint }) => {
    const full = text.startsWith("    ") ? `${BASE}${text}` : text;
    expectOnly(parse(full), { file: FILE, line, message, hint });
  });

  it("suggests the closest known key for a typo", () => {
    const found = problems(parse(BASE.replace("questions:", "questons:")));
    expectProblem(find(found, "unknown key `questons`"), { file: FILE, line: 2, message: "unknown key `questons`", hint: "did you mean `questions`?" });
    expectProblem(find(found, "missing `questions`"), { file: FILE, line: 1, message: "missing `questions`", hint: "add `questions:" });
  });

  it("names both lines when two sources share an id", () => {
    const text = `${BASE}  - id: docs\n    include: other/**\n    chunking: { strategy: page }\n`;
    expectOnly(parse(text), { file: FILE, line: 8, message: "source id `docs` is used twice (lines 4 and 8)", hint: "give each source its own id" });
  });

  it("reports every problem of the file together, in line order", () => {
    const text = `version: 3
questions: /abs.yaml
k: 0
sources:
  - id: a
    include: []
    chunking: { strategy: s, unit: lines, size: -1 }
  - id: a
    include: x/**
    chunkng: { strategy: s }
`;
    let thrown: unknown;
    try {
      parseRegistry(text, FILE);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(UserErrors);
    const errors = (thrown as UserErrors).errors;
    expect(errors.map((e) => e.line)).toEqual([1, 2, 3, 6, 7, 7, 8, 8, 10]);
    expect(errors.every((e) => e.file === FILE && e.hint !== undefined)).toBe(true);
    expect((thrown as UserErrors).format().split("\n")).toHaveLength(errors.length * 2);
    expect((thrown as UserErrors).message).toBe("9 problems found");
  });
});

describe("parseRegistry on broken YAML", () => {
  it("reports a syntax error with its line and column", () => {
    const problem = expectOnly(parse(`${BASE}k: [3\nrun_depth: 10\n`), { file: FILE, line: 9, message: "invalid YAML at line 9, column 1", hint: "indentation" });
    expect(problem.message).toContain("Flow sequence");
  });

  it("reports an unclosed quote", () => {
    expectOnly(parse(`version: 1\nquestions: "evals/retrieval.yaml\n`), { file: FILE, line: 3, message: "invalid YAML at line 3", hint: "close the quote" });
  });

  it("reports tab indentation", () => {
    expectOnly(parse("version: 1\nretriever:\n\tkind: bm25\n"), { file: FILE, line: 3, message: "column 1", hint: "indent with spaces" });
  });

  it("refuses several YAML documents in one file", () => {
    expectOnly(parse(`${BASE}---\nversion: 1\n`), { file: FILE, line: 8, message: "multiple documents", hint: "keep a single YAML document" });
  });

  it("reports an empty file", () => {
    expectOnly(parse("# nothing yet\n"), { file: FILE, line: 1, message: "the registry is empty", hint: "start it with `version: 1`" });
  });

  it("reports a registry that is a list", () => {
    expectOnly(parse("- version: 1\n"), { file: FILE, line: 1, message: "the registry must be a mapping, got a list", hint: "version: 1" });
  });
});
