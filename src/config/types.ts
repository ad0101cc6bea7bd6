/** The typed, validated form of `chunkgate.yml` and of the golden set. Parsed once, used everywhere. */
import type { ChunkingParams } from "../chunking/index.js";
import type { NOISE_METHODS, REGISTRY_DEFAULTS } from "./registryDefaults.js";

/** The registry's `retriever:` block, defaults filled in (each key: REGISTRY_DEFAULTS.retriever). */
export interface RetrieverConfig {
  /** Name of a registered retriever: `bm25` (the embedded default), `embeddings` or `hybrid`. */
  kind: string;
  k1: number;
  b: number;
  rrfK: number;
  /** The embeddings API settings (`embeddings`, `hybrid`, `sweep --retrievers`); absent when the registry names no endpoint. */
  embeddings?: EmbeddingsConfig;
}

/** An OpenAI-compatible embeddings API (`POST {endpoint}/embeddings`); defaults: REGISTRY_DEFAULTS.embeddings. */
export interface EmbeddingsConfig {
  /** API base URL as OpenAI's clients take it, without a trailing slash (`https://api.openai.com/v1`). */
  endpoint: string;
  model: string;
  /** Requested vector length (`dimensions` in the request); null: the model's own. */
  dimensions: number | null;
  /** Name of the environment variable that holds the API key, never the key. */
  apiKeyEnv: string;
  batchSize: number;
  maxConcurrency: number;
  queryPrefix: string;
  documentPrefix: string;
  timeoutSeconds: number;
  maxRetries: number;
}

/** `authoring:`: the chat API (`POST {endpoint}/chat/completions`) `suggest --drafter llm` drafts with. */
export type AuthoringConfig = Pick<EmbeddingsConfig, "endpoint" | "model" | "apiKeyEnv" | "timeoutSeconds" | "maxRetries">;

/** A source's recorded baseline: the date and train recall are required; the rest is null when not recorded. */
export interface Baseline {
  measuredOn: string;
  recall: number;
  /** Retriever identity or kind it was measured with. */
  retriever: string | null;
  k: number | null;
  heldOutRecall: number | null;
  questions: { train: number; heldOut: number } | null;
  corpus: { documents: number; sections: number; tokens: number } | null;
  /** `golden_set`: the golden set's fingerprint (`sha256:…`) at measurement; absent when not recorded. */
  goldenSet?: string;
  /** `corpus_fingerprint`: fingerprint (`sha256:…`) of the source's documents as measured; absent when not recorded. */
  corpusFingerprint?: string;
  /** `digest`: what `record` computed over the measurement (baselineDigest); a mismatch means the fields were edited since. */
  digest?: string;
  line: number | undefined;
}

/** A `sweep:` grid (top level or per source); a list left out is null, so a source's block overrides the top level's. */
export interface SweepConfig {
  /** Chunk sizes in the source's unit. */
  sizes: number[] | null;
  /** Overlaps: below 1 a ratio of the size (rounded down), from 1 up an absolute count in the unit. */
  overlaps: number[] | null;
  /** Strategy names, checked against the chunker registry when the sweep runs. */
  strategies: string[] | null;
  /** `choice_band`: train hits a chosen cell may trail the best by; null when left out (default 2). */
  choiceBand: number | null;
  line: number | undefined;
}

/** One entry of the registry's `sources:`: its files, chunking, baseline and sweep grid. */
export interface SourceConfig {
  id: string;
  include: string[];
  exclude: string[];
  /** `optional: true`: a source that could not be evaluated is reported as `error` without failing the run. */
  optional?: true;
  chunking: ChunkingParams;
  baseline: Baseline | null;
  /** The source's own `sweep:` grid; absent when the source has none. */
  sweep?: SweepConfig;
  line: number | undefined;
}

/** The registry's `coverage:` block, what patch coverage does to a pull request's verdict (each key: REGISTRY_DEFAULTS.coverage). */
export type CoverageConfig = { patch: (typeof REGISTRY_DEFAULTS.coverage)["patch"]; min: number };

