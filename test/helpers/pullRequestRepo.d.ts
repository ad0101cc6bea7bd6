import type { FakePullFile } from "./fakeGitHub.js";
/**
 * How one push changes the repository, by path from the repository's top: a function edits
 * an existing file (it must change it), a string writes a file (new or not), null deletes it.
 */
export type Edits = Record<string, ((text: string) => string) | string | null>;
/** A git repository with a `main` branch (the base) and a `feature` branch with one commit per push. */
export interface PullRequestRepo {
    /** The working tree, checked out at the last push. */
    dir: string;
    baseSha: string;
    /** The head commit of each push, in order. */
    heads: string[];
    /** Checks out `sha` (detached), as `actions/checkout` does for a run of that commit. */
    checkout: (sha: string) => Promise<void>;
}
/** Runs git in `cwd` with a fixed identity and returns its stdout. */
export declare function git(cwd: string, ...args: string[]): Promise<string>;
/**
 * A pull request in a fresh temp repository: the base commit on `main` holds copies of bundled
 * fixtures, each in its folder (`{ "": "lumen" }` puts the Lumen fixture at the top), and each
 * entry of `pushes` is one more commit on `feature`.
 */
export declare function makePullRequestRepo(options: {
    fixtures: Record<string, string>;
    pushes: Edits[];
}): Promise<PullRequestRepo>;
/**
 * A `--depth 1` clone of the repository's `feature` branch, as `actions/checkout` makes by
 * default: the head is there, the base commit is not.
 */
export declare function shallowClone(repo: PullRequestRepo): Promise<string>;
/**
 * The pull request's files as `GET /repos/{owner}/{repo}/pulls/{pull_number}/files` serves them,
 * made from git's own diff of base and head (three lines of context, renames detected), so the
 * REST fallback is tested against the same change the git path sees.
 */
export declare function restFilesFromGit(dir: string, base: string, head: string): Promise<FakePullFile[]>;
