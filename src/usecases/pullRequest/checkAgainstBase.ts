import { gitFileSource } from "../../git/index.js";
import type { PreparedCache } from "../../corpus/index.js";
import type { ResultCache } from "../check/resultCache.js";
import type { RetrieverRuntime } from "../../retrieval/index.js";
import type { LedgerMode } from "../check/lookAtHeldOut.js";
import { changesSince } from "./changesSince.js";
import { runPullRequestCheck } from "./runPullRequestCheck.js";
import type { PullRequestReport } from "./types.js";

/** What `chunkgate check --base REF [--head REF]` checks. */
export interface CheckAgainstBaseOptions {
  /** The repository root (a folder of a git work tree; the registry's paths are relative to it). */
  root: string;
  /** Registry path relative to root (default `chunkgate.yml`). */
  registryPath?: string;
  /** The branch, tag or commit the change would be merged into (`main`, `origin/main`). */
  base: string;
  /** The commit to check; default the working tree, uncommitted and untracked files included. */
  head?: string;
  progress?: (message: string) => void;
  /** Environment, embeddings cache and transport for the retriever (default offline). */
  runtime?: RetrieverRuntime;
  /** Prepared documents kept between runs (see loadCorpus); none by default. */
  prepared?: PreparedCache;
  /** Sources' results kept between runs (see runPullRequestCheck); none by default. */
  results?: ResultCache;
  /** Plays the approval label as applied by this login (`--approved-by`). */
  approvedBy?: string;
  /** Whether held-out looks are to be appended to the ledger (default `auto`: only under thresholdout). */
  ledger?: LedgerMode;
  /** Today, YYYY-MM-DD (UTC); default the system clock's. */
  today?: string;
}

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
  return runPullRequestCheck({
    root: options.root,
    ...(options.head === undefined ? {} : { headFiles: gitFileSource({ cwd: options.root, commit: headSha }) }),
    rootPrefix,
    registryPath: options.registryPath,
    scope: "changed",
    headSha,
    baseCommit,
    changes: files,
    onRegression: "fail",
    ledger: options.ledger ?? "auto",
    ...(options.approvedBy === undefined ? {} : { approvedBy: options.approvedBy }),
    ...(options.today === undefined ? {} : { today: options.today }),
    ...(options.progress ? { progress: options.progress } : {}),
    ...(options.runtime ? { runtime: options.runtime } : {}),
    ...(options.prepared ? { prepared: options.prepared } : {}),
    ...(options.results ? { results: options.results } : {}),
  });
}
