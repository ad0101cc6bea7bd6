import type { GoldenSet, Registry } from "../../config/index.js";
import type { PreparedCache } from "../../corpus/index.js";
import { computeMetrics, type LabelProblem } from "../../evaluation/index.js";
import { judgeSource, missingBaselineFields, skippedJudgement, type SourceJudgement } from "../../gate/index.js";
import { createRetrieverRuntime, retrieverIdentity, type EmbeddingStats, type RetrieverRuntime } from "../../retrieval/index.js";
import type { SourceConfig } from "../../config/index.js";
import { UserError } from "../../errors.js";
import { loadWorkspace, questionsFor, selectSources, sourceDocuments, type Workspace } from "./loadWorkspace.js";
import { isScored, measureSource, type SourceEvaluation, type UnscoredSource } from "./measureSource.js";
import { decideOutcome } from "../decideOutcome.js";
import { labelProblemsOf } from "./labelProblemsOf.js";
import { REPORT_SCHEMA_VERSION, type CheckReport, type SourceReport } from "./types.js";

export interface CheckOptions {
  /** Repository root; every path in the registry is relative to it. */
  root: string;
  /** Registry path relative to root (default `chunkgate.yml`). */
  registryPath?: string;
  /** Only these sources (default: all). */
  sourceIds?: readonly string[];
  /** Called with a short line before each long step; the CLI shows it on a TTY only. */
  progress?: (message: string) => void;
  /**
   * Environment (the API key's variable), embeddings cache and transport for the retriever; one
   * per run. Default: offline (no key, no cache), all BM25 needs.
   */
  runtime?: RetrieverRuntime;
  /**
   * Where parsed documents and their line counts persist between runs, so a run prepares only
   * files that changed (see loadCorpus, prepareCorpus); none by default.
   */
  prepared?: PreparedCache;
}

/** A check's report plus the intermediate results that `explain` and the TREC writer need. */
export interface CheckResult {
  report: CheckReport;
  registry: Registry;
  golden: GoldenSet;
  /** The scored sources, in registry order (a skipped source has none). */
  evaluations: SourceEvaluation[];
  workspace: Workspace;
}

/**
 * The whole check: load the registry, golden set and documents, then for each selected source
 * chunk, index, score train, score held-out once, and judge against the baseline. Deterministic:
 * the same files give the same report, byte for byte. Throws UserError for a broken registry or
 * golden set. Stale labels are in the report, and they make it an `error` (decideOutcome): each source
 * whose documents a stale key names is an `error` itself, with the judgement its other questions
 * got kept as its first note.
 *
 * Fail closed, source by source: a source that cannot be evaluated (its globs match no file, no
 * train question lands in it, or anything throws while it is chunked, indexed or scored) is an
 * `error` with the reason as its summary, never a pass, and the other sources are still evaluated
 * and reported. The run is then `error` unless the source is `optional: true` (decideOutcome).
 */
export async function runCheck(options: CheckOptions): Promise<CheckResult> {
  return scoreWorkspace(await loadWorkspace(options), options);
}

/**
 * Scores the selected sources of an already loaded workspace (all when `sourceIds` is empty): the
 * second half of {@link runCheck}, for callers that load the workspace from somewhere else, such as
 * a pull request's base commit.
 */
export async function scoreWorkspace(
  workspace: Workspace,
  options: {
    sourceIds?: readonly string[];
    progress?: (message: string) => void;
    runtime?: RetrieverRuntime;
    /** Documents each stale question was keyed to elsewhere (a pull request's base), to tell which source it belongs to. */
    labelPaths?: ReadonlyMap<string, readonly string[]>;
  } = {},
): Promise<CheckResult> {
  const { registry, golden } = workspace;
  const runtime = options.runtime ?? createRetrieverRuntime({ progress: options.progress });
  const measured: Array<SourceEvaluation | UnscoredSource | FailedSource> = [];
  const selected = selectSources(registry, options.sourceIds);
  for (const source of selected) {
    options.progress?.(`evaluating ${source.id}`);
    try {
      const documents = sourceDocuments(workspace, source);
      measured.push(await measureSource({ registry, source, documents, questions: questionsFor(workspace, documents, source), runtime, preparedCache: workspace.prepared }));
    } catch (error) {
      measured.push({ source, failure: error });
    }
  }
  const stale = (m: SourceEvaluation | UnscoredSource) => labelProblemsOf(workspace, m.source, options.labelPaths);
  const sources = measured.map((m) => excused("failure" in m ? failedReport(registry, m) : isScored(m) ? sourceReport(registry, m, stale(m)) : skippedReport(registry, m)));
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
    ...embeddingStats(runtime.stats),
  };
  return { report, registry, golden, evaluations: measured.filter((m): m is SourceEvaluation => !("failure" in m) && isScored(m)), workspace };
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

