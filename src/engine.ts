/** What the library offers, loading nothing at import; every name from a folder's public face, in stage order. */
export { UserError, UserErrors } from "./errors.js";
export { VERSION } from "./version.js";
export { openContentStore, noContentStore, openCacheFolder, type ContentStore } from "./store/index.js";
export { loadCorpus, parseDocument, selectFiles, fsFileSource, type FileSource } from "./corpus/index.js";
export type { Block, BlockKind, Document, Section } from "./corpus/index.js";
export { gitFileSource } from "./git/index.js";
export { gitChangedFiles, gitWorktreeChanges, parseUnifiedDiff, type ChangedFile } from "./changes/index.js";
export { chunkCorpus, prepareCorpus, getChunker, registerChunker, strategyNames, type PreparedCorpus, type Chunker } from "./chunking/index.js";
export type { Chunk, ChunkingParams, ChunkUnit, TokenizerName } from "./chunking/index.js";
export { loadRegistry, loadRegistryFrom, parseRegistry, parseGoldenSet } from "./config/index.js";
export type { Baseline, EmbeddingsConfig, EvidenceKey, GoldenSet, Question, Registry, RetrieverConfig, SourceConfig, SweepConfig } from "./config/index.js";
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
export {
  computeMetrics,
  resolveQuestions,
  runQuestions,
  splitOf,
  LABEL_PROBLEM_KINDS,
  type Metrics,
  type QuestionOutcome,
  type ResolvedQuestion,
  type LabelProblem,
  type QuestionRun,
  type Split,
} from "./evaluation/index.js";
export { binomialCdf, noiseBand, isRealDrop, judgeSource, overallVerdict, VERDICTS, type NoiseBand, type Verdict, type SourceJudgement } from "./gate/index.js";
export * from "./usecases/index.js";
export {
  renderText,
  renderCheckMarkdown,
  renderTrecQrels,
  renderTrecRun,
  renderPullRequestMarkdown,
  renderPullRequestText,
  renderComment,
  selectAnnotations,
  renderSweepMarkdown,
  renderSweepText,
  renderComparisonMarkdown,
  renderComparisonText,
} from "./report/index.js";
