import { loadWorkspace } from "../check/loadWorkspace.js";
import { closeRunCache, describeCacheUse, openRunCache } from "../check/runCache.js";
import type { SkippedSource } from "../compare/types.js";
import { ACTION_SWEEP_SCHEMA_VERSION, type ActionSweepReport, type SweepTrigger } from "./actionSweepReport.js";
import { findTouchedSources } from "./findTouchedSources.js";
import type { GitHubClient } from "./gitHubClient.js";
import type { ActionSettings } from "./parseInputs.js";
import { fromTop, type RepositoryLayout } from "./repositoryLayout.js";
import { runSweeps } from "./runSweeps.js";
import type { RunTarget } from "./runTarget.js";
import { sweepSources } from "./sweepSources.js";

/** What sweepPullRequest needs: the run's inputs, layout and target, who asked, and (label mode) the check's touched sources. */
export interface SweepPullRequestOptions {
  settings: ActionSettings;
  layout: RepositoryLayout;
  /** The pull request, head and base the run is about (runTarget, or the check report's in label mode). */
  target: RunTarget;
  trigger: SweepTrigger;
  /**
   * The sources the check of this run found touched (label mode), so the sweep and the gate agree
   * on them; absent in `mode: sweep`, where they are found here the same way.
   */
  touched?: { touched: ReadonlyArray<{ id: string; reason: string }>; skipped: readonly SkippedSource[] };
  client: () => Promise<GitHubClient>;
  log: (message: string) => void;
}

/**
 * Sweeps a pull request for one registry on the checked-out head: loads the workspace, decides the
 * sources (the touched ones, else every source; see sweepSources), sweeps each (runSweeps), and
 * returns the action's sweep report with the registry path from the repository's top, so the
 * sweep comment is keyed like the gate comment. A registry or golden-set error at head throws a
 * UserError, as in check mode; a source that cannot be swept is recorded in `errors`.
 */
export async function sweepPullRequest(options: SweepPullRequestOptions): Promise<ActionSweepReport> {
  const { settings, layout, target, log } = options;
  const cache = openRunCache({ root: settings.root, dir: settings.cacheDir });
  const workspace = await loadWorkspace({ root: settings.root, registryPath: settings.registry, progress: log, prepared: cache.prepared });
  for (const warning of workspace.warnings) log(`warning: ${warning}`);
  const scope = options.touched ?? (await findTouchedSources({ settings, layout, target, registry: workspace.registry, client: options.client, log }));
  const chosen = sweepSources(workspace.registry, scope);
  if (chosen.everySource) log(`the pull request touches no source of ${workspace.registry.file}; a sweep was asked for, so every source is swept`);
  const { sweeps, errors } = await runSweeps(
    workspace,
    chosen.sources.map((s) => s.id),
    log,
  );
  closeRunCache(cache);
  const used = describeCacheUse(cache, settings.root);
  if (used !== null) log(used);
  return {
    schemaVersion: ACTION_SWEEP_SCHEMA_VERSION,
    kind: "chunkgate-action-sweep",
    registryPath: fromTop(layout, workspace.registry.file),
    headSha: target.headSha,
    pullRequest: target.pullRequest,
    trigger: options.trigger,
    sources: chosen.sources,
    everySource: chosen.everySource,
    skipped: chosen.skipped,
    sweeps,
    errors,
    labelProblems: workspace.labelProblems,
  };
}
