import type { ChangedFile } from "../../changes/index.js";
import type { FileSource, ParseCache, PreparedCache } from "../../corpus/index.js";
import { UserError } from "../../errors.js";
import { fromTop, gitFileSource } from "../../git/index.js";
import { createRetrieverRuntime, type RetrieverRuntime } from "../../retrieval/index.js";
import { loadWorkspace, withDeletedKeys, type Workspace } from "../check/loadWorkspace.js";
import type { ResultCache } from "../check/resultCache.js";
import type { SourceEvaluation } from "../check/measureSource.js";
import { toSourceResult, type SourceResult } from "../check/sourceResult.js";
import { readKeptBase } from "./keptBase.js";
import { isChunkingCache } from "../check/outlinedDocuments.js";
import { embeddingStats, scoreWorkspace, type CheckResult } from "../check/runCheck.js";
import { REPORT_SCHEMA_VERSION } from "../check/types.js";
import { decideOutcome, EXIT, type Outcome } from "../decideOutcome.js";
import type { LedgerMode } from "../check/lookAtHeldOut.js";
import type { LedgerEntry } from "../../gate/index.js";
import type { LabelProblem } from "../../evaluation/index.js";
import { compareWithBase, type PullRequestLabels } from "./compareWithBase.js";
import { deletedKeyCheck } from "./deletedKeys.js";
import { followRenamedKeys } from "./followRenamedKeys.js";
import { findRegressions } from "./findRegressions.js";
import { patchCoverage } from "./patchCoverage.js";
import { findCostRises, pullRequestFloors } from "./pullRequestFloors.js";
import { findStaleLabels } from "./findStaleLabels.js";
import { touchedSources } from "./touchedSources.js";
import { unregisteredShapes } from "../check/unregisteredShapes.js";
import type { PullRequestReport } from "./types.js";

/** What the action (or `chunkgate check --base`) knows about the pull request being checked. */
export interface PullRequestCheckOptions {
  /** The repository root: the checked-out head working tree, unless `headFiles` says otherwise. */
  root: string;
  /** Where the head's files are read from (a commit, via gitFileSource); default the working tree at `root`. */
  headFiles?: FileSource;
  /** The root's path from the repository's top (default `""`): the report's `registryPath` keys the comment, so it is given from the top. */
  rootPrefix?: string;
  /** Registry path relative to root (default `chunkgate.yml`). */
  registryPath?: string;
  /** `changed`: evaluate only the sources the changes touch (others listed as skipped); `all`: every source. */
  scope: "changed" | "all";
  /** Full SHA of the head commit, recorded in the comment so older runs never overwrite newer ones. */
  headSha: string;
  /** The merge base to compare against; null when git lacks the base's objects (then nothing is paired). */
  baseCommit: string | null;
  changes: readonly ChangedFile[];
  /** `comment`: a failing verdict is reported but `failureDowngraded` tells the shell not to fail. */
  onRegression: "fail" | "comment";
  progress?: (message: string) => void;
  /** Shared by head and base, so the base's unchanged chunks come from its embeddings cache. Default: offline. */
  runtime?: RetrieverRuntime;
  /** Prepared documents kept between runs: a pull request then prepares only the files it changed. */
  prepared?: PreparedCache;
  /** Sources' results kept between runs: when the base's are all there, its documents are never read. None by default. */
  results?: ResultCache;
  /** The pull request's labels and who applied one, to find the approval label (the action). */
  labels?: PullRequestLabels;
  /** Plays the approval label locally, as applied by this login (`chunkgate check --base --approved-by`). */
  approvedBy?: string;
  /** Whether this run's held-out looks are appended to the ledger (default `report`: the action cannot commit). */
  ledger?: LedgerMode;
  /** Held-out looks shown on this pull request's earlier runs: under thresholdout they spend the budget as ledger entries do. */
  priorLooks?: () => Promise<readonly LedgerEntry[]>;
  /** YYYY-MM-DD (UTC); default the system clock's. */
  today?: string;
}

/** The one decision of a pull-request check, for every shell; absent fields (a report an earlier version wrote) do not gate. */
export function decidePullRequestOutcome(report: Pick<PullRequestReport, "check" | "baselineChanges" | "regressions"> & Partial<Pick<PullRequestReport, "unfitAfterMerge" | "costRises" | "patchCoverage">>): Outcome {
  const { approval, changes } = report.baselineChanges;
  const sourceIds = [...new Set(changes.filter((c) => c.needsApproval && c.sourceId !== null).map((c) => c.sourceId!))];
  const floors = pullRequestFloors({ regressions: report.regressions, unfitAfterMerge: report.unfitAfterMerge ?? [], costRises: report.costRises ?? [], patchCoverage: report.patchCoverage });
  return decideOutcome({ sources: report.check.sources, staleLabels: report.check.labelProblems.length, whenEmpty: "pass", approval: { approved: approval.approved, sentence: approval.sentence, sourceIds }, floors });
}

