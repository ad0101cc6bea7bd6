import type { Registry } from "../../config/index.js";
import { UserError } from "../../errors.js";
import type { LabelProblem } from "../../evaluation/index.js";
import { fromTop } from "../../git/index.js";
import type { RetrieverRuntime } from "../../retrieval/index.js";
import { loadWorkspace } from "../check/loadWorkspace.js";
import type { CheckOptions } from "../check/runCheck.js";
import { runSweep } from "../sweep/runSweep.js";
import type { SweepReport } from "../sweep/types.js";
import type { PullRequestRef, SkippedSource } from "./types.js";
import type { TouchedSources } from "./touchedSources.js";

/** Version of the action's sweep JSON; bumped on any incompatible change. */
export const PULL_REQUEST_SWEEP_SCHEMA_VERSION = 1;

/** What asked for the sweep: `mode: sweep`, or the pull request's label in a check-mode run. */
export type SweepTrigger = { by: "mode" } | { by: "label"; label: string };

/** A source that was asked for but could not be swept, and the error that says why. */
export interface SweepError {
  sourceId: string;
  /** The UserError as the CLI prints it: `file:line: message` and the fix. */
  message: string;
}

/** The action's sweep of one registry on one pull request: its JSON file, and what the sweep comment renders. */
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
  sources: TouchedSources["touched"];
  /** True when the pull request touches no source, so every source was swept. */
  everySource: boolean;
  /** Sources not swept because the pull request does not touch them (empty when every source is swept). */
  skipped: SkippedSource[];
  /** One engine sweep report per source swept, in the order of `sources`. */
  sweeps: SweepReport[];
  /** Sources asked for that could not be swept, with the error. */
  errors: SweepError[];
  /** Golden-set labels that no longer fit the head corpus: the sweeps rank cells on the rest. */
  labelProblems: LabelProblem[];
}

/** The sources a pull request touches, with why, and the ones it leaves alone. */
export type PullRequestSources = Pick<TouchedSources, "touched" | "skipped">;

/** What sweepPullRequest needs. */
export interface SweepPullRequestOptions
  extends Pick<PullRequestSweepReport, "headSha" | "pullRequest" | "trigger">,
    Pick<CheckOptions, "registryPath" | "prepared"> {
  /** The checked-out head (the repository root). */
  root: string;
  /** The root's path from the repository's top: the report's `registryPath` keys the comment, so it is given from the top. */
  rootPrefix: string;
  /** The sources the pull request touches: the check's own (so sweep and gate agree), or a function finding them from the head's registry. */
  scope: PullRequestSources | ((registry: Registry) => Promise<PullRequestSources>);
  log: (message: string) => void;
  runtime: RetrieverRuntime;
}

const EVERY_SOURCE_REASON = "the pull request touches no source, and a sweep was asked for";

/** Sweeps the touched sources at head (every source when none is); a source the engine refuses goes to `errors`. */
export async function sweepPullRequest(options: SweepPullRequestOptions): Promise<PullRequestSweepReport> {
  const { log } = options;
  const workspace = await loadWorkspace({ root: options.root, registryPath: options.registryPath, progress: log, ...(options.prepared ? { prepared: options.prepared } : {}) });
  for (const warning of workspace.warnings) log(`warning: ${warning}`);
  const scope = typeof options.scope === "function" ? await options.scope(workspace.registry) : options.scope;
  const everySource = scope.touched.length === 0;
  const sources = everySource ? workspace.registry.sources.map((s) => ({ id: s.id, reason: EVERY_SOURCE_REASON })) : [...scope.touched];
  if (everySource) log(`the pull request touches no source of ${workspace.registry.file}; a sweep was asked for, so every source is swept`);
  const sweeps: SweepReport[] = [];
  const errors: SweepError[] = [];
  for (const { id: sourceId } of sources) {
    log(`sweeping ${sourceId}`);
    try {
      sweeps.push(await runSweep({ workspace, sourceId, progress: (m) => log(`${sourceId}: ${m}`), runtime: options.runtime, commit: options.headSha, ledger: "report" }));
    } catch (error) {
      if (!(error instanceof UserError)) throw error;
      errors.push({ sourceId, message: error.format() });
      for (const line of [`${sourceId} could not be swept:`, ...error.lines()]) log(line);
    }
  }
  return {
    schemaVersion: PULL_REQUEST_SWEEP_SCHEMA_VERSION,
    kind: "chunkgate-action-sweep",
    registryPath: fromTop({ rootPrefix: options.rootPrefix }, workspace.registry.file),
    headSha: options.headSha,
    pullRequest: options.pullRequest,
    trigger: options.trigger,
    sources,
    everySource,
    skipped: everySource ? [] : [...scope.skipped],
    sweeps,
    errors,
    labelProblems: workspace.labelProblems,
  };
}
