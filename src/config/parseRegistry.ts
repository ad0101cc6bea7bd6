import type { CoverageConfig, HeldOutConfig, Limits, NoiseConfig, ParsedRegistry, Registry, SourceConfig } from "./types.js";
import { check, type Check } from "./check.js";
import { readApiAccess, readRetriever, RETRIEVER_KEYS } from "./readRetriever.js";
import { CHUNKING_KEYS, readSource, readSweep, SWEEP_KEYS } from "./readSource.js";
import { NOISE_METHODS, REGISTRY_DEFAULTS as DEFAULTS } from "./registryDefaults.js";
import { allRead, YamlReader, type Entry, type Scope } from "./yamlReader.js";

const KEYS = [
  "version", "questions", "retriever", "k", "run_depth", "split", "noise", "overfit_margin", "require_baseline", "sources",
  "sweep", "max_age_days", "stale", "approval_label", "held_out", "max_file_bytes", "limits", "authoring", "coverage",
];
const NOISE_KEYS = ["method", "confidence", "questions"] as const;
const CONFIDENCE = check.number({ min: 0.5, max: 1, minOpen: true, maxOpen: true });
const ALLOWANCE = { ...check.integer({ min: 0 }), example: "2" };
const HELD_OUT_KEYS = ["protect", "threshold", "sigma", "budget"] as const;
const PARAMETERS = ["threshold", "sigma", "budget"] as const;
const THRESHOLD = { ...check.number({ min: 0, max: 1, minOpen: true, maxOpen: true }), example: "0.1" };
const SIGMA = { ...check.number({ min: 0, max: 0.5, minOpen: true }), example: "0.025" };
const BUDGET = { ...check.integer({ min: 1, max: 1000 }), example: "10" };
/** Where a block's key belongs when it is written at the top level. */
const MISPLACED: Record<string, string> = Object.fromEntries(
  Object.entries({
    "`retriever:`": RETRIEVER_KEYS,
    "`split:`": ["train", "seed"],
    "`noise:`": ["method", "confidence"],
    "`held_out:`": HELD_OUT_KEYS,
    "an entry of `sources:`": ["id", "include", "exclude", "chunking", "baseline"],
    "a source's `chunking:`": CHUNKING_KEYS,
    "`sweep:`": SWEEP_KEYS,
    "`coverage:`": ["patch", "min"],
  }).flatMap(([home, keys]) => keys.map((key) => [key, home])),
);
const TOP: Scope = { prefix: "", path: "", line: 1 };
const AUTHORING_KEYS = ["endpoint", "model", "api_key_env", "timeout_seconds", "max_retries"];
const AUTHORING_EXAMPLE = "{ endpoint: https://api.openai.com/v1, model: gpt-4o-mini, api_key_env: OPENAI_API_KEY }";
const SPLIT = { train: ["train", check.number({ min: 0, max: 1, minOpen: true, maxOpen: true })], seed: ["seed", check.integer()] } as const;
const LIMITS = {
  overlapRepeat: ["overlap_repeat", check.number({ min: 1 })],
  questions: ["questions", check.integer({ min: 1 })],
  sweepCells: ["sweep_cells", check.integer({ min: 1 })],
  chunks: ["chunks", check.integer({ min: 1 })],
} as const;
const COVERAGE = {
  patch: ["patch", check.oneOf(["note", "warn", "fail"] as const)],
  min: ["min", { ...check.number({ min: 0, max: 1 }), example: "0.5" }],
} as const;
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

