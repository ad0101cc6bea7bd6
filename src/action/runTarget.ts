import { resolveCommit } from "../git/index.js";
import type { ActionSettings } from "./parseInputs.js";
import type { PullRequestRef } from "../usecases/index.js";
import type { RunContext } from "./readRunContext.js";

/** What a run describes: the pull request its comments go to, the head it checks, the revision it compares with. */
export interface RunTarget {
  /** Where the comments go; null outside a pull request event (or without `GITHUB_REPOSITORY`). */
  pullRequest: PullRequestRef | null;
  /** The head commit the comments record (their head marker). */
  headSha: string;
  /** `base-ref`, else the pull request's base sha; null when there is nothing to compare with. */
  base: string | null;
}

/**
 * The target of a check or sweep run, decided the same way for both so their comments agree on the
 * head: the event's pull request head (what the stale-run guard compares), else `GITHUB_SHA`, else HEAD.
 */
export async function runTarget(settings: ActionSettings, context: RunContext): Promise<RunTarget> {
  const pr = context.pullRequest;
  const pullRequest: PullRequestRef | null = pr && context.repository ? { ...context.repository, number: pr.number } : null;
  const base = settings.baseRef ?? pr?.baseSha ?? null;
  const headSha = pr?.headSha ?? context.sha ?? (await resolveCommit(settings.root, "HEAD").catch(() => null)) ?? "unknown";
  return { pullRequest, headSha, base };
}
