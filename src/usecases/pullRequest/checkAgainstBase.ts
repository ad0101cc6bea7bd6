import { gitFileSource } from "../../git/index.js";
import { changesSince } from "./changesSince.js";
import { runPullRequestCheck, type PullRequestCheckOptions } from "./runPullRequestCheck.js";
import type { PullRequestReport } from "./types.js";

/** What `chunkgate check --base REF [--head REF]` checks: `base`, the branch, tag or commit the change would be merged into, and `head`, the commit to check (default the working tree, uncommitted and untracked files included). */
export type CheckAgainstBaseOptions = Pick<PullRequestCheckOptions, "root" | "registryPath" | "progress" | "runtime" | "prepared" | "results" | "approvedBy" | "ledger" | "today"> & { base: string; head?: string };

/**
 * The pull-request check on a laptop: what the action would report for a pull request from the
 * head (the working tree, or `head`) into `base`. The same engine call as the action's
 * (runPullRequestCheck): changes from the merge base of `base` and the head, only the sources they
 * touch, scored at head and at the merge base and paired per question, with the same verdict, the
 * registry path given from the repository's top and the head commit recorded (HEAD for the working
 * tree), so `--format md` prints the very comment the action would post. Errors for people: not a
 * git repository, a base or head git does not know (with the hint to fetch it).
 */
export async function checkAgainstBase(options: CheckAgainstBaseOptions): Promise<PullRequestReport> {
  const { baseCommit, files, headSha, rootPrefix } = await changesSince({ root: options.root, base: options.base, head: options.head, withoutBase: "to check the working tree alone" });
  options.progress?.(`${files.length} changed file${files.length === 1 ? "" : "s"} under the root since ${baseCommit.slice(0, 7)}`);
  const { base: _base, head, ...rest } = options;
  return runPullRequestCheck({
    ...rest,
    ...(head === undefined ? {} : { headFiles: gitFileSource({ cwd: options.root, commit: headSha }) }),
    rootPrefix,
    scope: "changed",
    headSha,
    baseCommit,
    changes: files,
    onRegression: "fail",
    ledger: options.ledger ?? "auto",
  });
}
