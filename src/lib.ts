/**
 * chunkgate's engine as a library: plain functions over plain data, no `@actions/*`, no `process`,
 * no exits. The CLI and the action are thin shells over these.
 */
export { runCheck, type CheckOptions, type CheckResult } from "./usecases/check/runCheck.js";
export { loadWorkspace, questionsFor, selectSources, sourceDocuments, type Workspace } from "./usecases/check/loadWorkspace.js";
export { evaluateSource, type SourceEvaluation } from "./usecases/check/evaluateSource.js";
export { chunkSource } from "./usecases/check/chunkSource.js";
export { overallVerdict } from "./gate/overallVerdict.js";
export * from "./usecases/check/types.js";
export { loadRegistry, parseRegistry, parseGoldenSet } from "./config/index.js";
export type * from "./config/types.js";
export { loadCorpus, parseDocument, selectFiles } from "./corpus/index.js";
export type * from "./corpus/types.js";
export { chunkCorpus, prepareCorpus, getChunker, registerChunker, strategyNames, type PreparedCorpus, type Chunker } from "./chunking/index.js";
export type * from "./chunking/types.js";
export {
  analyze,
  getRetriever,
  registerRetriever,
  retrieverNames,
  buildRetriever,
  retrieverIdentity,
  createRetrieverRuntime,
  fuseRankings,
  RetrieverUnavailableError,
} from "./retrieval/index.js";
export type { Retriever, RetrieverBuildInput, RetrieverFactory, RetrieverRuntime, RetrieverRuntimeOptions, EmbeddingStats, RankedHit, RetrievalDoc } from "./retrieval/index.js";
export { openContentStore, noContentStore, openCacheFolder, type ContentStore } from "./cache/index.js";
export { measureSource, type UnscoredSource } from "./usecases/check/measureSource.js";
export { compareRetrievers, type RetrieverComparison } from "./usecases/sweep/compareRetrievers.js";
export { renderComparisonMarkdown } from "./report/renderComparisonMarkdown.js";
export { renderComparisonText } from "./report/renderComparisonText.js";
export { computeMetrics, type Metrics, type QuestionOutcome } from "./evaluation/metrics.js";
export { resolveQuestions, type ResolvedQuestion, type LabelProblem } from "./evaluation/resolveQuestions.js";
export { runQuestions, type QuestionRun } from "./evaluation/runQuestions.js";
export { splitOf, type Split } from "./evaluation/split.js";
export { binomialCdf } from "./gate/binomial.js";
export { noiseBand, isRealDrop, type NoiseBand } from "./gate/noiseBand.js";
export { judgeSource, type Verdict, type SourceJudgement } from "./gate/judgeSource.js";
export { renderText } from "./report/renderText.js";
export { renderTrecQrels, renderTrecRun } from "./report/renderTrec.js";
export { UserError, UserErrors } from "./errors.js";
export { VERSION } from "./version.js";
export { fsFileSource } from "./corpus/fsFileSource.js";
export type { FileSource } from "./corpus/fileSource.js";
export { gitFileSource } from "./git/gitFileSource.js";
export { gitChangedFiles } from "./changes/gitChangedFiles.js";
export { parseUnifiedDiff } from "./changes/parseUnifiedDiff.js";
export type { ChangedFile } from "./changes/types.js";
export { loadRegistryFrom } from "./config/loadRegistryFrom.js";
export { runPullRequestCheck, type PullRequestCheckOptions } from "./usecases/pullRequest/runPullRequestCheck.js";
export { touchedSources } from "./usecases/pullRequest/touchedSources.js";
export type * from "./usecases/pullRequest/types.js";
export { renderCheckMarkdown } from "./report/renderCheckMarkdown.js";
export { renderPullRequestMarkdown } from "./report/renderPullRequestMarkdown.js";
export { selectAnnotations } from "./report/selectAnnotations.js";
export { runSweep, type SweepOptions } from "./usecases/sweep/runSweep.js";
export { mergeSweeps } from "./usecases/sweep/mergeSweeps.js";
export { chooseCell } from "./usecases/sweep/chooseCell.js";
export { renderSweepMarkdown } from "./report/renderSweepMarkdown.js";
export { renderSweepText } from "./report/renderSweepText.js";
export type * from "./usecases/sweep/types.js";
export { runRecord, type RecordOptions, type RecordResult } from "./usecases/record/runRecord.js";
