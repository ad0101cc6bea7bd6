import type { CheckReport } from "../check/types.js";
import type { LabelProblem, Split } from "../../evaluation/index.js";
import type { BaselineApproval, BaselineChange } from "../../gate/index.js";
import type { Draft } from "../suggest/draftSection.js";

/** Why a question that hit at the base misses at head. */
export const REGRESSION_CAUSES = ["edited-section", "deleted-section", "outranked", "configuration", "unexplained"] as const;

export type RegressionCause = (typeof REGRESSION_CAUSES)[number];

/** A place in the repository at head (or at base for removed lines). */
export interface Location {
  path: string;
  line: number;
  endLine?: number;
}

/** One question that hit at the base and misses at head. */
export interface Regression {
  sourceId: string;
  questionId: string;
  question: string;
  split: Split;
  cause: RegressionCause;
  /** One sentence for people, naming files and lines. */
  message: string;
  /** Where at head the change that caused it is, when one can be found; annotations go there. */
  location?: Location;
  /** For a deleted section: where it was at the base (its heading's line, or line 1 of a removed document). */
  deleted?: Location;
  /** 1-based rank of the first supporting chunk at base and at head (null: not in the run). */
  baseRank: number | null;
  headRank: number | null;
}

/** A golden-set key that no longer fits the head corpus (a renamed heading; a deleted one is a Regression), in context. */
export interface StaleLabel extends LabelProblem {
  question: string;
  /** The source that scored the question at the base; "" when no touched source did. */
  sourceId: string;
  split: Split;
  /** Where the heading went (the suggested heading's line at head), else the document's first change. */
  location?: Location;
  /** Rank of the first supporting chunk at the base; null when it was not scored there. */
  baseRank: number | null;
}

/** One cost figure of a source that a pull request raised by more than COST_RISE_SHARE. */
export interface CostRise {
  sourceId: string;
  measure: "stored tokens" | "context tokens per query";
  base: number;
  head: number;
}

/** A section the pull request added or changed that no golden-set question keys. */
export interface PatchSection {
  /** The touched source whose documents hold it (the first, when several do). */
  sourceId: string;
  /** Repository path at head. */
  path: string;
  /** Its heading's line at head (its first line for text before the first heading). */
  line: number;
  headingPath: string[];
  /** Its offline draft (draftSection), or null when none keys it. */
  draft: Draft | null;
}

/** How many of the sections with text a pull request adds or changes a question keys, and the `coverage:` setting that judges it. */
export interface PatchCoverage {
  /** `coverage.patch`: `note` never changes the verdict; `warn` / `fail` are the least verdict when `covered / sections` is below `min`. */
  patch: "note" | "warn" | "fail";
  /** `coverage.min`, a share from 0 to 1. */
  min: number;
  /** Sections with text the change added or changed, in the touched sources' documents. */
  sections: number;
  /** Of those, the ones a question keys (or a stale key follows). */
  covered: number;
  /** The others, in source, document and line order. */
  uncovered: PatchSection[];
  /** The uncovered sections' drafts as golden-set entries (draftsYaml), "" when none. */
  yaml: string;
}

/** A source the pull request did not touch, listed so it is never silently dropped. */
export interface SkippedSource {
  id: string;
  reason: string;
}

/** A pull request on GitHub: where its comments go. */
export interface PullRequestRef {
  owner: string;
  repo: string;
  number: number;
}

/** Everything a pull-request check reports for one registry (`chunkgate check --base`, the action). */
export interface PullRequestReport {
  /** The head check, exactly as `chunkgate check` would report it for the touched sources. */
  check: CheckReport;
  /** The registry's path from the repository's top, which keys the PR comment (one comment per registry). */
  registryPath: string;
  headSha: string;
  /** Null when the base could not be read (then no pairing, no regressions). */
  baseSha: string | null;
  /** Files changed by the pull request, for the "N files changed" line. */
  changedFiles: number;
  /** Why each evaluated source was touched ("docs/a.md changed", "registry changed"). */
  touched: Array<{ id: string; reason: string }>;
  skipped: SkippedSource[];
  /** Questions that hit at the base and miss at head, most important first (train before held-out, then by cause). */
  regressions: Regression[];
  /** Each golden-set key that no longer fits the corpus, once (the same as `check.labelProblems`, with the pull request's context). */
  staleLabels: StaleLabel[];
  /** Keys of sections this change deletes, stale labels (`error`) on main after the merge; empty when the base could not be read. */
  unfitAfterMerge: LabelProblem[];
  /** Sources whose stored tokens or context tokens per query rose by more than COST_RISE_SHARE against the base. */
  costRises: CostRise[];
  /** Patch coverage of the change; absent in a report an earlier version wrote. */
  patchCoverage?: PatchCoverage;
  /** The verdict does not pass but `on-regression: comment` asked not to fail the check. */
  failureDowngraded: boolean;
  /** What the pull request changed about what the gate measures against, listed at the top of the report, and its approval. */
  baselineChanges: BaselineChangesReport;
}

/** A baseline the pull request measured afresh (`chunkgate record --write` committed in it). */
export interface RecordedBaseline {
  sourceId: string;
  /** The baseline at the base, as written for people; null when there was none. */
  before: string | null;
  after: string;
  /** One sentence, plain text with the id in backticks. */
  sentence: string;
}

/** The registry, golden set and ledger at the base compared with head, and whether what needs approval has it. */
export interface BaselineChangesReport {
  /** False when the base's registry could not be read, so nothing was compared (`note` says why). */
  compared: boolean;
  /** Why nothing was compared, or that the pull request adds the registry; "" otherwise. */
  note: string;
  /** Every change, approval-needing first (compareRegistries' order). */
  changes: BaselineChange[];
  /** Baselines recorded afresh in this pull request, before → after. */
  recorded: RecordedBaseline[];
  /** The approval with how many changes need it; `withdrawn` tells the action to remove the label. */
  approval: Omit<BaselineApproval, "required"> & { required: number };
}
