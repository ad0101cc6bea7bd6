import { plural } from "../../formatCount.js";
import type { Registry, SourceConfig } from "../../config/index.js";
import type { PreparedCache } from "../../corpus/index.js";
import { computeMetrics, type LabelProblem, type QuestionRun } from "../../evaluation/index.js";
import { checkBaselineDigest, judgeNeverGreenerThanPlain, missingBaselineFields, skippedJudgement, type LedgerEntry, type QuestionPair, type SourceJudgement } from "../../gate/index.js";
import { createRetrieverRuntime, retrieverIdentity, type EmbeddingStats, type RetrieverRuntime } from "../../retrieval/index.js";
import { fingerprintGoldenSet } from "../sweep/fingerprintGoldenSet.js";
import { heldOutLedger, lookAtHeldOut, withheldMetrics, type LedgerOptions, type LookOptions } from "./lookAtHeldOut.js";
import { unregisteredShapes } from "./unregisteredShapes.js";
import { loadWorkspace, questionsFor, selectSources, sourceDocuments, type Workspace } from "./loadWorkspace.js";
import { UserError } from "../../errors.js";
import { isScored, measureSource, type SourceEvaluation, type UnscoredSource } from "./measureSource.js";
import { decideOutcome } from "../decideOutcome.js";
import { sourceMatcher } from "./sourceMatcher.js";
import { workspaceResultKey, type ResultCache } from "./resultCache.js";
import { toSourceResult, type ResultRun } from "./sourceResult.js";
import { sourceCoverageSummary } from "./sourceCoverage.js";
import { waitingDrafts } from "../suggest/waitingDrafts.js";
import { REPORT_SCHEMA_VERSION, type CheckReport, type SourceReport } from "./types.js";

/** What a check runs on: the repository, its registry, the sources picked, the retriever runtime, the caches and the ledger. */
export interface CheckOptions extends Omit<LedgerOptions, "earlierLooks"> {
  /** Repository root; every path in the registry is relative to it. */
  root: string;
  /** Registry path relative to root (default `chunkgate.yml`). */
  registryPath?: string;
  /** Only these sources (default: all). */
  sourceIds?: readonly string[];
  /** Called with a short line before each long step; the CLI shows it on a TTY only. */
  progress?: (message: string) => void;
  /** Environment, embeddings cache and transport for the retriever, one per run. Default: offline, all BM25 needs. */
  runtime?: RetrieverRuntime;
  /** Where prepared documents persist between runs, so a run prepares only files that changed; none by default. */
  prepared?: PreparedCache;
  /** Where each scored source's result is kept for a later pull request's base (workspaceResultKey); default none. */
  results?: ResultCache;
}

/** A check's report plus the intermediate results that `explain` and the TREC writer need. */
export interface CheckResult {
  report: CheckReport;
  /** The scored sources, in registry order (a skipped source has none). */
  evaluations: SourceEvaluation[];
  workspace: Workspace;
}

/** The whole check, failing closed per source: one that cannot be evaluated, or that a stale key names, is `error`. */
export async function runCheck(options: CheckOptions): Promise<CheckResult> {
  const workspace = await loadWorkspace(options);
  const result = await scoreWorkspace(workspace, { ...options, coverage: true });
  const { drafts, warning } = await waitingDrafts(workspace.root, workspace.golden);
  if (drafts === null && warning === undefined) return result;
  return { ...result, report: { ...result.report, ...(drafts ? { drafts } : {}), warnings: warning === undefined ? result.report.warnings : [...result.report.warnings, warning] } };
}

