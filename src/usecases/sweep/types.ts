import type { ChunkUnit, TokenizerName } from "../../chunking/index.js";
import type { Metrics } from "../../evaluation/index.js";
import type { HeldOutLook } from "../check/types.js";

/** Version of the sweep JSON's shape; bumped on any incompatible change, so a merge never reads an older report's cells as its own. */
export const SWEEP_SCHEMA_VERSION = 4;

/** The grid as asked for: every strategy × size × overlap, before overlaps are resolved per size. */
export interface SweepGrid {
  /** Strategy names, in the order given (the tie-break order). */
  strategies: string[];
  /** Sizes in the source's unit, ascending, distinct. */
  sizes: number[];
  /** Overlaps as written: below 1 a ratio of the size, from 1 up a count; ascending, distinct. */
  overlaps: number[];
}

/** One point of the grid once its overlap is resolved against its size. */
export interface CellParams {
  strategy: string;
  size: number;
  /** Absolute overlap in the source's unit. */
  overlap: number;
}

/** A grid point that is not measured, and why (its overlap does not fit, or repeats another's). */
export interface SkippedCell extends Pick<PlannedCell, "strategy" | "size" | "overlapSpec"> {
  reason: string;
}

/** Counts of the source's blocks (or gold spans) and how many of them a chunk holds whole. */
export interface Integrity {
  total: number;
  whole: number;
}

/** Structure integrity of one configuration: what chunking did to the source without any query. */
export interface CellIntegrity {
  /** Paragraphs, list items, tables and code blocks that lie whole inside at least one chunk. */
  blocks: Integrity;
  byKind: { paragraph: Integrity; "list-item": Integrity; table: Integrity; code: Integrity };
  /** Gold spans of span-keyed train questions that lie whole inside one chunk. */
  spans: Integrity;
}

/** A grid point the sweep measures: its parameters, its name and the overlap as written in the grid. */
export interface PlannedCell extends CellParams {
  /** `structural 120/12`: strategy, size, absolute overlap; unique within a sweep. */
  name: string;
  /** The overlap as written in the grid (0.1, or 20). */
  overlapSpec: number;
}

/** One measured cell: the train split's metrics, the cost columns and the structure integrity. */
export interface SweepCell extends PlannedCell {
  train: Metrics;
  /** `warningRate`: share of chunks with a quality warning (absent in older reports); `parents`: parent-child's distinct parents. */
  cost: { chunks: number; storedTokens: number; fold: number; warningRate?: number; parents?: { count: number; tokens: number } };
  integrity: CellIntegrity;
}

/** Why the chosen cell was chosen: the first criterion that separated it from the next cell in the band. */
export type DecidedBy = "only-cell" | "no-overlap" | "chunks" | "stored-tokens" | "grid-order";

/** The cells a sweep may choose from: paired with the best cell on the same train questions, so hits compare directly. */
export interface ChoiceBand {
  /** Train questions every cell was scored on. */
  questions: number;
  /** Train hits of the best cell. */
  bestHits: number;
  /** `sweep.choice_band`: how many fewer hits than the best a cell inside may have. */
  allowedLoss: number;
  /** The fewest hits a cell inside has: max(0, bestHits − allowedLoss). */
  floorHits: number;
}

/** The choice over the measured cells and the one held-out score it earned. */
export interface SweepChoice {
  /** Name of the chosen cell. */
  cell: string;
  /** Name of the cell with the best train recall (the first in grid order among equals). */
  best: string;
  band: ChoiceBand;
  /** Names of the cells inside the band, in grid order (the chosen one among them). */
  inBand: string[];
  decidedBy: DecidedBy;
  /** The held-out split, scored once, for the chosen cell only; withheld (zeros) under thresholdout, where `heldOutLook.value` is what may be shown. */
  heldOut: Metrics;
  /** That score as a look at the held-out split, with its ledger entry; null when no held-out question lands in the source. */
  heldOutLook: HeldOutLook | null;
  /** The held-out recall shown is more than `settings.overfitMargin` below the chosen cell's train recall. */
  overfit: boolean;
}

/** What every cell of one sweep shares; shards must agree on it to be merged. */
export interface SweepSettings {
  /** Retriever identity, e.g. `bm25(k1=1.2,b=0.75)`. */
  retriever: string;
  k: number;
  runDepth: number;
  split: { train: number; seed: number };
  confidence: number;
  /** `sweep.choice_band` for this source: the fewer train hits than the best a chosen cell may have. */
  choiceBand: number;
  overfitMargin: number;
  unit: ChunkUnit;
  contextHeader: boolean;
  tokenizer: TokenizerName;
}

/** The sweep JSON, of a whole sweep, a shard or a merge: the same repository and grid give the same bytes, sharded or not. */
export interface SweepReport {
  schemaVersion: typeof SWEEP_SCHEMA_VERSION;
  kind: "chunkgate-sweep";
  /** Registry and golden-set paths relative to the root. */
  registry: string;
  goldenSet: string;
  source: string;
  /** `sha256:…` of the golden set's questions and of the source's parsed documents. */
  fingerprints: { goldenSet: string; documents: string };
  settings: SweepSettings;
  /** The source's chunking in the registry, to mark its row. */
  current: CellParams;
  grid: SweepGrid;
  skipped: SkippedCell[];
  corpus: { documents: number; sections: number; tokens: number };
  questions: { train: number; heldOut: number; spans: number };
  /** This run's share of the cells (1-based index), or null for a whole or merged sweep. */
  shard: { index: number; count: number } | null;
  /** The measured cells, in grid order. */
  cells: SweepCell[];
  /** Null in a shard: the choice needs every cell. */
  choice: SweepChoice | null;
}
