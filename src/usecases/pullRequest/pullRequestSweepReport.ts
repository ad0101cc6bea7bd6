import type { PullRequestRef, SkippedSource } from "./types.js";
import type { LabelProblem } from "../../evaluation/index.js";
import type { SweepReport } from "../sweep/types.js";
import type { SweepError } from "./runSweeps.js";

/** Version of the action's sweep JSON; bumped on any incompatible change. */
export const PULL_REQUEST_SWEEP_SCHEMA_VERSION = 1;

/** What asked for the sweep: `mode: sweep`, or the pull request's label in a check-mode run. */
export type SweepTrigger = { by: "mode" } | { by: "label"; label: string };

/**
 * The action's sweep of one registry on one pull request: the JSON file it writes, and what the
 * sweep comment and the job summary render. Every swept source's report is the engine's own sweep
 * JSON (`chunkgate sweep --json`, `kind: "chunkgate-sweep"`), unchanged, in `sweeps`.
 */
export interface PullRequestSweepReport {
  schemaVersion: typeof PULL_REQUEST_SWEEP_SCHEMA_VERSION;
  kind: "chunkgate-action-sweep";
  /** The registry's path from the repository's top (it keys the sweep comment). */
  registryPath: string;
  /** The head commit swept (the checked-out head; recorded in the comment's head marker). */
  headSha: string;
  /** Where the sweep comment goes; null outside a pull request. */
  pullRequest: PullRequestRef | null;
  trigger: SweepTrigger;
  /** The sources asked for, in registry order, each with why. */
  sources: Array<{ id: string; reason: string }>;
  /** True when the pull request touches no source, so every source was swept. */
  everySource: boolean;
  /** Sources not swept because the pull request does not touch them. */
  skipped: SkippedSource[];
  /** One engine sweep report per source swept, in the order of `sources`. */
  sweeps: SweepReport[];
  /** Sources asked for that could not be swept, with the error. */
  errors: SweepError[];
  /** Golden-set labels that no longer fit the head corpus: the sweeps rank cells on the rest. */
  labelProblems: LabelProblem[];
}