/** {@link runCheck} over a workspace already loaded (a pull request's base, say); all sources when `sourceIds` is empty. */
export async function scoreWorkspace(
  workspace: Workspace,
  options: Pick<CheckOptions, "sourceIds" | "progress" | "runtime" | "today" | "commit" | "ledger" | "results"> & {
    /** Documents each stale question was keyed to elsewhere (a pull request's base), to tell which source it belongs to. */
    labelPaths?: ReadonlyMap<string, readonly string[]>;
    /** Each source's runs at the pull request's base, to pair train questions for `noise.method: paired`. */
    baseRuns?: ReadonlyMap<string, readonly ResultRun[]>;
    /** Documents to report as unregistered (a pull request: the changed ones); default the workspace's. */
    unregistered?: readonly string[];
    /** Looks the ledger lacks (a pull request's earlier runs); asked only under thresholdout, whose budget they use. */
    priorLooks?: () => Promise<readonly LedgerEntry[]>;
    /** This run's earlier evaluations by workspaceResultKey: one found is not evaluated again; new ones are added. */
    shared?: Map<string, SourceEvaluation>;
    /** Each source's report carries its coverage; off by default: a document without cached coverage rows is read. */
    coverage?: boolean;
  } = {},
): Promise<CheckResult> {
  const { registry, golden } = workspace;
  const earlierLooks = registry.heldOut.protect === "thresholdout" && options.priorLooks ? await options.priorLooks() : [];
  const context: ReportContext = { registry, ledger: await heldOutLedger(workspace, { ...options, earlierLooks }), goldenSet: fingerprintGoldenSet(golden), baseRuns: options.baseRuns };
  const runtime = options.runtime ?? createRetrieverRuntime({ progress: options.progress });
  const measured: Array<SourceEvaluation | UnscoredSource | FailedSource> = [];
  const selected = selectSources(registry, options.sourceIds);
  for (const source of selected) {
    options.progress?.(`evaluating ${source.id}`);
    try {
      const documents = sourceDocuments(workspace, source);
      const key = options.shared || options.results ? workspaceResultKey(workspace, source.id) : null;
      const earlier = key === null ? undefined : options.shared?.get(key);
      // The same key means the same chunks and runs; the source's own entry (its baseline, line) is this workspace's.
      const measuredSource = earlier ? { ...earlier, source } : await measureSource({ registry, source, documents, questions: questionsFor(workspace, documents, source), runtime, preparedCache: workspace.prepared });
      if (earlier) options.progress?.(`${source.id}: evaluated already in this run, on the same documents and settings`);
      if (key !== null && isScored(measuredSource)) {
        options.shared?.set(key, measuredSource);
        if (!earlier) options.results?.set(key, toSourceResult(measuredSource));
      }
      measured.push(measuredSource);
    } catch (error) {
      measured.push({ source, failure: error });
    }
  }
  const stale = (m: SourceEvaluation | UnscoredSource) => labelProblemsOf(workspace, m.source, options.labelPaths);
  const reports = measured.map((m) => excused("failure" in m ? failedReport(registry, m) : isScored(m) ? sourceReport(context, m, stale(m)) : skippedReport(registry, m)));
  const sources = options.coverage ? await Promise.all(reports.map(async (r, i) => (workspace.documents.get(r.id)?.length ? { ...r, coverage: await sourceCoverageSummary(workspace, measured[i]!.source) } : r))) : reports;
  const report: CheckReport = {
    schemaVersion: REPORT_SCHEMA_VERSION,
    registry: registry.file,
    goldenSet: golden.file,
    retriever: retrieverIdentity(registry.retriever),
    k: registry.k,
    runDepth: registry.runDepth,
    confidence: registry.noise.confidence,
    verdict: decideOutcome({ sources, staleLabels: workspace.labelProblems.length, whenEmpty: "error" }).verdict,
    sources,
    unanswerable: golden.questions.filter((q) => q.supporting.length === 0).map((q) => ({ id: q.id, question: q.text })),
    labelProblems: workspace.labelProblems,
    warnings: workspace.warnings,
    skippedFiles: workspace.skippedFiles,
    unregistered: unregisteredShapes(options.unregistered ?? workspace.unregistered),
    ...embeddingStats(runtime.stats),
  };
  return { report, evaluations: measured.filter((m): m is SourceEvaluation => !("failure" in m) && isScored(m)), workspace };
}

