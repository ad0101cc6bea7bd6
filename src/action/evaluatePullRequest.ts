import { closeRunCache, describeCacheUse, openRunCache } from "../check/runCache.js";
import { runPullRequestCheck } from "../compare/runPullRequestCheck.js";
import type { ActionReport } from "./actionReport.js";
import { detectChanges } from "./detectChanges.js";
import type { GitHubClient } from "./gitHubClient.js";
import type { ActionSettings } from "./parseInputs.js";
import type { RunContext } from "./readRunContext.js";
import { fromTop, type RepositoryLayout } from "./repositoryLayout.js";
import { runTarget } from "./runTarget.js";

export interface EvaluateOptions {
  settings: ActionSettings;
  context: RunContext;
  layout: RepositoryLayout;
  client: () => Promise<GitHubClient>;
  log: (message: string) => void;
}

/**
 * `mode: check`: finds the pull request's changes (git, else the REST API), runs the engine's
 * pull request check on the checked-out head, and returns its report with the registry path given
 * from the repository's top (it keys the comment, so two roots with a `chunkgate.yml` each get
 * two comments) and the pull request the comment belongs to.
 *
 * The head sha is the pull request's head from the event (what `GET /pulls/{n}` reports, and
 * what the comment records), else `GITHUB_SHA`, else the checked-out HEAD (see runTarget).
 * Without a pull request and without `base-ref` there is nothing to compare with, so every source
 * is evaluated.
 */
export async function evaluatePullRequest(options: EvaluateOptions): Promise<ActionReport> {
  const { settings, context, layout, log } = options;
  const { pullRequest, headSha, base } = await runTarget(settings, context);
  const changes = await detectChanges({ layout, base, pullRequest, client: options.client, log });
  let scope = settings.scope;
  if (changes.via === "none" && scope === "changed") {
    log("no pull request in the event and no `base-ref`: nothing to compare with, so every source is evaluated");
    scope = "all";
  }
  log(`${changes.files.length} changed file${changes.files.length === 1 ? "" : "s"} under the root (from ${changes.via === "api" ? "the GitHub API" : changes.via}); base ${changes.baseCommit ?? "not available"}`);
  const cache = openRunCache({ root: settings.root, dir: settings.cacheDir });
  const report = await runPullRequestCheck({
    root: settings.root,
    registryPath: settings.registry,
    scope,
    headSha,
    baseCommit: changes.baseCommit,
    changes: changes.files,
    onRegression: settings.onRegression,
    progress: log,
    prepared: cache.prepared,
  });
  closeRunCache(cache);
  const used = describeCacheUse(cache, settings.root);
  if (used !== null) log(used);
  return { ...report, registryPath: fromTop(layout, report.registryPath), pullRequest };
}
