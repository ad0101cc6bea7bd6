import { plural } from "../formatCount.js";
import { changesUnderRoot, type ChangedFile } from "../changes/index.js";
import { UserError } from "../errors.js";
import { FETCH_BASE_HINT, resolveCommit, type BranchPoint, type RepositoryLayout } from "../git/index.js";
import { localChanges, type PullRequestRef } from "../usecases/index.js";
import { describeFailure, isRequestFailure, type GitHubClient } from "./gitHubClient.js";
import { restFileToChange } from "./restFileToChange.js";

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
