import { GitError, runGit } from "./runGit.js";

/**
 * The full sha of the commit `rev` names, or null when the repository does not have it (or it
 * names no commit). A rev starting with `-` is null without asking git, so it is never an option.
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
