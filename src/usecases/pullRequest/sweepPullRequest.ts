import type { Registry } from "../../config/index.js";
import { fromTop } from "../../git/index.js";
import type { PreparedCache } from "../../corpus/index.js";
import type { RetrieverRuntime } from "../../retrieval/index.js";
import { loadWorkspace } from "../check/loadWorkspace.js";
import { PULL_REQUEST_SWEEP_SCHEMA_VERSION, type PullRequestSweepReport, type SweepTrigger } from "./pullRequestSweepReport.js";
import { runSweeps } from "./runSweeps.js";
import { sweepSources } from "./sweepSources.js";
import type { PullRequestRef, SkippedSource } from "./types.js";

/** The sources a pull request touches, with why, and the ones it leaves alone. */
export type PullRequestSources = { touched: ReadonlyArray<{ id: string; reason: string }>; skipped: readonly SkippedSource[] };

/** What sweepPullRequest needs: where the head is, what it is about, who asked, and which sources the pull request touches. */
export interface SweepPullRequestOptions {
  /** The checked-out head (the repository root). */
  root: string;
  registryPath?: string;
  /** The root's path from the repository's top: the report's `registryPath` is given from the top, as it keys the comment. */
  rootPrefix: string;
  /** The head commit swept (recorded in the comment's head marker). */
  headSha: string;
  /** Where the sweep comment goes; null outside a pull request. */
  pullRequest: PullRequestRef | null;
  trigger: SweepTrigger;
  /**
   * The sources the pull request touches: the ones its check found (the label trigger, so the
   * sweep and the gate agree on them), or a function that finds them from the head's registry the
   * same way (`mode: sweep`; see pullRequestScope).
   */
  scope: PullRequestSources | ((registry: Registry) => Promise<PullRequestSources>);
  log: (message: string) => void;
  /** Environment (the embeddings key), cache and progress for the retriever. */
  runtime: RetrieverRuntime;
  /** Prepared documents kept between runs (see loadCorpus); none by default. */
  prepared?: PreparedCache;
  /** Today, YYYY-MM-DD (UTC), for the ledger lines the sweeps would append; default the system clock's. */
  today?: string;
}

/**
 * Sweeps a pull request for one registry on the checked-out head: loads the workspace, decides the
 * sources (the touched ones, else every source; see sweepSources), sweeps each (runSweeps), and
 * returns the sweep report with the registry path from the repository's top, so the sweep comment
 * is keyed like the gate comment. A registry or golden-set error at head throws a UserError, as in
 * a check; a source that cannot be swept is recorded in `errors`. Each chosen cell's look at the
 * held-out split is reported with the ledger line it would append (the head commit's), never
 * written: the action does not commit.
 */
export async function sweepPullRequest(options: SweepPullRequestOptions): Promise<PullRequestSweepReport> {
  const { log } = options;
  const workspace = await loadWorkspace({ root: options.root, registryPath: options.registryPath, progress: log, ...(options.prepared ? { prepared: options.prepared } : {}) });
  for (const warning of workspace.warnings) log(`warning: ${warning}`);
  const scope = typeof options.scope === "function" ? await options.scope(workspace.registry) : options.scope;
  const chosen = sweepSources(workspace.registry, scope);
  if (chosen.everySource) log(`the pull request touches no source of ${workspace.registry.file}; a sweep was asked for, so every source is swept`);
  const { sweeps, errors } = await runSweeps(
    workspace,
    chosen.sources.map((s) => s.id),
    log,
    options.runtime,
    { commit: options.headSha, ...(options.today ? { today: options.today } : {}) },
  );
  return {
    schemaVersion: PULL_REQUEST_SWEEP_SCHEMA_VERSION,
    kind: "chunkgate-action-sweep",
    registryPath: fromTop({ rootPrefix: options.rootPrefix }, workspace.registry.file),
    headSha: options.headSha,
    pullRequest: options.pullRequest,
    trigger: options.trigger,
    sources: chosen.sources,
    everySource: chosen.everySource,
    skipped: chosen.skipped,
    sweeps,
    errors,
    labelProblems: workspace.labelProblems,
  };
}
