/**
 * chunkgate's engine as a library: plain functions over plain data, no `@actions/*`, no `process`,
 * no exits. The CLI and the action are thin shells over these.
 */
export { runCheck, type CheckOptions, type CheckResult } from "./check/runCheck.js";
export { loadWorkspace, questionsFor, selectSources, sourceDocuments, type Workspace } from "./check/loadWorkspace.js";
export { evaluateSource, type SourceEvaluation } from "./check/evaluateSource.js";
export { chunkSource } from "./check/chunkSource.js";
export { overallVerdict } from "./check/overallVerdict.js";
export * from "./check/types.js";
export { loadRegistry, parseRegistry, parseGoldenSet } from "./config/index.js";
export type * from "./config/types.js";
export { loadCorpus, parseDocument, selectFiles } from "./corpus/index.js";
export type * from "./corpus/types.js";
export { chunkCorpus, prepareCorpus, getChunker, registerChunker, strategyNames, type PreparedCorpus, type Chunker } from "./chunking/index.js";
export type * from "./chunking/types.js";
export { analyze, getRetriever, registerRetriever, retrieverNames } from "./retrieval/index.js";
export type { Retriever, RetrieverFactory, RankedHit, RetrievalDoc } from "./retrieval/index.js";
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