/** Scores the touched sources at head and base, naming each lost hit's cause; UserError for a broken head, not base. */
export async function runPullRequestCheck(options: PullRequestCheckOptions): Promise<PullRequestReport> {
  const progress = options.progress ?? (() => {});
  const runtime = options.runtime ?? createRetrieverRuntime({ progress });
  // base and head share most files: parse each (path, text) once
  const parseCache: ParseCache = new Map();
  const warnings: string[] = [];
  const baseFiles = options.baseCommit ? gitFileSource({ cwd: options.root, commit: options.baseCommit }) : null;
  // With a result cache, the base is first read from its tree alone: its documents are loaded only if a result is missing.
  let kept = baseFiles && options.results ? await readKeptBase({ files: baseFiles, commit: options.baseCommit!, ...(options.registryPath === undefined ? {} : { registryPath: options.registryPath }), results: options.results, ...(isChunkingCache(options.prepared) && options.prepared.goldenSets ? { goldenSets: options.prepared.goldenSets } : {}) }) : null;
  let baseWorkspace = baseFiles && !kept ? await loadBase(options, baseFiles, warnings, parseCache) : null;
  const deleted = baseWorkspace ? deletedKeyCheck({ base: baseWorkspace, changes: options.changes }) : undefined;
  let headWorkspace = await loadWorkspace({
    root: options.root,
    registryPath: options.registryPath,
    ...(options.headFiles ? { files: options.headFiles } : {}),
    progress,
    parseCache,
    ...(deleted ? { deleted } : {}),
    ...(options.prepared ? { prepared: options.prepared } : {}),
  });
  let keptResults: SourceResult[] | null = null;
  if (kept) {
    const ids = touchedSources({ head: headWorkspace.registry, base: kept.config.registry, changes: options.changes, scope: options.scope }).touched.map((t) => t.id);
    const found = ids.filter((id) => kept!.config.registry.sources.some((s) => s.id === id)).map((id) => kept!.result(id));
    if (found.every((r) => r !== undefined)) keptResults = found as SourceResult[];
    // A missing result, or stale keys at head (deletedKeyCheck and baseLabelPaths read the base's documents): the base is loaded as before.
    if (!keptResults || headWorkspace.labelProblems.length > 0) {
      baseWorkspace = await loadBase(options, baseFiles!, warnings, parseCache);
      if (!baseWorkspace) [kept, keptResults] = [null, null];
      else if (headWorkspace.labelProblems.length > 0) headWorkspace = withDeletedKeys(headWorkspace, deletedKeyCheck({ base: baseWorkspace, changes: options.changes }));
    }
    for (const result of keptResults ?? []) progress(`base: ${result.sourceId}: result kept from an earlier run of the same documents and settings`);
  }
  if (baseWorkspace && headWorkspace.labelProblems.length > 0) headWorkspace = followRenamedKeys({ head: headWorkspace, base: baseWorkspace, changes: options.changes });
  const baseConfig = baseWorkspace ?? kept?.config ?? null;
  const scope = touchedSources({ head: headWorkspace.registry, base: baseConfig?.registry ?? null, changes: options.changes, scope: options.scope });
  const baselineChanges = await compareWithBase({
    head: headWorkspace,
    base: baseConfig,
    baseFiles,
    ...(options.registryPath === undefined ? {} : { registryPath: options.registryPath }),
    ...(options.labels ? { labels: options.labels } : {}),
    ...(options.approvedBy === undefined ? {} : { approvedBy: options.approvedBy }),
  });
  if (!baselineChanges.compared) warnings.push(`The registry was not compared with the base: ${baselineChanges.note}. A lowered baseline would not be noticed in this run.`);

  const ids = scope.touched.map((t) => t.id);
  const labelPaths = baseLabelPaths(headWorkspace, baseWorkspace);
  // the base first: `noise.method: paired` judges head on the questions flipped since the base
  const baseIds = baseConfig ? ids.filter((id) => baseConfig.registry.sources.some((s) => s.id === id)) : [];
  // what the base evaluated, for a head source with the same documents and settings (the main branch's run)
  const shared = new Map<string, SourceEvaluation>();
  const base = keptResults ?? (baseWorkspace && baseIds.length > 0 ? await scoreBase(baseWorkspace, baseIds, warnings, progress, runtime, options.results, shared) : null);
  const baseRuns = new Map((base ?? []).map((e) => [e.sourceId, e.runs]));
  const headOptions = { sourceIds: ids, progress, runtime, labelPaths, baseRuns, unregistered: scope.unregistered, commit: options.headSha, ledger: options.ledger ?? "report", ...(options.priorLooks ? { priorLooks: options.priorLooks } : {}), ...(options.today ? { today: options.today } : {}), ...(options.results ? { results: options.results } : {}), shared };
  const head: CheckResult | null = ids.length > 0 ? await scoreWorkspace(headWorkspace, headOptions) : null;

  const check = head?.report ?? emptyReport(headWorkspace, scope.unregistered);
  const sides = {
    head: { workspace: headWorkspace, evaluations: head?.evaluations ?? [] },
    base: base ? { workspace: baseWorkspace, evaluations: base } : null,
    changes: options.changes,
  };
  const protectedSources = new Set(check.sources.filter((s) => s.heldOutLook?.protect === "thresholdout").map((s) => s.id));
  const regressions = findRegressions(sides).filter((r) => !(r.split === "held_out" && protectedSources.has(r.sourceId)));
  // what a plain check of the merged result reports that this one scored as deleted sections
  const unfitAfterMerge = baseWorkspace ? keysUnfitAfterMerge(headWorkspace) : [];
  const costRises = findCostRises(check.sources, base ?? []);
  const patch = patchCoverage({ workspace: headWorkspace, sourceIds: ids, changes: options.changes });
  const outcome = decidePullRequestOutcome({ check, baselineChanges, regressions, unfitAfterMerge, costRises, patchCoverage: patch });
  check.verdict = outcome.verdict;
  check.warnings = [...check.warnings, ...warnings];
  // the run's embedding cost: head and base together
  Object.assign(check, embeddingStats(runtime.stats));
  return {
    check,
    registryPath: fromTop({ rootPrefix: options.rootPrefix ?? "" }, headWorkspace.registry.file),
    headSha: options.headSha,
    baseSha: options.baseCommit,
    changedFiles: options.changes.length,
    touched: scope.touched,
    skipped: scope.skipped,
    regressions,
    staleLabels: findStaleLabels(sides),
    unfitAfterMerge,
    costRises,
    patchCoverage: patch,
    failureDowngraded: outcome.exitCode !== EXIT.ok && options.onRegression === "comment",
    baselineChanges,
  };
}

