import { plural } from "../formatCount.js";
import type { ActionSettings } from "./parseInputs.js";
import { detectChanges, type DetectedChanges } from "./detectChanges.js";
import type { GitHubClient } from "./gitHubClient.js";
import type { BranchPoint, RepositoryLayout } from "../git/index.js";
import type { RunTarget } from "./runTarget.js";

/**
 * The changes and scope of a check or sweep run, decided the same way for both; with nothing to
 * compare with, every source counts, and the log says it is `what` ("evaluated", "swept").
 */
export async function runChanges(options: {
  settings: ActionSettings;
  layout: RepositoryLayout;
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
  log(`${plural(changes.files.length, "changed file")} under the root (from ${changes.via === "api" ? "the GitHub API" : changes.via}); base ${changes.baseCommit ?? "not available"}`);
  return { ...changes, scope };
}