/**
 * The report of a source that could not be evaluated: `error`, the reason as its summary (a
 * UserError's message and fix; anything else is a bug, said so), nothing measured.
 */
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
  };
}

function skippedReport(registry: Registry, unscored: UnscoredSource): SourceReport {
  const judgement = skippedJudgement(unscored.unavailable.message);
  const empty = computeMetrics([], registry.k);
  return {
    id: unscored.source.id,
    ...(unscored.source.optional ? { optional: true as const } : {}),
    chunking: unscored.chunking,
    cost: unscored.cost,
    train: empty,
    heldOut: empty,
    baseline: unscored.source.baseline,
    band: null,
    verdict: judgement.verdict,
    summary: judgement.summary,
    ...(unscored.unavailable.hint === undefined ? {} : { fix: unscored.unavailable.hint }),
    notes: judgement.notes,
    baselineMissing: unscored.source.baseline ? missingBaselineFields(unscored.source.baseline) : [],
    questions: [],
  };
}

function sourceReport(registry: Registry, evaluation: SourceEvaluation, stale: readonly LabelProblem[]): SourceReport {
  const { source, chunks, index } = evaluation;
  const judgement = withStaleLabels(judgeSource({
    train: evaluation.train,
    heldOut: evaluation.heldOut,
    baseline: source.baseline,
    confidence: registry.noise.confidence,
    overfitMargin: registry.overfitMargin,
    requireBaseline: registry.requireBaseline,
    k: registry.k,
    retriever: { kind: registry.retriever.kind, identity: index.retriever.identity },
    corpus: { documents: evaluation.cost.documents, tokens: evaluation.cost.sourceTokens },
  }), stale);
  return {
    id: source.id,
    ...(source.optional ? { optional: true as const } : {}),
    chunking: evaluation.chunking,
    cost: evaluation.cost,
    train: evaluation.train,
    heldOut: evaluation.heldOut,
    baseline: source.baseline,
    baselineMissing: source.baseline ? missingBaselineFields(source.baseline) : [],
    band: judgement.band,
    verdict: judgement.verdict,
    summary: judgement.summary,
    notes: judgement.notes,
    questions: evaluation.runs.map((run) => ({
      id: run.id,
      question: run.question,
      split: run.split,
      hit: run.hit,
      firstRelevantRank: run.firstRelevantRank,
      relevantChunks: run.relevantChunks.length,
      topK: run.ranked.slice(0, registry.k).map((r) => chunks[r.chunk]!.id),
    })),
  };
}

/**
 * A source's judgement when golden-set keys on its documents are stale: `error`, because its
 * numbers leave those questions out, saying which; the judgement of the questions that were
 * scored stays, as the first note. Unchanged without stale keys.
 */
function withStaleLabels(judgement: SourceJudgement, stale: readonly LabelProblem[]): SourceJudgement {
  if (stale.length === 0) return judgement;
  const ids = [...new Set(stale.map((p) => p.questionId))];
  const n = stale.length;
  const summary =
    `${n} golden-set label${n === 1 ? "" : "s"} on this source's documents no longer ${n === 1 ? "fits" : "fit"} the corpus (${ids.map((id) => `\`${id}\``).join(", ")}), ` +
    `so ${ids.length === 1 ? "that question was" : "those questions were"} not scored and the numbers leave ${ids.length === 1 ? "it" : "them"} out.`;
  return { ...judgement, verdict: "error", summary, notes: [`Without ${ids.length === 1 ? "it" : "them"}: ${judgement.summary}`, ...judgement.notes] };
}
