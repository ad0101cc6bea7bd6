import { UserError } from "../errors.js";
import { GitError, runGit } from "./runGit.js";

/** What to do when the base is missing: almost always a shallow checkout. */
export const FETCH_BASE_HINT =
  "fetch the base: use `actions/checkout` with `fetch-depth: 0`, or run `git fetch origin <base-ref>` before chunkgate";

/** The merge base of `base` and `head` (where a three-dot diff starts); a missing revision or none is a UserError. */
export async function mergeBase(cwd: string, base: string, head: string): Promise<string> {
  const found = await directMergeBase(cwd, base, head);
  if (found !== null) return found;
  const [baseSha, headSha] = await Promise.all([resolveCommit(cwd, base), resolveCommit(cwd, head)]);
  if (headSha === null) {
    throw new UserError(`head \`${head}\` is not a commit in ${cwd}${await shallowNote(cwd)}`, { hint: "check out the pull request's head commit before running chunkgate" });
  }
  if (baseSha === null) {
    throw new UserError(`base \`${base}\` is not a commit in ${cwd}${await shallowNote(cwd)}`, { hint: FETCH_BASE_HINT });
  }
  try {
    return (await runGit(cwd, ["merge-base", baseSha, headSha])).trim();
  } catch (error) {
    // Exit 1 with no output: the two histories present share no commit.
    if (error instanceof GitError && error.exitCode === 1) {
      throw new UserError(`no merge base between base \`${base}\` and head \`${head}\` in ${cwd}${await shallowNote(cwd)}`, { hint: FETCH_BASE_HINT });
    }
    throw error;
  }
}

// `git merge-base` on the names themselves, one process rather than three; null when git gives no sha.
async function directMergeBase(cwd: string, base: string, head: string): Promise<string | null> {
  if (base === "" || head === "" || base.startsWith("-") || head.startsWith("-")) return null;
  try {
    const sha = (await runGit(cwd, ["merge-base", `${base}^{commit}`, `${head}^{commit}`])).trim();
    return /^[0-9a-f]{40,64}$/.test(sha) ? sha : null;
  } catch (error) {
    if (error instanceof GitError) return null;
    throw error;
  }
}

async function shallowNote(cwd: string): Promise<string> {
  const shallow = (await runGit(cwd, ["rev-parse", "--is-shallow-repository"]).catch(() => "")).trim() === "true";
  return shallow ? " (the clone is shallow, so the history that holds it was not fetched)" : "";
}

/** The full sha of the commit `rev` names, or null; a rev starting with `-` is never passed to git. */
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
