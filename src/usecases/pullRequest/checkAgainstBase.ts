import { plural } from "../../formatCount.js";
import { gitFileSource } from "../../git/index.js";
import { changesSince } from "./changesSince.js";
import { runPullRequestCheck, type PullRequestCheckOptions } from "./runPullRequestCheck.js";
import type { PullRequestReport } from "./types.js";

/** `chunkgate check --base REF [--head REF]`: `head` defaults to the working tree, uncommitted and untracked files included. */
export type CheckAgainstBaseOptions = Pick<PullRequestCheckOptions, "root" | "registryPath" | "progress" | "runtime" | "prepared" | "results" | "approvedBy" | "ledger" | "today"> & { base: string; head?: string };

/** The pull-request check on a laptop: the action's own call on the changes since the merge base (`--format md`: its comment). */
export async function checkAgainstBase(options: CheckAgainstBaseOptions): Promise<PullRequestReport> {
  const { baseCommit, files, headSha, rootPrefix } = await changesSince({ root: options.root, base: options.base, head: options.head, withoutBase: "to check the working tree alone" });
  options.progress?.(`${plural(files.length, "changed file")} under the root since ${baseCommit.slice(0, 7)}`);
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
