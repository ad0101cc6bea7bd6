import type { PreparedCache } from "../corpus/preparedCache.js";
import type { GoldenSet, Registry } from "../config/types.js";
import { judgeSource } from "../gate/judgeSource.js";
import { evaluateSource, type SourceEvaluation } from "./evaluateSource.js";
import { loadWorkspace, questionsFor, selectSources, sourceDocuments, type Workspace } from "./loadWorkspace.js";
import { overallVerdict } from "./overallVerdict.js";
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
  evaluations: SourceEvaluation[];
  workspace: Workspace;
}

/**
 * The whole check: load the registry, golden set and documents, then for each selected source
 * chunk, index, score train, score held-out once, and judge against the baseline. Deterministic:
 * the same files give the same report, byte for byte. Throws UserError for a broken registry or
 * corpus; stale labels are returned in the report for the caller to weigh.
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
  options: { sourceIds?: readonly string[]; progress?: (message: string) => void; prepared?: PreparedCache } = {},
): Promise<CheckResult> {
  const { registry, golden } = workspace;
  const evaluations: SourceEvaluation[] = [];
  for (const source of selectSources(registry, options.sourceIds)) {
    const documents = sourceDocuments(workspace, source);
    options.progress?.(`evaluating ${source.id}`);
    evaluations.push(await evaluateSource({ registry, source, documents, questions: questionsFor(workspace, documents), preparedCache: options.prepared ?? workspace.prepared }));
  }
  const sources = evaluations.map((e) => sourceReport(registry, e));
  const report: CheckReport = {
    schemaVersion: REPORT_SCHEMA_VERSION,
    registry: registry.file,
    goldenSet: golden.file,
    retriever: evaluations[0]?.index.retriever.identity ?? registry.retriever.kind,
    k: registry.k,
    runDepth: registry.runDepth,
    confidence: registry.noise.confidence,
    verdict: overallVerdict(sources.map((s) => s.verdict)),
    sources,
    unanswerable: golden.questions.filter((q) => q.supporting.length === 0).map((q) => ({ id: q.id, question: q.text })),
    labelProblems: workspace.labelProblems,
    warnings: workspace.warnings,
  };
  return { report, registry, golden, evaluations, workspace };
}

function sourceReport(registry: Registry, evaluation: SourceEvaluation): SourceReport {
  const { source, chunks, index } = evaluation;
  const judgement = judgeSource({
    train: evaluation.train,
    heldOut: evaluation.heldOut,
    baseline: source.baseline,
    confidence: registry.noise.confidence,
    overfitMargin: registry.overfitMargin,
    requireBaseline: registry.requireBaseline,
    k: registry.k,
    retriever: { kind: registry.retriever.kind, identity: index.retriever.identity },
    corpus: { documents: evaluation.cost.documents, tokens: evaluation.cost.sourceTokens },
  });
  return {
    id: source.id,
    chunking: evaluation.chunking,
    cost: evaluation.cost,
    train: evaluation.train,
    heldOut: evaluation.heldOut,
    baseline: source.baseline,
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