/** `{ embeddings: stats }` when the run looked up any text (a copy: later runs on the runtime add to it), else nothing. */
export function embeddingStats(stats: EmbeddingStats): { embeddings?: EmbeddingStats } {
  return stats.texts > 0 ? { embeddings: { ...stats } } : {};
}

/** An optional source's `error` says, in its notes, that it does not decide the run (decideOutcome leaves it out). */
function excused(report: SourceReport): SourceReport {
  if (!report.optional || report.verdict !== "error") return report;
  return { ...report, notes: [...report.notes, "The registry marks this source `optional: true`, so this error does not decide the run's verdict."] };
}

/** A source whose evaluation threw: what threw, kept for its report. */
interface FailedSource {
  source: SourceConfig;
  failure: unknown;
}

/** The `error` report of a source that could not be evaluated: a UserError's message and fix, else a bug, said so. */
function failedReport(registry: Registry, failed: FailedSource): SourceReport {
  const { source, failure } = failed;
  const user = failure instanceof UserError;
  const reason = user ? failure.lines()[0]! : failure instanceof Error ? failure.message : String(failure);
  const fix = user ? failure.hint : "this is a bug in chunkgate: please report it with this message";
  return {
    ...emptyReport(registry, source),
    verdict: "error",
    summary: `Could not be evaluated: ${reason.endsWith(".") ? reason : `${reason}.`}`,
    ...(fix === undefined ? {} : { fix }),
  };
}

/** A source's report with nothing measured: zero cost, empty metrics, no judgement yet. */
function emptyReport(registry: Registry, source: SourceConfig): SourceReport {
  const empty = computeMetrics([], registry.k);
  return {
    id: source.id,
    ...(source.optional ? { optional: true as const } : {}),
    chunking: source.chunking,
    cost: { documents: 0, sections: 0, chunks: 0, sourceTokens: 0, storedTokens: 0, fold: 0 },
    train: empty,
    heldOut: empty,
    baseline: source.baseline,
    baselineMissing: source.baseline ? missingBaselineFields(source.baseline) : [],
    band: null,
    verdict: "error",
    summary: "",
    notes: [],
    questions: [],
    noise: null,
    stale: [],
    provenance: checkBaselineDigest(source, { registryFile: registry.file }),
    heldOutLook: null,
  };
}

function skippedReport(registry: Registry, unscored: UnscoredSource): SourceReport {
  const judgement = skippedJudgement(unscored.unavailable.message);
  return {
    ...emptyReport(registry, unscored.source),
    chunking: unscored.chunking,
    cost: unscored.cost,
    verdict: judgement.verdict,
    summary: judgement.summary,
    ...(unscored.unavailable.hint === undefined ? {} : { fix: unscored.unavailable.hint }),
    notes: judgement.notes,
  };
}

/** What every source's report is judged and looked at with. */
type ReportContext = Pick<LookOptions, "registry" | "ledger"> & {
  goldenSet: string;
  baseRuns: ReadonlyMap<string, readonly ResultRun[]> | undefined;
};

