import type { CheckReport } from "../check/types.js";
import type { Split } from "../../evaluation/split.js";

/** Why a question that hit at the base misses at the head (or fails to fit the corpus at all). */
export type RegressionCause =
  /** Its supporting heading no longer exists at head: a stale label, not worse retrieval. */
  | "stale-label"
  /** The supporting section's own lines were edited. */
  | "edited-section"
  /** Chunks of a changed or added document now rank above the supporting chunk. */
  | "outranked"
  /** The source's chunking parameters (or the retriever) changed in the registry. */
  | "configuration"
  /** Nothing in the diff explains it. */
  | "unexplained";

/** A place in the repository at head (or at base for removed lines). */
export interface Location {
  path: string;
  line: number;
  endLine?: number;
}

/** One question that went from hit to miss (or from scored to stale). */
export interface Regression {
  sourceId: string;
  questionId: string;
  question: string;
  split: Split;
  cause: RegressionCause;
  /** One sentence for people, naming files and lines. */
  message: string;
  /** Where the change that caused it is, when one can be found; annotations go there. */
  location?: Location;
  /** For stale labels: the closest heading path at head ("Returns > Damage claims"). */
  suggestion?: string;
  /** 1-based rank of the first supporting chunk at base and at head (null: not retrieved / not scored). */
  baseRank: number | null;
  headRank: number | null;
}

/** A source the pull request did not touch, listed so it is never silently dropped. */
export interface SkippedSource {
  id: string;
  reason: string;
}

/** Everything the action reports for one registry on one pull request. */
export interface PullRequestReport {
  /** The head check, exactly as `chunkgate check` would report it for the touched sources. */
  check: CheckReport;
  /** The registry's path, which keys the PR comment (one comment per registry). */
  registryPath: string;
  headSha: string;
  /** Null when the base could not be read (then no pairing, no regressions). */
  baseSha: string | null;
  /** Files changed by the pull request, for the "N files changed" line. */
  changedFiles: number;
  /** Why each evaluated source was touched ("docs/a.md changed", "registry changed"). */
  touched: Array<{ id: string; reason: string }>;
  skipped: SkippedSource[];
  /** Questions that lost their support, most important first (train before held-out, stale labels first). */
  regressions: Regression[];
  /** Verdict-level failure but `on-regression: comment` asked not to fail the check. */
  failureDowngraded: boolean;
}
