import { isScalar } from "yaml";
import type { Registry, RetrieverConfig, SourceConfig } from "./types.js";
import { check, type Check } from "./check.js";
import { readSource } from "./readSource.js";
import { readSweep } from "./readSweep.js";
import { REGISTRY_DEFAULTS as DEFAULTS } from "./registryDefaults.js";
import { YamlReader, type Entry, type Scope } from "./yamlReader.js";

const KEYS = ["version", "questions", "retriever", "k", "run_depth", "split", "noise", "overfit_margin", "require_baseline", "max_file_bytes", "sources", "sweep"];
const MISPLACED: Record<string, string> = {
  kind: "`retriever:`",
  k1: "`retriever:`",
  b: "`retriever:`",
  train: "`split:`",
  seed: "`split:`",
  method: "`noise:`",
  confidence: "`noise:`",
  id: "an entry of `sources:`",
  include: "an entry of `sources:`",
  exclude: "an entry of `sources:`",
  chunking: "an entry of `sources:`",
  baseline: "an entry of `sources:`",
  strategy: "a source's `chunking:`",
  unit: "a source's `chunking:`",
  size: "a source's `chunking:`",
  overlap: "a source's `chunking:`",
  context_header: "a source's `chunking:`",
  tokenizer: "a source's `chunking:`",
  sizes: "`sweep:`",
  overlaps: "`sweep:`",
  strategies: "`sweep:`",
};
const TOP: Scope = { prefix: "", path: "", line: 1 };

const VERSION: Check<1> = {
  expected: "`1`",
  example: "1",
  accept: (value) => (value === 1 ? 1 : undefined),
  advise: (value) =>
    typeof value === "number" && Number.isInteger(value) && value > 1
      ? `this chunkgate reads registry version 1: upgrade chunkgate to read version ${value}`
      : undefined,
};

function readRetriever(reader: YamlReader, top: Map<string, Entry>): RetrieverConfig | undefined {
  const entry = top.get("retriever");
  // `retriever: bm25` is shorthand for `retriever: { kind: bm25 }`.
  if (entry !== undefined && entry.value !== null && isScalar(entry.value)) {
    const kind = reader.scalar(top, "retriever", TOP, check.text(), "required");
    return kind === undefined ? undefined : { ...DEFAULTS.retriever, kind };
  }
  const block = reader.block(top, "retriever", TOP, { known: ["kind", "k1", "b"], example: "{ kind: bm25 }" });
  if (block === undefined) return undefined;
  const kind = reader.scalar(block.entries, "kind", block.scope, { ...check.text(), example: "bm25" }, { default: DEFAULTS.retriever.kind });
  const k1 = reader.scalar(block.entries, "k1", block.scope, check.number({ min: 0, max: 3, minOpen: true }), { default: DEFAULTS.retriever.k1 });
  const b = reader.scalar(block.entries, "b", block.scope, check.number({ min: 0, max: 1 }), { default: DEFAULTS.retriever.b });
  return kind === undefined || k1 === undefined || b === undefined ? undefined : { kind, k1, b };
}

function readSources(reader: YamlReader, top: Map<string, Entry>): SourceConfig[] | undefined {
  const entry = top.get("sources");
  const example = 'sources: [{ id: docs, include: ["docs/**/*.md"], chunking: { strategy: structural } }]';
  if (entry === undefined) {
    reader.fail("missing `sources` (a list of sources, each with `id`, `include` and `chunking`)", 1, `add \`${example}\``);
    return undefined;
  }
  const items = reader.list(entry.value, { scope: TOP, what: "`sources`", line: entry.line, example });
  if (items === undefined) return undefined;
  if (items.length === 0) {
    reader.fail("`sources` must list at least one source, got an empty list", entry.line, `add one, e.g. \`${example}\``);
    return undefined;
  }
  const seen = new Map<string, number>();
  const sources = items.map((item, index) => readSource(reader, item.value, { index, line: item.line, seen }));
  return sources.every((source) => source !== undefined) ? sources : undefined;
}

