import { UserError } from "../errors.js";
import { layoutAround, repositoryLayout, type RepositoryLayout } from "./repositoryLayout.js";
import { runGitOutcome, type GitOutcome } from "./runGit.js";

/** Where a branch left its base, as git resolved it: what resolveCommit and mergeBase would give, already known. */
export interface BranchPoint {
  /** The base revision as asked (`base-ref`, or a pull request's base sha). */
  base: string;
  /** The head revision as asked (`HEAD`). */
  head: string;
  /** The commits `base` and `head` name: resolveCommit(base), resolveCommit(head). */
  baseCommit: string;
  headCommit: string;
  /** The only merge base of `base` and `head`: mergeBase(base, head). */
  mergeBase: string;
}

/** What one git process says about a repository: the root's layout and, when it could tell, a branch point. */
export interface RepositoryProbe {
  layout: RepositoryLayout;
  /** Null when no base was asked about, or git could not answer it plainly (see probeRepository). */
  branchPoint: BranchPoint | null;
}

const SHA = /^[0-9a-f]{40,64}$/;

/**
 * repositoryLayout and, from the same git process, the branch point of `base` and `head`: only
 * when both are commits with exactly one merge base, else null, so callers ask git themselves and
 * keep their messages.
 */
export async function probeRepository(options: { root: string; workspace: string; base: string | null; head: string }): Promise<RepositoryProbe> {
  const { root, workspace, base, head } = options;
  const alone = async (): Promise<RepositoryProbe> => ({ layout: await repositoryLayout(root, workspace), branchPoint: null });
  if (base === null || !plainRevision(base) || !plainRevision(head)) return alone();
  let outcome: GitOutcome;
  try {
    outcome = await runGitOutcome(root, ["rev-parse", "--show-toplevel", `${base}^{commit}...${head}^{commit}`, "--"]);
  } catch (error) {
    // git could not be started in `root` (not installed, no such folder): repositoryLayout's call
    // fails the same way; anything else is left to it
    return error instanceof UserError ? { layout: await layoutAround(null, root, workspace), branchPoint: null } : alone();
  }
  if (outcome.exitCode === 0) {
    const answer = parseAnswer(outcome.stdout.toString("utf8"));
    if (answer === null) return alone();
    const [mergeBase, ...more] = answer.mergeBases;
    const branchPoint = mergeBase === undefined || more.length > 0 ? null : { base, head, baseCommit: answer.baseCommit, headCommit: answer.headCommit, mergeBase };
    return { layout: await layoutAround(answer.top, root, workspace), branchPoint };
  }
  const top = topBeforeFailure(outcome);
  return top === undefined ? alone() : { layout: await layoutAround(top, root, workspace), branchPoint: null };
}

/**
 * A name rev-parse reads as one side of `a...b` exactly as resolveCommit reads it alone: not empty,
 * not an option, and without `..` (rev-parse splits the range at the first `..`).
 */
function plainRevision(rev: string): boolean {
  return rev !== "" && !rev.startsWith("-") && !rev.includes("..");
}

/**
 * What `--show-toplevel` alone would have said, read from the probe's failure (die() flushes what
 * was printed): nothing printed, no top (null); a bad revision comes after the top, so the top;
 * any other ending undefined, left to repositoryLayout.
 */
function topBeforeFailure(outcome: GitOutcome): string | null | undefined {
  if (outcome.exitCode !== 128) return undefined;
  if (outcome.stdout.length === 0) return null;
  return /^fatal: bad revision '/m.test(outcome.stderr) ? outcome.stdout.toString("utf8").trim() : undefined;
}

/**
 * `top`, `<head>`, `<base>`, one `^<merge base>` per merge base, then `--`, each on its line; read
 * from the end, as the top is a path and may hold a newline. Null when the answer has another form.
 */
function parseAnswer(out: string): { top: string; baseCommit: string; headCommit: string; mergeBases: string[] } | null {
  const lines = out.split("\n");
  if (lines.pop() !== "" || lines.pop() !== "--") return null;
  const mergeBases: string[] = [];
  for (let last = lines.at(-1); last !== undefined && last.startsWith("^") && SHA.test(last.slice(1)); last = lines.at(-1)) {
    mergeBases.unshift(last.slice(1));
    lines.pop();
  }
  const baseCommit = lines.pop();
  const headCommit = lines.pop();
  if (baseCommit === undefined || headCommit === undefined || !SHA.test(baseCommit) || !SHA.test(headCommit) || lines.length === 0) return null;
  return { top: lines.join("\n").trim(), baseCommit, headCommit, mergeBases };
}