function sourceReport(context: ReportContext, evaluation: SourceEvaluation, stale: readonly LabelProblem[]): SourceReport {
  const { registry } = context;
  const { source, chunks, index } = evaluation;
  const provenance = checkBaselineDigest(source, { registryFile: registry.file });
  const look = lookAtHeldOut({
    ...context,
    source,
    train: evaluation.train,
    heldOut: evaluation.heldOut,
    heldOutRuns: evaluation.runs.filter((r) => r.split === "held_out"),
    by: "check",
  });
  const protectedSplit = look?.protect === "thresholdout";
  const judged = {
    train: evaluation.train,
    heldOut: evaluation.heldOut,
    baseline: source.baseline,
    confidence: registry.noise.confidence,
    noise: registry.noise,
    pairs: pairsOf(evaluation.runs, context.baseRuns?.get(source.id)),
    trainShare: registry.split.train,
    overfitMargin: registry.overfitMargin,
    requireBaseline: registry.requireBaseline,
    k: registry.k,
    retriever: { kind: registry.retriever.kind, identity: index.retriever.identity },
    corpus: { documents: evaluation.cost.documents, tokens: evaluation.cost.sourceTokens },
    staleness: { sourceId: source.id, goldenSet: context.goldenSet, maxAgeDays: registry.maxAgeDays, today: context.ledger.today, registryFile: registry.file, policy: registry.stale },
    provenance,
    heldOutShown: look === null ? null : look.value,
  };
  const judgement = withStaleLabels(judgeNeverGreenerThanPlain(judged), stale);
  return {
    id: source.id,
    ...(source.optional ? { optional: true as const } : {}),
    chunking: evaluation.chunking,
    cost: evaluation.cost,
    train: evaluation.train,
    heldOut: protectedSplit ? withheldMetrics(evaluation.heldOut) : evaluation.heldOut,
    baseline: source.baseline,
    baselineMissing: source.baseline ? missingBaselineFields(source.baseline) : [],
    band: judgement.band,
    verdict: judgement.verdict,
    summary: judgement.summary,
    notes: judgement.notes,
    noise: judgement.noise,
    ...(judgement.detection === undefined ? {} : { detection: judgement.detection }),
    stale: judgement.stale,
    provenance,
    heldOutLook: look,
    questions: evaluation.runs.filter((run) => !(protectedSplit && run.split === "held_out")).map((run) => ({
      id: run.id,
      question: run.question,
      split: run.split,
      hit: run.hit,
      firstRelevantRank: run.firstRelevantRank,
      relevantChunks: run.relevantChunks.length,
      // ids without building the chunks where the index knows them (a warm run's are rebuilt from disk)
      topK: run.ranked.slice(0, registry.k).map((r) => (index.idAt ? index.idAt(r.chunk) : chunks[r.chunk]!.id)),
    })),
  };
}

/** The label problems of `source`: a key naming one of its documents, or one its globs match that `labelPaths` has. */
function labelProblemsOf(workspace: Workspace, source: SourceConfig, labelPaths?: ReadonlyMap<string, readonly string[]>): LabelProblem[] {
  const own = new Set((workspace.documents.get(source.id) ?? []).map((d) => d.path));
  const matches = sourceMatcher(source);
  return workspace.labelProblems.filter((problem) => {
    const paths = problem.document !== undefined ? [problem.document] : problem.kind === "ambiguous-document" ? problem.suggestions : (labelPaths?.get(problem.questionId) ?? []);
    return paths.some((path) => own.has(path) || (problem.document === undefined && matches(path)));
  });
}

/** The train questions scored at head and at the base, paired by id (`noise.method: paired`); null without base runs. */
function pairsOf(runs: readonly QuestionRun[], baseRuns: readonly ResultRun[] | undefined): QuestionPair[] | null {
  if (baseRuns === undefined) return null;
  const before = new Map(baseRuns.map((r) => [r.id, r.hit]));
  return runs.filter((r) => r.split === "train" && before.has(r.id)).map((r) => ({ id: r.id, base: before.get(r.id)!, head: r.hit }));
}

/** With stale keys on its documents, a source is `error`, the judgement of the scored questions its first note. */
function withStaleLabels(judgement: SourceJudgement, stale: readonly LabelProblem[]): SourceJudgement {
  if (stale.length === 0) return judgement;
  const ids = [...new Set(stale.map((p) => p.questionId))];
  const n = stale.length;
  const summary =
    `${plural(n, "golden-set label")} on this source's documents no longer ${n === 1 ? "fits" : "fit"} the corpus (${ids.map((id) => `\`${id}\``).join(", ")}), ` +
    `so ${ids.length === 1 ? "that question was" : "those questions were"} not scored and the numbers leave ${ids.length === 1 ? "it" : "them"} out.`;
  return { ...judgement, verdict: "error", summary, notes: [`Without ${ids.length === 1 ? "it" : "them"}: ${judgement.summary}`, ...judgement.notes] };
}
