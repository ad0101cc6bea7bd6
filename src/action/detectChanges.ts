import { plural } from "../formatCount.js";
import { changesUnderRoot, parsePatchRanges, type ChangedFile } from "../changes/index.js";
import { UserError } from "../errors.js";
import { FETCH_BASE_HINT, resolveCommit, type BranchPoint, type RepositoryLayout } from "../git/index.js";
import { localChanges, type PullRequestRef } from "../usecases/index.js";
import { describeFailure, isRequestFailure, type GitHubClient } from "./gitHubClient.js";
import type { ActionSettings } from "./parseInputs.js";
import type { RunTarget } from "./runTarget.js";

/** The pull request's changes, relative to the root, and the commit to compare with. */
export interface DetectedChanges {
  files: ChangedFile[];
  /** The merge base (git), the base commit when git has it but not their merge base, else null. */
  baseCommit: string | null;
  via: "git" | "api" | "none";
}

export interface DetectChangesOptions {
  layout: RepositoryLayout;
  /** The revision to compare with; null when there is none (a push event without `base-ref`). */
  base: string | null;
  /** What git already said of `base` and HEAD, used only when it is about this very base and HEAD. */
  branchPoint?: BranchPoint | null;
  /** The pull request, for the REST fallback; null outside pull request events. */
  pullRequest: PullRequestRef | null;
  client: () => Promise<GitHubClient>;
  log: (message: string) => void;
}

/**
 * What the pull request changed: git first, as `check --base` finds it; without the base in the
 * clone, the REST API's file list; without a base, nothing, and every source is evaluated.
 */
export async function detectChanges(options: DetectChangesOptions): Promise<DetectedChanges> {
  const { layout, base, pullRequest, log } = options;
  if (base === null) return { files: [], baseCommit: null, via: "none" };
  let baseCommit: string | null = null;
  if (layout.gitTop !== null) {
    const known = options.branchPoint?.base === base && options.branchPoint.head === "HEAD" ? options.branchPoint : null;
    baseCommit = known === null ? await resolveCommit(layout.gitTop, base) : known.baseCommit;
    if (baseCommit !== null) {
      try {
        const local = await localChanges({ layout: { ...layout, gitTop: layout.gitTop }, base: baseCommit, head: "HEAD", mergeBase: known?.mergeBase });
        return { files: local.files, baseCommit: local.baseCommit, via: "git" };
      } catch (error) {
        if (!(error instanceof UserError)) throw error;
        for (const line of ["git cannot diff against the base:", ...error.lines()]) log(line);
      }
    } else {
      log(`the base ${base} is not in this clone (a shallow checkout?); asking the GitHub API for the pull request's files`);
    }
  }
  if (pullRequest === null) {
    throw new UserError(`the base \`${base}\` is not in this clone, and without a pull request the GitHub API cannot list the changes`, { hint: FETCH_BASE_HINT });
  }
  const client = await options.client();
  const request = { owner: pullRequest.owner, repo: pullRequest.repo, pull_number: pullRequest.number, per_page: 100 };
  const listed = await client.paginate(client.rest.pulls.listFiles, request).catch((error: unknown) => {
    if (!isRequestFailure(error)) throw error;
    throw new UserError(`the base \`${base}\` is not in this clone, and the GitHub API refused the pull request's file list (${describeFailure(error)})`, { hint: FETCH_BASE_HINT });
  });
  const files = listed.map(restFileToChange);
  log(`the GitHub API lists ${plural(files.length, "changed file")}`);
  return { files: changesUnderRoot(files, layout.rootPrefix), baseCommit, via: "api" };
}

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

/** The fields of one entry of `GET /repos/{owner}/{repo}/pulls/{pull_number}/files` that matter here. */
export interface RestPullRequestFile {
  filename: string;
  status: string;
  previous_filename?: string;
  /** The file's unified-diff hunks; absent for binary files and very large diffs. */
  patch?: string;
}

/** One file of the REST API's pull request files as a ChangedFile; no `patch`, no ranges ("lines unknown"). */
export function restFileToChange(file: RestPullRequestFile): ChangedFile {
  const status = STATUS[file.status] ?? "modified";
  const ranges = file.patch ? parsePatchRanges(file.patch) : { headRanges: [], baseRanges: [] };
  return {
    path: file.filename,
    status,
    ...(status === "renamed" && file.previous_filename ? { previousPath: file.previous_filename } : {}),
    headRanges: status === "removed" ? [] : ranges.headRanges,
    baseRanges: status === "added" ? [] : ranges.baseRanges,
  };
}

const STATUS: Record<string, ChangedFile["status"]> = {
  added: "added",
  removed: "removed",
  modified: "modified",
  renamed: "renamed",
  copied: "added",
  changed: "modified",
  unchanged: "modified",
};