/** The `noise:` block; a setting the method does not use is an error, since it reads as if it did something. */
function readNoise(reader: YamlReader, top: Map<string, Entry>, scope: Scope): NoiseConfig | undefined {
  const noise = reader.block(top, "noise", scope, { known: NOISE_KEYS, example: "{ method: binomial, confidence: 0.95 }" });
  if (noise === undefined) return undefined;
  const { entries, scope: inner } = noise;
  const method = reader.scalar(entries, "method", inner, check.oneOf(NOISE_METHODS), { default: DEFAULTS.noise.method });
  const confidence = reader.scalar(entries, "confidence", inner, CONFIDENCE, { default: DEFAULTS.noise.confidence });
  const questions = reader.optional(entries, "questions", inner, ALLOWANCE);
  if (method === undefined || confidence === undefined || questions === undefined) return undefined;

  if (method !== "questions") {
    if (questions === null) return { method, confidence };
    return reader.fail(
      `\`${inner.path}questions\` applies only to \`method: questions\`, and the method is \`${method}\``,
      entries.get("questions")!.line,
      "remove it, or set `method: questions` to fail when more than that many train questions are lost",
    );
  }
  const confidenceEntry = entries.get("confidence");
  if (confidenceEntry !== undefined && confidenceEntry.value !== null) {
    return reader.fail(
      `\`${inner.path}confidence\` does nothing with \`method: questions\`, which fails on a fixed number of lost questions`,
      confidenceEntry.line,
      "remove it, or choose `method: binomial` or `method: paired` for a statistical test",
    );
  }
  if (questions === null) {
    return reader.fail(`missing \`${inner.path}questions\` (how many lost train questions are still within noise) for \`method: questions\``, inner.line, "add `questions: 2` under `noise:`: losing more than 2 train questions then fails");
  }
  return { method, confidence, questions };
}

/** The `held_out:` block; a parameter without `protect: thresholdout` is an error, since it would protect nothing. */
function readHeldOut(reader: YamlReader, top: Map<string, Entry>, scope: Scope): HeldOutConfig | undefined {
  const block = reader.block(top, "held_out", scope, { known: HELD_OUT_KEYS, example: "{ protect: thresholdout, budget: 10 }" });
  if (block === undefined) return undefined;
  const { entries, scope: inner } = block;
  const protect = reader.scalar(entries, "protect", inner, check.oneOf(["none", "thresholdout"] as const), { default: DEFAULTS.heldOut.protect });
  const threshold = reader.scalar(entries, "threshold", inner, THRESHOLD, { default: DEFAULTS.heldOut.threshold });
  const sigma = reader.scalar(entries, "sigma", inner, SIGMA, { default: DEFAULTS.heldOut.sigma });
  const budget = reader.scalar(entries, "budget", inner, BUDGET, { default: DEFAULTS.heldOut.budget });
  if (protect === undefined || threshold === undefined || sigma === undefined || budget === undefined) return undefined;
  if (protect === "thresholdout") return { protect, threshold, sigma, budget };
  const stray = PARAMETERS.map((key) => entries.get(key)).filter((entry) => entry !== undefined && entry.value !== null);
  for (const entry of stray) {
    reader.fail(`\`${inner.path}${entry!.key}\` applies only to \`protect: thresholdout\``, entry!.line, "remove it, or add `protect: thresholdout` to `held_out:`");
  }
  return stray.length > 0 ? undefined : { protect };
}

function readSources(reader: YamlReader, top: Map<string, Entry>, limits: Limits | undefined): SourceConfig[] | undefined {
  const entry = top.get("sources");
  const example = 'sources: [{ id: docs, include: ["docs/**/*.md"], chunking: { strategy: structural } }]';
  if (entry === undefined) {
    return reader.fail("missing `sources` (a list of sources, each with `id`, `include` and `chunking`)", 1, `add \`${example}\``);
  }
  const items = reader.list(entry.value, { scope: TOP, what: "`sources`", line: entry.line, example });
  if (items === undefined) return undefined;
  if (items.length === 0) {
    return reader.fail("`sources` must list at least one source, got an empty list", entry.line, `add one, e.g. \`${example}\``);
  }
  const seen = new Map<string, number>();
  const sources = items.map((item, index) => readSource(reader, item.value, { index, line: item.line, seen, overlapRepeat: limits?.overlapRepeat }));
  return sources.every((source) => source !== undefined) ? sources : undefined;
}