/** The registry's `limits:` block, what a run refuses up front (each key: REGISTRY_DEFAULTS.limits). */
export type Limits = Record<keyof typeof REGISTRY_DEFAULTS.limits, number>;

/** A parsed `chunkgate.yml`, every default filled in (each key documented in REGISTRY_DEFAULTS). */
export interface Registry {
  version: 1;
  /** Path of the registry file relative to the root. */
  file: string;
  /** Golden set path relative to the root. */
  questions: string;
  retriever: RetrieverConfig;
  k: number;
  runDepth: number;
  split: { train: number; seed: number };
  noise: NoiseConfig;
  overfitMargin: number;
  requireBaseline: boolean;
  maxAgeDays: number | null;
  stale: "warn" | "fail";
  /** `approval_label`: approves lowering a baseline or removing questions; read from the base's registry only. */
  approvalLabel: string;
  heldOut: HeldOutConfig;
  /** Largest document read, in UTF-8 bytes (`max_file_bytes`); absent: loadCorpus's default, 5 MiB. */
  maxFileBytes?: number;
  /** `limits:`, with defaults applied (REGISTRY_DEFAULTS.limits); absent in a registry built without readRegistry: the defaults hold. */
  limits?: Limits;
  /** `coverage:`, with defaults applied (REGISTRY_DEFAULTS.coverage); absent in a registry built without readRegistry: the defaults hold. */
  coverage?: CoverageConfig;
  /** The top-level `sweep:` grid, for every source without its own; absent when there is none. */
  sweep?: SweepConfig;
  sources: SourceConfig[];
  /** `authoring:`, the chat API `suggest --drafter llm` drafts with; absent when the registry names none. */
  authoring?: AuthoringConfig;
}

/** The noise methods the registry accepts (`noise.method`), looked up by name in src/gate/noiseMethods. */
export type NoiseMethodName = (typeof NOISE_METHODS)[number];

/** `noise:`: `confidence`, the level of `binomial` and `paired`; `questions`, how many lost train questions still pass. */
export type NoiseConfig =
  | { method: "binomial" | "paired"; confidence: number }
  | { method: "questions"; confidence: number; questions: number };

/** `held_out:`: `none` shows the held-out score on every run; `thresholdout` is Dwork et al.'s reusable holdout. */
export type HeldOutConfig =
  | { protect: "none" }
  | { protect: "thresholdout"; threshold: number; sigma: number; budget: number };

/** A supporting or distractor key: a heading in a document, or a gold text span. */
export type EvidenceKey =
  | { kind: "heading"; document: string; heading: string[]; line: number | undefined }
  | { kind: "document"; document: string; line: number | undefined }
  | { kind: "span"; span: string; document: string | undefined; line: number | undefined };

/** One golden-set question with its evidence keys. */
export interface Question {
  id: string;
  text: string;
  /** Empty: the corpus has no answer; reported, kept out of the metrics. */
  supporting: EvidenceKey[];
  distractors: EvidenceKey[];
  line: number | undefined;
}

/** A parsed golden set and the file it came from. */
export interface GoldenSet {
  file: string;
  questions: Question[];
}

/** Values parsed from a file's text by earlier runs: `get` must return what parsing that text as that file gives. */
export interface ParseMemo<T> {
  get(file: string, text: string): T | undefined;
  set(file: string, text: string, value: T): void;
}

/** Valid golden sets kept by text, and valid registries when the memo keeps them too. */
export type GoldenSetMemo = ParseMemo<GoldenSet> & { readonly registries?: RegistryMemo };

/** A valid registry as readRegistry parses it: the registry and the lines of its top-level keys. */
export interface ParsedRegistry {
  registry: Registry;
  lines: { questions: number; retriever: number | undefined };
}

/** Valid registries kept by text: `get` must return what readRegistry gives for that text and file. */
export type RegistryMemo = ParseMemo<ParsedRegistry>;
