import type { ChangedFile } from "../changes/types.js";
import { scoreWorkspace, type CheckResult } from "../check/runCheck.js";
import { loadWorkspace, type Workspace } from "../check/loadWorkspace.js";
import type { ParseCache } from "../corpus/loadCorpus.js";
import type { PreparedCache } from "../corpus/preparedCache.js";
import { UserError } from "../errors.js";
import { gitFileSource } from "../git/gitFileSource.js";
import { findRegressions } from "./findRegressions.js";
import { touchedSources } from "./touchedSources.js";
import type { PullRequestReport } from "./types.js";

/** What the action (or a CLI `pr` command) knows about the pull request being checked. */
export interface PullRequestCheckOptions {
  /** The checked-out head working tree (the repository root). */
  root: string;
  /** Registry path relative to root (default `chunkgate.yml`). */
  registryPath?: string;
  /** `changed`: evaluate only the sources the changes touch (others listed as skipped); `all`: every source. */
  scope: "changed" | "all";
  /** Full SHA of the head commit (recorded in the comment so older runs never overwrite newer ones). */
  headSha: string;
  /**
   * The commit to compare against: the merge base of base and head when git has it, or null when
   * the base's objects are not available (then nothing is paired and regressions are only the
   * stale labels found at head).
   */
  baseCommit: string | null;
  /** Files the pull request changed, from git (`gitChangedFiles`) or the REST API fallback. */
  changes: readonly ChangedFile[];
  /** `comment`: a failing verdict is reported but `failureDowngraded` tells the shell not to fail. */
  onRegression: "fail" | "comment";
  progress?: (message: string) => void;
  /** Prepared documents kept between runs: a pull request then prepares only the files it changed. */
  prepared?: PreparedCache;
}

/**
 * Evaluates a pull request for one registry: maps the changed files to the sources they touch,
 * scores those sources at head (the engine's verdict against the recorded baselines), scores them
 * at the base from git objects with the base's own registry, pairs the two per question, and names
 * every question that went from hit to miss with the change that caused it. A golden-set label
 * that no longer fits the head corpus is a stale label and fails the check. Throws UserError for a
 * broken registry or corpus at head; a broken base only loses the pairing (said in the warnings).
 */
export async function runPullRequestCheck(options: PullRequestCheckOptions): Promise<PullRequestReport> {
  const progress = options.progress ?? (() => {});
  // base and head share most files: parse each (path, text) once
  const parseCache: ParseCache = new Map();
  const headWorkspace = await loadWorkspace({ root: options.root, registryPath: options.registryPath, progress, parseCache, prepared: options.prepared });
  const warnings: string[] = [];
  const baseWorkspace = options.baseCommit ? await loadBase(options, options.baseCommit, warnings, parseCache) : null;
  const scope = touchedSources({ head: headWorkspace.registry, base: baseWorkspace?.registry ?? null, changes: options.changes, scope: options.scope });
  for (const path of scope.unregistered) warnings.push(`${path} matches no source in ${headWorkspace.registry.file}: a document of an unregistered shape is not gated; add a source for it or an include glob.`);
  warnings.push(...loweredBaselines(headWorkspace, baseWorkspace));

  const ids = scope.touched.map((t) => t.id);
  const head: CheckResult | null = ids.length > 0 ? await scoreWorkspace(headWorkspace, { sourceIds: ids, progress }) : null;
  const baseIds = baseWorkspace ? ids.filter((id) => baseWorkspace.registry.sources.some((s) => s.id === id)) : [];
  const base = baseWorkspace && baseIds.length > 0 ? await scoreBase(baseWorkspace, baseIds, warnings, progress) : null;

  const check = head?.report ?? emptyReport(headWorkspace);
  const regressions = findRegressions({
    head: { workspace: headWorkspace, evaluations: head?.evaluations ?? [] },
    base: base ? { workspace: baseWorkspace!, evaluations: base.evaluations } : null,
    changes: options.changes,
  });
  if (check.labelProblems.length > 0) check.verdict = "fail";
  if (ids.length === 0 && check.labelProblems.length === 0) check.verdict = "pass";
  check.warnings = [...check.warnings, ...warnings];
  return {
    check,
    registryPath: headWorkspace.registry.file,
    headSha: options.headSha,
    baseSha: options.baseCommit,
    changedFiles: options.changes.length,
    touched: scope.touched,
    skipped: scope.skipped,
    regressions,
    failureDowngraded: check.verdict === "fail" && options.onRegression === "comment",
  };
}

async function loadBase(options: PullRequestCheckOptions, commit: string, warnings: string[], parseCache: ParseCache): Promise<Workspace | null> {
  try {
    return await loadWorkspace({ root: options.root, registryPath: options.registryPath, files: gitFileSource({ cwd: options.root, commit }), parseCache, prepared: options.prepared });
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    warnings.push(`The base (${commit.slice(0, 7)}) could not be evaluated, so no question is paired with its base result: ${error.format()}`);
    return null;
  }
}

async function scoreBase(workspace: Workspace, ids: string[], warnings: string[], progress: (m: string) => void): Promise<CheckResult | null> {
  try {
    return await scoreWorkspace(workspace, { sourceIds: ids, progress: (m) => progress(`base: ${m}`) });
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    warnings.push(`The base could not be scored, so no question is paired with its base result: ${error.format()}`);
    return null;
  }
}

/** A baseline lowered by the pull request is said out loud, so nobody lowers the bar unseen. */
function loweredBaselines(head: Workspace, base: Workspace | null): string[] {
  if (!base) return [];
  const notes: string[] = [];
  for (const source of head.registry.sources) {
    const before = base.registry.sources.find((s) => s.id === source.id)?.baseline;
    const after = source.baseline;
    if (before && (!after || after.recall < before.recall)) {
      notes.push(
        `This pull request ${after ? `lowers the baseline of \`${source.id}\` from ${before.recall} to ${after.recall}` : `removes the baseline of \`${source.id}\``} in ${head.registry.file}: approve that explicitly.`,
      );
    }
  }
  return notes;
}

/** The report of a pull request that touches no source: nothing to score, said plainly. */
function emptyReport(workspace: Workspace): PullRequestReport["check"] {
  const { registry, golden } = workspace;
  return {
    schemaVersion: 1,
    registry: registry.file,
    goldenSet: golden.file,
    retriever: registry.retriever.kind,
    k: registry.k,
    runDepth: registry.runDepth,
    confidence: registry.noise.confidence,
    verdict: "pass",
    sources: [],
    unanswerable: golden.questions.filter((q) => q.supporting.length === 0).map((q) => ({ id: q.id, question: q.text })),
    labelProblems: workspace.labelProblems,
    warnings: workspace.warnings,
  };
}
