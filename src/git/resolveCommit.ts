import { GitError, runGit } from "./runGit.js";

/**
 * The full sha of the commit `rev` names (a sha, branch, tag or any revision expression), or
 * `null` when the repository does not have it — typically a base branch a shallow clone never
 * fetched. Tags are peeled to their commit; a rev naming a tree or blob is `null`.
 * A rev starting with `-` is `null` without asking git, so it can never be read as an option.
 * Other failures (not a repository, git missing) reject as runGit does.
 */
export async function resolveCommit(cwd: string, rev: string): Promise<string | null> {
  if (rev === "" || rev.startsWith("-")) return null;
  try {
    const sha = (await runGit(cwd, ["rev-parse", "--verify", "--quiet", `${rev}^{commit}`])).trim();
    return sha === "" ? null : sha;
  } catch (error) {
    // `--verify --quiet` exits 1 and prints nothing when the name does not resolve.
    if (error instanceof GitError && error.exitCode === 1) return null;
    throw error;
  }
}
