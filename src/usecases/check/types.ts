import type { ChunkingParams, QualitySummary } from "../../chunking/index.js";
import type { Baseline } from "../../config/index.js";
import type { Coverage, LabelProblem, Metrics, QuestionRun } from "../../evaluation/index.js";
import type { BaselineProvenance, Detection, LedgerEntry, LedgerShown, NoiseBand, NoiseJudgement, StaleReason, Verdict } from "../../gate/index.js";
import type { UnregisteredShape } from "./unregisteredShapes.js";
import type { EmbeddingStats } from "../../retrieval/index.js";
import type { WaitingDrafts } from "../suggest/waitingDrafts.js";

/** Version of the JSON report's shape, bumped on any incompatible change (docs/cli.md#the-json-report lists what each version changed). */
export const REPORT_SCHEMA_VERSION = 3;

/** One question's result in one source: its run, with counts and ids in place of chunk positions. */
export interface QuestionReport extends Pick<QuestionRun, "id" | "question" | "split" | "hit" | "firstRelevantRank"> {
  /** Chunks of the source that support the question. */
  relevantChunks: number;
  /** Ids of the top-k chunks, best first. */
  topK: string[];
}

/** Corpus and cost figures of one source at one chunking configuration. */
export interface SourceCost {
  documents: number;
  sections: number;
  chunks: number;
  /** Tokens of the source's own content lines. */
  sourceTokens: number;
  /** Tokens of all chunks' embed texts: what the index stores. */
  storedTokens: number;
  /** storedTokens / sourceTokens: what overlap and headers multiply storage by. */
  fold: number;
  /** parent-child: the parents the children return, and their tokens (each parent counted once). */
  parents?: { count: number; tokens: number };
  /** The chunks' quality warnings in figures (see chunkWarnings); `chunkgate chunks --warnings` lists them. */
  quality?: QualitySummary;
}

/** One source's part of the check report: its chunking, scores, cost, judgement and problems. */
export interface SourceReport {
  id: string;
  /** The registry marks the source `optional: true`: its `error` does not make the run's (see decideOutcome). */
  optional?: true;
  chunking: ChunkingParams;
  cost: SourceCost;
  train: Metrics;
  heldOut: Metrics;
  baseline: Baseline | null;
  /** Keys `chunkgate record` writes that the baseline lacks: a note, never a verdict (a date and a recall gate). */
  baselineMissing: string[];
  band: NoiseBand | null;
  verdict: Verdict;
  summary: string;
  /** What to do about the verdict, when the engine knows (a `skipped` source: how to provide the key). */
  fix?: string;
  notes: string[];
  /** Train then held-out questions; under thresholdout the held-out ones are left out, as their hits reveal the score. */
  questions: QuestionReport[];
  /** What the registry's noise method made of the train result (band, outcome, detection); null without a baseline or train questions. */
  noise: NoiseJudgement | null;
  /** Without a baseline: what the golden set could detect once today's train recall is recorded; absent otherwise (see `noise.detection`). */
  detection?: Detection;
  /** Why the baseline no longer measures what the check measures (with the record command); empty when it does. */
  stale: StaleReason[];
  /** The baseline's digest checked (measured, edited after measurement, or not measured by chunkgate); null without a baseline. */
  provenance: BaselineProvenance | null;
  /** This run's look at the held-out score, and how many there were since the baseline; null when no held-out question lands in the source. */
  heldOutLook: HeldOutLook | null;
  /** Sections (and their tokens) a golden-set question keys, of all; absent where not measured (a pull request). */
  coverage?: Coverage;
}

/** One look at a source's held-out score: what was shown, its ledger entry, and the looks since the baseline. */
export interface HeldOutLook {
  protect: "none" | "thresholdout";
  shown: LedgerShown;
  /** The held-out recall shown: exact, noisy, train recall when `withheld`, or null when `exhausted`. */
  value: number | null;
  /** Thresholdout's sentence; "" without protection. */
  sentence: string;
  /** Looks that showed a value (exact or noisy) since the baseline in force was recorded, this one included. */
  looks: number;
  /** "The held-out split of `docs` has been looked at 4 times since its baseline of 2026-11-03 was recorded (last on 2026-12-01)." */
  lookSentence: string;
  /** Thresholdout reveals left for these held-out questions; null without protection. */
  remaining: number | null;
  /** The ledger file, relative to the root. */
  ledger: string;
  /** The entry this look is. */
  entry: LedgerEntry;
  /** True when the run appends it to the ledger (the CLI); false when it is only reported (the action cannot commit, or the CLI ran without `--ledger`). */
  recorded: boolean;
}

/** The whole result of `chunkgate check`: what the JSON report holds and every renderer reads. */
export interface CheckReport {
  schemaVersion: typeof REPORT_SCHEMA_VERSION;
  registry: string;
  goldenSet: string;
  /** Identity of the retriever, e.g. `bm25(k1=1.2,b=0.75)`. */
  retriever: string;
  k: number;
  runDepth: number;
  confidence: number;
  verdict: Verdict;
  sources: SourceReport[];
  /** Questions with `supporting: []`: no answer in the corpus, kept out of the metrics. */
  unanswerable: Array<{ id: string; question: string }>;
  /** Golden-set keys that do not fit the corpus (stale labels). */
  labelProblems: LabelProblem[];
  /** Parser and loader warnings (invalid MDX fallbacks, bad front matter, files left out). */
  warnings: string[];
  /** Documents no source includes (a pull request: the changed ones), grouped with a glob that would register them. */
  unregistered: UnregisteredShape[];
  /** Paths (a folder ends with `/`) the globs selected but that are not indexed, each with its warning; sorted. */
  skippedFiles: string[];
  /** What embedding cost in this run; absent when no text was looked up (BM25). */
  embeddings?: EmbeddingStats;
  /** `chunkgate check` only: the default drafts file beside the golden set and how many of its drafts the golden set does not hold; absent without that file. Never changes the verdict. */
  drafts?: WaitingDrafts;
}
