import type { Registry } from "../config/types.js";
import { loadRegistryFrom } from "../config/loadRegistryFrom.js";
import { touchedSources, type TouchedSources } from "../usecases/pullRequest/touchedSources.js";
import { UserError } from "../errors.js";
import { gitFileSource } from "../git/gitFileSource.js";
import { detectChanges } from "./detectChanges.js";
import type { GitHubClient } from "./gitHubClient.js";
import type { ActionSettings } from "./parseInputs.js";
import type { RepositoryLayout } from "../git/repositoryLayout.js";
import type { RunTarget } from "./runTarget.js";

/** What findTouchedSources needs: the inputs, the layout and target of the run, the head's registry and the API. */
export interface FindTouchedOptions {
  settings: ActionSettings;
  layout: RepositoryLayout;
  target: RunTarget;
  /** The head's registry, already loaded. */
  registry: Registry;
  client: () => Promise<GitHubClient>;
  log: (message: string) => void;
}

/**
 * `mode: sweep`: the sources the pull request touches, decided exactly as check mode decides them
 * (detectChanges: git, else the REST API; then touchedSources with the same `scope`, against the
 * base's own registry so an edited entry counts only when it really changed). Without a pull
 * request and without `base-ref` there is nothing to compare with, so every source counts as
 * touched (`scope: all`), as in check mode. A base registry that cannot be read is logged and
 * treated as absent (then a change to the registry file touches every source), never an error:
 * the sweep measures the head.
 */
export async function findTouchedSources(options: FindTouchedOptions): Promise<Pick<TouchedSources, "touched" | "skipped">> {
  const { settings, layout, target, log } = options;
  const changes = await detectChanges({ layout, base: target.base, pullRequest: target.pullRequest, client: options.client, log });
  let scope = settings.scope;
  if (changes.via === "none" && scope === "changed") {
    log("no pull request in the event and no `base-ref`: nothing to compare with, so every source is swept");
    scope = "all";
  }
  log(`${changes.files.length} changed file${changes.files.length === 1 ? "" : "s"} under the root (from ${changes.via === "api" ? "the GitHub API" : changes.via}); base ${changes.baseCommit ?? "not available"}`);
  const base = changes.baseCommit ? await baseRegistry(settings, changes.baseCommit, log) : null;
  const { touched, skipped } = touchedSources({ head: options.registry, base, changes: changes.files, scope });
  return { touched, skipped };
}

async function baseRegistry(settings: ActionSettings, commit: string, log: (message: string) => void): Promise<Registry | null> {
  try {
    const { registry } = await loadRegistryFrom(gitFileSource({ cwd: settings.root, commit }), settings.registry);
    return registry;
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    for (const line of [`the base's registry (${commit.slice(0, 7)}) could not be read, so a change to the registry file touches every source:`, ...error.lines()]) log(line);
    return null;
  }
}
