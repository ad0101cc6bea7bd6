import type { ActionSettings } from "./parseInputs.js";
import { detectChanges, type DetectedChanges } from "./detectChanges.js";
import type { GitHubClient } from "./gitHubClient.js";
import type { BranchPoint, RepositoryLayout } from "../git/index.js";
import type { RunTarget } from "./runTarget.js";

/**
 * The changes a run is about and the scope to evaluate them with, decided the same way for a check
 * and for a sweep: detectChanges (git, else the REST API); without a pull request and without
 * `base-ref` there is nothing to compare with, so every source counts (`scope: all`), and the log
 * says so (`what`: "evaluated", "swept").
 */
export async function runChanges(options: {
  settings: ActionSettings;
  layout: RepositoryLayout;
  /** What git already said of the base and HEAD (probeRepository), or null. */
  branchPoint: BranchPoint | null;
  target: RunTarget;
  client: () => Promise<GitHubClient>;
  log: (message: string) => void;
  what: string;
}): Promise<DetectedChanges & { scope: "changed" | "all" }> {
  const { settings, layout, target, log } = options;
  const changes = await detectChanges({ layout, base: target.base, branchPoint: options.branchPoint, pullRequest: target.pullRequest, client: options.client, log });
  let scope = settings.scope;
  if (changes.via === "none" && scope === "changed") {
    log(`no pull request in the event and no \`base-ref\`: nothing to compare with, so every source is ${options.what}`);
    scope = "all";
  }
  log(`${changes.files.length} changed file${changes.files.length === 1 ? "" : "s"} under the root (from ${changes.via === "api" ? "the GitHub API" : changes.via}); base ${changes.baseCommit ?? "not available"}`);
  return { ...changes, scope };
}
