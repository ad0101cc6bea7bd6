import { plural } from "../formatCount.js";
import { changesUnderRoot, parsePatchRanges, type ChangedFile } from "../changes/index.js";
import { UserError } from "../errors.js";
import { FETCH_BASE_HINT, resolveCommit, type RepositoryLayout } from "../git/index.js";
import { localChanges, type PullRequestRef } from "../usecases/index.js";
import { describeFailure, isRequestFailure, type GitHubClient } from "./gitHubClient.js";
import type { ActionSettings } from "./parseInputs.js";
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

/** A check's or sweep's target, decided alike so their comments agree: the event's head, else `GITHUB_SHA` or HEAD. */
export async function runTarget(settings: ActionSettings, context: RunContext): Promise<RunTarget> {
  const pr = context.pullRequest;
  const pullRequest: PullRequestRef | null = pr && context.repository ? { ...context.repository, number: pr.number } : null;
  const base = settings.baseRef ?? pr?.baseSha ?? null;
  const headSha = pr?.headSha ?? context.sha ?? (await resolveCommit(settings.root, "HEAD").catch(() => null)) ?? "unknown";
  return { pullRequest, headSha, base };
}

/** The pull request's changes, relative to the root, the commit to compare with and the scope they leave. */
export interface RunChanges {
  files: ChangedFile[];
  /** The merge base (git), the base commit when git has it but not their merge base, else null. */
  baseCommit: string | null;
  via: "git" | "api" | "none";
  /** The `scope` input, or `all` when there is nothing to compare with. */
  scope: "changed" | "all";
}

/** What runChanges reads: the target's base and pull request, and the layout git gave. */
interface RunChangesOptions {
  scope: "changed" | "all";
  layout: RepositoryLayout;
  target: Pick<RunTarget, "base" | "pullRequest">;
  client: () => Promise<GitHubClient>;
  log: (message: string) => void;
  /** What every source is when there is nothing to compare with ("evaluated", "swept"), for the log. */
  what: string;
}

/** A check's or sweep's changes and scope: git first, else the REST API's files; with no base, every source counts. */
export async function runChanges(options: RunChangesOptions): Promise<RunChanges> {
  const { log } = options;
  const changes = await detectChanges(options);
  let scope = options.scope;
  if (changes.via === "none" && scope === "changed") {
    log(`no pull request in the event and no \`base-ref\`: nothing to compare with, so every source is ${options.what}`);
    scope = "all";
  }
  log(`${plural(changes.files.length, "changed file")} under the root (from ${changes.via === "api" ? "the GitHub API" : changes.via}); base ${changes.baseCommit ?? "not available"}`);
  return { ...changes, scope };
}

async function detectChanges(options: RunChangesOptions): Promise<Omit<RunChanges, "scope">> {
  const { layout, log } = options;
  const { base, pullRequest } = options.target;
  if (base === null) return { files: [], baseCommit: null, via: "none" };
  let baseCommit: string | null = null;
  if (layout.gitTop !== null) {
    baseCommit = await resolveCommit(layout.gitTop, base);
    if (baseCommit !== null) {
      try {
        const local = await localChanges({ layout: { ...layout, gitTop: layout.gitTop }, base: baseCommit, head: "HEAD" });
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

/** The fields of one entry of `GET /repos/{owner}/{repo}/pulls/{pull_number}/files` that matter here. */
export interface RestPullRequestFile {
  filename: string;
  status: string;
  previous_filename?: string;
  /** The file's unified-diff hunks; absent for binary files and very large diffs. */
  patch?: string;
}

/** A REST API pull request file as a ChangedFile (an unknown status is modified); no `patch`, no ranges. */
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
  renamed: "renamed",
  copied: "added",
};
