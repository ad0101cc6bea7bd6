/** The typed, validated form of `chunkgate.yml` and of the golden set. Parsed once, used everywhere. */
import type { ChunkingParams } from "../chunking/types.js";

export interface RetrieverConfig {
  /** Name of a registered retriever; `bm25` is the embedded default. */
  kind: string;
  /** BM25 term-frequency saturation (default 1.2). */
  k1: number;
  /** BM25 length normalisation (default 0.75). */
  b: number;
}

export interface Baseline {
  measuredOn: string;
  retriever: string;
  k: number;
  recall: number;
  heldOutRecall: number | null;
  questions: { train: number; heldOut: number };
  corpus: { documents: number; sections: number; tokens: number } | null;
  /** 1-based line of `baseline:` in the registry, for messages. */
  line: number | undefined;
}

/**
 * A `sweep:` block (top level, or per source): the grid `chunkgate sweep` measures when no flag
 * overrides it. Each list is `null` when the block leaves it out, so a source's block can override
 * the top-level one list by list.
 */
export interface SweepConfig {
  /** Chunk sizes in the source's unit, integers ≥ 1. */
  sizes: number[] | null;
  /** Overlaps: below 1 a ratio of the size (rounded down), from 1 up an absolute count in the unit. */
  overlaps: number[] | null;
  /** Strategy names (checked against the chunker registry when the sweep runs). */
  strategies: string[] | null;
  /** 1-based line of `sweep:` in the registry, for messages. */
  line: number | undefined;
}

export interface SourceConfig {
  id: string;
  include: string[];
  exclude: string[];
  chunking: ChunkingParams;
  baseline: Baseline | null;
  /** The source's own `sweep:` grid; absent when the source has none. */
  sweep?: SweepConfig;
  /** 1-based line of the source entry in the registry. */
  line: number | undefined;
}

export interface Registry {
  version: 1;
  /** Path of the registry file relative to the root. */
  file: string;
  /** Golden set path relative to the root. */
  questions: string;
  retriever: RetrieverConfig;
  /** Cutoff for recall@k and precision@k. */
  k: number;
  /** How many chunks each query retrieves (MRR uses the whole run); default 100. */
  runDepth: number;
  split: { train: number; seed: number };
  noise: { method: string; confidence: number };
  /** Warn when held-out recall is more than this below train recall (default 0.10). */
  overfitMargin: number;
  /** Treat a source with no recorded baseline as a failure (default false). */
  requireBaseline: boolean;
  /** Largest document read, in UTF-8 bytes (`max_file_bytes`); absent: loadCorpus's default, 5 MiB. */
  maxFileBytes?: number;
  /** The top-level `sweep:` grid, for every source without its own; absent when there is none. */
  sweep?: SweepConfig;
  sources: SourceConfig[];
}

/** A supporting or distractor key: a heading in a document, or a gold text span. */
export type EvidenceKey =
  | { kind: "heading"; document: string; heading: string[]; line: number | undefined }
  | { kind: "document"; document: string; line: number | undefined }
  | { kind: "span"; span: string; document: string | undefined; line: number | undefined };

export interface Question {
  id: string;
  text: string;
  /** Empty: the corpus has no answer; reported, kept out of the metrics. */
  supporting: EvidenceKey[];
  distractors: EvidenceKey[];
  /** 1-based line of the question in the golden-set file. */
  line: number | undefined;
}

export interface GoldenSet {
  file: string;
  questions: Question[];
}
