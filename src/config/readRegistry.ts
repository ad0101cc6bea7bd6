import type { Limits, ParsedRegistry, Registry, SourceConfig } from "./types.js";
import { check, type Check } from "./check.js";
import { readAuthoring } from "./readAuthoring.js";
import { readCoverage } from "./readCoverage.js";
import { readHeldOut } from "./readHeldOut.js";
import { readLimits } from "./readLimits.js";
import { readNoise } from "./readNoise.js";
import { readRetriever, RETRIEVER_KEYS } from "./readRetriever.js";
import { readSource } from "./readSource.js";
import { readSweep } from "./readSweep.js";
import { REGISTRY_DEFAULTS as DEFAULTS } from "./registryDefaults.js";
import { YamlReader, type Entry, type Scope } from "./yamlReader.js";

const KEYS = [
  "version",
  "questions",
  "retriever",
  "k",
  "run_depth",
  "split",
  "noise",
  "overfit_margin",
  "require_baseline",
  "sources",
  "sweep",
  "max_age_days",
  "stale",
  "approval_label",
  "held_out",
  "max_file_bytes",
  "limits",
  "authoring",
  "coverage",
];
const MISPLACED: Record<string, string> = {
  ...Object.fromEntries(RETRIEVER_KEYS.map((key) => [key, "`retriever:`"])),
  train: "`split:`",
  seed: "`split:`",
  method: "`noise:`",
  confidence: "`noise:`",
  protect: "`held_out:`",
  threshold: "`held_out:`",
  sigma: "`held_out:`",
  budget: "`held_out:`",
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
  choice_band: "`sweep:`",
  patch: "`coverage:`",
  min: "`coverage:`",
};
const TOP: Scope = { prefix: "", path: "", line: 1 };
/** A GitHub label name: 1 to 50 characters, not blank. */
const LABEL: Check<string> = {
  expected: "a label name of 1 to 50 characters",
  example: DEFAULTS.approvalLabel,
  accept: (value) => (typeof value === "string" && value.trim() !== "" && [...value].length <= 50 ? value : undefined),
};

const VERSION: Check<1> = {
  expected: "`1`",
  example: "1",
  accept: (value) => (value === 1 ? 1 : undefined),
  advise: (value) =>
    typeof value === "number" && Number.isInteger(value) && value > 1
      ? `this chunkgate reads registry version 1: upgrade chunkgate to read version ${value}`
      : undefined,
};

function readSources(reader: YamlReader, top: Map<string, Entry>, limits: Limits | undefined): SourceConfig[] | undefined {
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
  const sources = items.map((item, index) => readSource(reader, item.value, { index, line: item.line, seen, overlapRepeat: limits?.overlapRepeat }));
  return sources.every((source) => source !== undefined) ? sources : undefined;
}

/** parseRegistry's registry and the lines of its top-level keys, for problems found after parsing. */
export function readRegistry(text: string, file: string): ParsedRegistry {
  const reader = YamlReader.open(text, file);
  if (reader.root === null) {
    reader.fail("the registry is empty", 1, "start it with `version: 1`, `questions: evals/retrieval.yaml` and a `sources:` list");
    return reader.abort();
  }
  const top = reader.mapping(reader.root, { scope: TOP, what: "the registry", line: 1, example: "version: 1" }, KEYS, MISPLACED);
  if (top === undefined) return reader.abort();

  const version = reader.scalar(top, "version", TOP, VERSION, "required");
  const questions = reader.scalar(top, "questions", TOP, check.relativePath(), "required");
  const retriever = readRetriever(reader, top, TOP);
  const k = reader.scalar(top, "k", TOP, check.integer({ min: 1 }), { default: DEFAULTS.k });
  const runDepth = reader.scalar(top, "run_depth", TOP, check.integer({ min: 1 }), { default: Math.max(DEFAULTS.runDepth, k ?? 1) });
  if (k !== undefined && runDepth !== undefined && runDepth < k) {
    const hint = `raise \`run_depth\` to at least ${k}, or lower \`k\`: a run must hold k chunks to score recall@k`;
    reader.fail(`\`run_depth\` must be at least \`k\` (${k}), got \`${runDepth}\``, top.get("run_depth")?.line ?? 1, hint);
  }
  const split = reader.block(top, "split", TOP, { known: ["train", "seed"], example: "{ train: 0.7, seed: 42 }" });
  const train = split && reader.scalar(split.entries, "train", split.scope, check.number({ min: 0, max: 1, minOpen: true, maxOpen: true }), { default: DEFAULTS.split.train });
  const seed = split && reader.scalar(split.entries, "seed", split.scope, check.integer(), { default: DEFAULTS.split.seed });
  const noise = readNoise(reader, top, TOP);
  const overfitMargin = reader.scalar(top, "overfit_margin", TOP, check.number({ min: 0, max: 1 }), { default: DEFAULTS.overfitMargin });
  const requireBaseline = reader.scalar(top, "require_baseline", TOP, check.boolean(), { default: DEFAULTS.requireBaseline });
  const maxAgeDays = reader.optional(top, "max_age_days", TOP, { ...check.integer({ min: 1 }), example: "180" });
  const stale = reader.scalar(top, "stale", TOP, check.oneOf(["warn", "fail"] as const), { default: DEFAULTS.stale });
  const approvalLabel = reader.scalar(top, "approval_label", TOP, LABEL, { default: DEFAULTS.approvalLabel });
  const heldOut = readHeldOut(reader, top, TOP);
  const maxFileBytes = top.has("max_file_bytes") ? reader.scalar(top, "max_file_bytes", TOP, check.integer({ min: 1 }), { default: DEFAULTS.maxFileBytes }) : undefined;
  const sweep = readSweep(reader, top, TOP);
  const limits = readLimits(reader, top, TOP);
  const authoring = readAuthoring(reader, top, TOP);
  const coverage = readCoverage(reader, top, TOP);
  const sources = readSources(reader, top, limits);
  reader.finish();

  if (version === undefined || questions === undefined || retriever === undefined || k === undefined || runDepth === undefined) return reader.abort();
  if (train === undefined || seed === undefined || noise === undefined) return reader.abort();
  if (maxAgeDays === undefined || stale === undefined || approvalLabel === undefined || heldOut === undefined) return reader.abort();
  if (overfitMargin === undefined || requireBaseline === undefined || sources === undefined || sweep === undefined) return reader.abort();
  if (limits === undefined || authoring === undefined || coverage === undefined) return reader.abort();
  const registry: Registry = {
    version,
    file,
    questions,
    retriever,
    k,
    runDepth,
    split: { train, seed },
    noise,
    overfitMargin,
    requireBaseline,
    maxAgeDays,
    stale,
    approvalLabel,
    heldOut,
    ...(maxFileBytes === undefined ? {} : { maxFileBytes }),
    ...(sweep === null ? {} : { sweep }),
    limits,
    coverage,
    sources,
    ...(authoring === null ? {} : { authoring }),
  };
  return { registry, lines: { questions: top.get("questions")?.line ?? 1, retriever: top.get("retriever")?.line } };
}