/** parseRegistry's registry and its top-level keys' lines; `seen.questions` gets a usable `questions:` even when the rest is invalid. */
export function readRegistry(text: string, file: string, seen: { questions?: { path: string; line: number } } = {}): ParsedRegistry {
  const reader = YamlReader.open(text, file);
  if (reader.root === null) {
    return reader.abort("the registry is empty", 1, "start it with `version: 1`, `questions: evals/retrieval.yaml` and a `sources:` list");
  }
  const top = reader.mapping(reader.root, { scope: TOP, what: "the registry", line: 1, example: "version: 1" }, KEYS, MISPLACED);
  if (top === undefined) return reader.abort();

  const version = reader.scalar(top, "version", TOP, VERSION, "required");
  const questions = reader.scalar(top, "questions", TOP, check.relativePath, "required");
  if (questions !== undefined) seen.questions = { path: questions, line: top.get("questions")!.line };
  const retriever = readRetriever(reader, top, TOP);
  const k = reader.scalar(top, "k", TOP, check.integer({ min: 1 }), { default: DEFAULTS.k });
  const runDepth = reader.scalar(top, "run_depth", TOP, check.integer({ min: 1 }), { default: Math.max(DEFAULTS.runDepth, k ?? 1) });
  if (k !== undefined && runDepth !== undefined && runDepth < k) {
    const hint = `raise \`run_depth\` to at least ${k}, or lower \`k\`: a run must hold k chunks to score recall@k`;
    reader.fail(`\`run_depth\` must be at least \`k\` (${k}), got \`${runDepth}\``, top.get("run_depth")?.line ?? 1, hint);
  }
  const split = reader.settings<Registry["split"]>(top, "split", TOP, { example: "{ train: 0.7, seed: 42 }", defaults: DEFAULTS.split, keys: SPLIT });
  const noise = readNoise(reader, top, TOP);
  const overfitMargin = reader.scalar(top, "overfit_margin", TOP, check.number({ min: 0, max: 1 }), { default: DEFAULTS.overfitMargin });
  const requireBaseline = reader.scalar(top, "require_baseline", TOP, check.boolean, { default: DEFAULTS.requireBaseline });
  const maxAgeDays = reader.optional(top, "max_age_days", TOP, { ...check.integer({ min: 1 }), example: "180" });
  const stale = reader.scalar(top, "stale", TOP, check.oneOf(["warn", "fail"] as const), { default: DEFAULTS.stale });
  const approvalLabel = reader.scalar(top, "approval_label", TOP, LABEL, { default: DEFAULTS.approvalLabel });
  const heldOut = readHeldOut(reader, top, TOP);
  const maxFileBytes = top.has("max_file_bytes") ? reader.scalar(top, "max_file_bytes", TOP, check.integer({ min: 1 }), { default: DEFAULTS.maxFileBytes }) : undefined;
  const sweep = readSweep(reader, top, TOP);
  const limitsExample = "{ overlap_repeat: 4, questions: 20000, sweep_cells: 1000, chunks: 2000000 }";
  const limits = reader.settings<Limits>(top, "limits", TOP, { example: limitsExample, defaults: DEFAULTS.limits, keys: LIMITS });
  // the chat API of `suggest --drafter llm`: null when the block is absent or empty
  const authoringBlock = reader.block(top, "authoring", TOP, { known: AUTHORING_KEYS, example: AUTHORING_EXAMPLE });
  const chatApi = { name: "authoring", why: "endpoint, model and api_key_env go together", path: "chat/completions", model: "gpt-4o-mini" } as const;
  const authoring = authoringBlock?.present === false ? null : authoringBlock && readApiAccess(reader, authoringBlock, chatApi);
  // top level only, since patch coverage is one figure per pull request
  const coverage = reader.settings<CoverageConfig>(top, "coverage", TOP, { example: "{ patch: warn, min: 0.5 }", defaults: DEFAULTS.coverage, keys: COVERAGE });
  const sources = readSources(reader, top, limits);
  reader.finish();

  const registry = allRead({
    version, file, questions, retriever, k, runDepth, split, noise, overfitMargin, requireBaseline, maxAgeDays, stale,
    approvalLabel, heldOut, ...(maxFileBytes === undefined ? {} : { maxFileBytes }), ...(sweep === null ? {} : { sweep }),
    limits, coverage, sources, ...(authoring === null ? {} : { authoring }),
  });
  if (registry === undefined) return reader.abort();
  return { registry, lines: { questions: top.get("questions")?.line ?? 1, retriever: top.get("retriever")?.line } };
}

/** The registry in `text`, defaults applied, else a UserErrors in line order; YAML 1.2 core (`yes`, dates stay text). */
export function parseRegistry(text: string, file: string): Registry {
  return readRegistry(text, file).registry;
}