/** For each question with a stale key at head, the documents its keys named at the base: how a key naming no document is tied to a source. */
function baseLabelPaths(head: Workspace, base: Workspace | null): Map<string, string[]> {
  const paths = new Map<string, string[]>();
  if (!base) return paths;
  for (const problem of head.labelProblems) {
    const resolved = base.questions.find((q) => q.question.id === problem.questionId);
    if (resolved) paths.set(problem.questionId, [...new Set([...resolved.supporting, ...resolved.distractors].flatMap((k) => k.paths))]);
  }
  return paths;
}

/** The base's workspace, read through the base's already open `files` so its tree is listed once; null when it is broken. */
async function loadBase(options: PullRequestCheckOptions, files: FileSource, warnings: string[], parseCache: ParseCache): Promise<Workspace | null> {
  try {
    return await loadWorkspace({ root: options.root, registryPath: options.registryPath, files, parseCache, prepared: options.prepared });
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    warnings.push(`The base (${options.baseCommit!.slice(0, 7)}) could not be evaluated, so no question is paired with its base result: ${error.format()}`);
    return null;
  }
}

async function scoreBase(workspace: Workspace, ids: string[], warnings: string[], progress: (m: string) => void, runtime: RetrieverRuntime, results: ResultCache | undefined, shared: Map<string, SourceEvaluation>): Promise<SourceResult[] | null> {
  try {
    const base = await scoreWorkspace(workspace, { sourceIds: ids, progress: (m) => progress(`base: ${m}`), runtime, shared, ...(results ? { results } : {}) });
    for (const source of base.report.sources.filter((s) => s.verdict === "skipped")) {
      warnings.push(`The base of \`${source.id}\` could not be scored, so its questions are not paired with a base result. ${source.summary}`);
    }
    return base.evaluations.map(toSourceResult);
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    warnings.push(`The base could not be scored, so no question is paired with its base result: ${error.format()}`);
    return null;
  }
}

/** The keys whose section the pull request deletes: misses here, stale labels (an error) on main once merged. Golden-set order. */
function keysUnfitAfterMerge(head: Workspace): LabelProblem[] {
  const keyOf = (problem: LabelProblem) => `${problem.questionId}\u0000${problem.key}`;
  const known = new Set(head.labelProblems.map(keyOf));
  return withDeletedKeys(head, () => undefined).labelProblems.filter((p) => !known.has(keyOf(p)));
}

/** The report of a pull request that touches no source: nothing to score, said plainly. */
function emptyReport(workspace: Workspace, unregistered: readonly string[]): PullRequestReport["check"] {
  const { registry, golden } = workspace;
  return {
    schemaVersion: REPORT_SCHEMA_VERSION,
    registry: registry.file,
    goldenSet: golden.file,
    retriever: registry.retriever.kind,
    k: registry.k,
    runDepth: registry.runDepth,
    confidence: registry.noise.confidence,
    verdict: decideOutcome({ sources: [], staleLabels: workspace.labelProblems.length, whenEmpty: "pass" }).verdict,
    sources: [],
    unanswerable: golden.questions.filter((q) => q.supporting.length === 0).map((q) => ({ id: q.id, question: q.text })),
    labelProblems: workspace.labelProblems,
    warnings: workspace.warnings,
    unregistered: unregisteredShapes(unregistered),
    skippedFiles: workspace.skippedFiles,
  };
}