/**
 * `parseRegistry`, plus the line of each top-level key, for messages raised after parsing (a golden
 * set missing at the path `questions:` names is reported on that line). Same guarantees as
 * `parseRegistry`, which it implements.
 */
export function readRegistry(text: string, file: string): { registry: Registry; lines: { questions: number } } {
  const reader = YamlReader.open(text, file);
  if (reader.root === null) {
    reader.fail("the registry is empty", 1, "start it with `version: 1`, `questions: evals/retrieval.yaml` and a `sources:` list");
    return reader.abort();
  }
  const top = reader.mapping(reader.root, { scope: TOP, what: "the registry", line: 1, example: "version: 1" }, KEYS, MISPLACED);
  if (top === undefined) return reader.abort();

  const version = reader.scalar(top, "version", TOP, VERSION, "required");
  const questions = reader.scalar(top, "questions", TOP, check.relativePath(), "required");
  const retriever = readRetriever(reader, top);
  const k = reader.scalar(top, "k", TOP, check.integer({ min: 1 }), { default: DEFAULTS.k });
  const runDepth = reader.scalar(top, "run_depth", TOP, check.integer({ min: 1 }), { default: Math.max(DEFAULTS.runDepth, k ?? 1) });
  if (k !== undefined && runDepth !== undefined && runDepth < k) {
    const hint = `raise \`run_depth\` to at least ${k}, or lower \`k\`: a run must hold k chunks to score recall@k`;
    reader.fail(`\`run_depth\` must be at least \`k\` (${k}), got \`${runDepth}\``, top.get("run_depth")?.line ?? 1, hint);
  }
  const split = reader.block(top, "split", TOP, { known: ["train", "seed"], example: "{ train: 0.7, seed: 42 }" });
  const train = split && reader.scalar(split.entries, "train", split.scope, check.number({ min: 0, max: 1, minOpen: true, maxOpen: true }), { default: DEFAULTS.split.train });
  const seed = split && reader.scalar(split.entries, "seed", split.scope, check.integer(), { default: DEFAULTS.split.seed });
  const noise = reader.block(top, "noise", TOP, { known: ["method", "confidence"], example: "{ method: binomial, confidence: 0.95 }" });
  const method = noise && reader.scalar(noise.entries, "method", noise.scope, check.oneOf([DEFAULTS.noise.method]), { default: DEFAULTS.noise.method });
  const confidence = noise && reader.scalar(noise.entries, "confidence", noise.scope, check.number({ min: 0.5, max: 1, minOpen: true, maxOpen: true }), { default: DEFAULTS.noise.confidence });
  const overfitMargin = reader.scalar(top, "overfit_margin", TOP, check.number({ min: 0, max: 1 }), { default: DEFAULTS.overfitMargin });
  const requireBaseline = reader.scalar(top, "require_baseline", TOP, check.boolean(), { default: DEFAULTS.requireBaseline });
  const maxFileBytes = top.has("max_file_bytes") ? reader.scalar(top, "max_file_bytes", TOP, check.integer({ min: 1 }), { default: DEFAULTS.maxFileBytes }) : undefined;
  const sweep = readSweep(reader, top, TOP);
  const sources = readSources(reader, top);
  reader.finish();

  if (version === undefined || questions === undefined || retriever === undefined || k === undefined || runDepth === undefined) return reader.abort();
  if (train === undefined || seed === undefined || method === undefined || confidence === undefined) return reader.abort();
  if (overfitMargin === undefined || requireBaseline === undefined || sources === undefined || sweep === undefined) return reader.abort();
  const registry: Registry = {
    version,
    file,
    questions,
    retriever,
    k,
    runDepth,
    split: { train, seed },
    noise: { method, confidence },
    overfitMargin,
    requireBaseline,
    ...(maxFileBytes === undefined ? {} : { maxFileBytes }),
    ...(sweep === null ? {} : { sweep }),
    sources,
  };
  return { registry, lines: { questions: top.get("questions")?.line ?? 1 } };
}
