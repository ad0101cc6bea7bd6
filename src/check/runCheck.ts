import { getChunker } from "../chunking/strategies.js";
import { loadRegistry } from "../config/loadRegistry.js";
import type { GoldenSet, Registry, SourceConfig } from "../config/types.js";
import { loadCorpus } from "../corpus/loadCorpus.js";
import type { Document } from "../corpus/types.js";
import { UserError } from "../errors.js";
import { resolveQuestions, type ResolvedQuestion } from "../evaluation/resolveQuestions.js";
import { judgeSource } from "../gate/judgeSource.js";
import { getRetriever } from "../retrieval/retriever.js";
import { evaluateSource, type SourceEvaluation } from "./evaluateSource.js";
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
}

/** A check's report plus the intermediate results that `explain` and the TREC writer need. */
export interface CheckResult {
  report: CheckReport;
  registry: Registry;
  golden: GoldenSet;
  evaluations: SourceEvaluation[];
}

/**
 * The whole check: load the registry and golden set, load every source's documents, tie the golden
 * set to them, then for each selected source chunk, index, score train, score held-out once, and
 * judge against the baseline. Deterministic: the same files give the same report, byte for byte.
 * Throws UserError for a broken registry or corpus; stale labels are returned in the report.
 */
export async function runCheck(options: CheckOptions): Promise<CheckResult> {
  const progress = options.progress ?? (() => {});
  const { registry, golden } = await loadRegistry({ root: options.root, registryPath: options.registryPath });
  const selected = selectSources(registry, options.sourceIds);
  for (const source of registry.sources) getChunker(source.chunking.strategy, { file: registry.file, line: source.line });
  getRetriever(registry.retriever.kind);

  const documentsBySource = new Map<string, Document[]>();
  const warnings: string[] = [];
  for (const source of registry.sources) {
    progress(`loading ${source.id}`);
    const corpus = await loadCorpus({ root: options.root, include: source.include, exclude: source.exclude });
    documentsBySource.set(source.id, corpus.documents);
    warnings.push(...corpus.warnings);
  }
  const allDocuments = uniqueByPath([...documentsBySource.values()].flat());
  const { questions, problems } = resolveQuestions(golden, allDocuments, registry.split);

  const evaluations: SourceEvaluation[] = [];
  const sources: SourceReport[] = [];
  for (const source of selected) {
    const documents = documentsBySource.get(source.id) ?? [];
    if (documents.length === 0) {
      throw new UserError(`source "${source.id}" matches no file`, {
        file: registry.file,
        line: source.line,
        hint: `check its include globs (${source.include.join(", ")}); they are relative to ${options.root}`,
      });
    }
    progress(`evaluating ${source.id}`);
    const evaluation = await evaluateSource({ registry, source, documents, questions: questionsOf(questions, documents) });
    evaluations.push(evaluation);
    sources.push(sourceReport(registry, evaluation));
  }
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
    labelProblems: problems,
    warnings,
  };
  return { report, registry, golden, evaluations };
}

function selectSources(registry: Registry, ids: readonly string[] | undefined): SourceConfig[] {
  if (!ids || ids.length === 0) return registry.sources;
  const known = registry.sources.map((s) => s.id);
  for (const id of ids) {
    if (!known.includes(id)) {
      throw new UserError(`no source "${id}" in ${registry.file}`, { hint: `use one of: ${known.join(", ")}` });
    }
  }
  return registry.sources.filter((s) => ids.includes(s.id));
}

/** The answerable questions whose supporting evidence lives in these documents. */
function questionsOf(questions: readonly ResolvedQuestion[], documents: readonly Document[]): ResolvedQuestion[] {
  const paths = new Set(documents.map((d) => d.path));
  return questions.filter((q) => q.supporting.some((key) => key.paths.some((p) => paths.has(p))));
}

function uniqueByPath(documents: readonly Document[]): Document[] {
  const seen = new Map<string, Document>();
  for (const d of documents) if (!seen.has(d.path)) seen.set(d.path, d);
  return [...seen.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
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
