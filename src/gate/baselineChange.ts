import type { GoldenSet, Registry } from "../config/index.js";

/** What a pull request changed about what the gate measures against, in report order; the approval-needing kinds first. */
export const CHANGE_ORDER = [
  /** A source's `baseline.recall` is lower at head. */
  "recall-lowered",
  /** Its `baseline.held_out_recall` is lower at head, or gone. */
  "held-out-recall-lowered",
  /** The source stays, its baseline is gone: it no longer gates (unless `require_baseline`). */
  "baseline-removed",
  /** A source with a baseline is gone: its documents are no longer gated. */
  "source-removed",
  /** A question of the golden set is gone (a renamed id counts as removed and added). */
  "question-removed",
  /** A baseline's digest stopped matching its values at head (or was removed): edited after it was measured. */
  "digest-mismatch",
  /** A registry setting now lets more through: k raised, another noise method or a wider band, another split, … */
  "setting-loosened",
  /** The held-out ledger lost or changed lines it had at base (it is append-only). */
  "ledger-rewritten",
  /** A source's chunking changed while its baseline was not measured again. */
  "chunking-changed",
  /** The registry's retriever changed while a source's baseline was not measured again. */
  "retriever-changed",
  /** A question's text or keys changed (relabelled). */
  "question-changed",
] as const;

/** One of {@link CHANGE_ORDER}. */
export type BaselineChangeKind = (typeof CHANGE_ORDER)[number];

/** One change, with where to look at head (or at base, for what the head no longer has). */
export interface BaselineChange {
  kind: BaselineChangeKind;
  /** The source it concerns; null for registry-wide settings, questions and the ledger. */
  sourceId: string | null;
  /** The key that changed, as a path: `sources[docs].baseline.recall`, `noise.confidence`, `questions[ret-007]`. */
  key: string;
  /** The value at base and at head, as written for people; null where there is none. */
  before: string | null;
  after: string | null;
  /** The file and 1-based line; `side: "base"` when the head no longer has it. */
  at: { file: string; line: number; side: "head" | "base" };
  /** Lowering a baseline, removing questions, hiding an edit or loosening the gate needs the approval label. */
  needsApproval: boolean;
  /** One sentence for reviewers. Plain text; ids and values in it come from the pull request, so renderers escape it. */
  sentence: string;
}

/** One side of a pull request, as the comparison reads it. */
export interface RegistrySide {
  registry: Registry;
  golden: GoldenSet;
  /** The registry's text, to point at the exact line of a changed key; without it, the source's or baseline's line. */
  text?: string;
}
