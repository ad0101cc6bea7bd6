/** The use cases both shells offer, each deciding its verdict and exit code once: plain functions over plain data. */
export { decideOutcome, decideSweepOutcome, exitCodeOf, EXIT, type ExitCode, type Outcome, type OutcomeApproval, type OutcomeFloor, type OutcomeSource } from "./decideOutcome.js";

// check
export { runCheck, scoreWorkspace, type CheckOptions, type CheckResult } from "./check/runCheck.js";
export { loadWorkspace, questionsFor, selectSources, sourceDocuments, type Workspace } from "./check/loadWorkspace.js";
export { evaluateSource, measureSource, type SourceEvaluation, type UnscoredSource } from "./check/measureSource.js";
export { chunkSource } from "./check/chunkSource.js";
export { closeRunCache, describeCacheUse, openRunCache, type RunCache } from "./check/runCache.js";
export { openResultCache, type ResultCache } from "./check/resultCache.js";
export type { ResultRun, SourceResult } from "./check/sourceResult.js";
export { REPORT_SCHEMA_VERSION, type CheckReport, type HeldOutLook, type QuestionReport, type SourceCost, type SourceReport } from "./check/types.js";
export { lookAtHeldOut, recordedLooks, type LedgerMode } from "./check/lookAtHeldOut.js";
export { unregisteredShapes, type UnregisteredShape } from "./check/unregisteredShapes.js";
export { sourceCoverage } from "./check/sourceCoverage.js";

// pull request
export { belowMin, COST_RISE_SHARE, certainLossReason, costRiseReason, patchCoverageReason, percent, unfitReason } from "./pullRequest/pullRequestFloors.js";
export { patchCoverage } from "./pullRequest/patchCoverage.js";
export { decidePullRequestOutcome, runPullRequestCheck, type PullRequestCheckOptions } from "./pullRequest/runPullRequestCheck.js";
export type { PullRequestLabels } from "./pullRequest/compareWithBase.js";
export { checkAgainstBase, type CheckAgainstBaseOptions } from "./pullRequest/checkAgainstBase.js";
export { localChanges } from "./pullRequest/changesSince.js";
export { keyDestinationsAtBase, pullRequestScope } from "./pullRequest/pullRequestScope.js";
export { touchedSources, type TouchedSources } from "./pullRequest/touchedSources.js";
export { PULL_REQUEST_SWEEP_SCHEMA_VERSION, sweepPullRequest, type PullRequestSources, type PullRequestSweepReport, type SweepError, type SweepPullRequestOptions, type SweepTrigger } from "./pullRequest/sweepPullRequest.js";
export { REGRESSION_CAUSES, type BaselineChangesReport, type CostRise, type Location, type PatchCoverage, type PatchSection, type PullRequestRef, type PullRequestReport, type RecordedBaseline, type Regression, type RegressionCause, type SkippedSource, type StaleLabel } from "./pullRequest/types.js";

// sweep
export { runSweep, type SweepOptions } from "./sweep/runSweep.js";
export { mergeSweeps } from "./sweep/mergeSweeps.js";
export { retrieverConfigs, sweepSource, type RetrieverComparison } from "./sweep/sweepSource.js";
export { chooseCell } from "./sweep/chooseCell.js";
export { readSweepReport } from "./sweep/readSweepReport.js";
export { fingerprintGoldenSet } from "./sweep/fingerprintGoldenSet.js";
export { cellName, resolveOverlap, type Shard } from "./sweep/planCells.js";
export type { GridFlags } from "./sweep/resolveSweepGrid.js";
export type * from "./sweep/types.js";

// record
export { recordedChunking, runRecord, type RecordOptions, type RecordResult } from "./record/runRecord.js";

// relabel
export { relabelFix, RELABEL_BASE_COMMAND, RELABEL_COMMAND, type RelabelFix } from "./relabel/relabelFix.js";
export { relabelWorkspace, runRelabel, type RelabelResult } from "./relabel/runRelabel.js";

// suggest
export { runSuggest, type SuggestResult } from "./suggest/runSuggest.js";
export type { Draft } from "./suggest/draftSection.js";
export { draftsPath, type WaitingDrafts } from "./suggest/waitingDrafts.js";
export { runSuggestFrom, askedId, type SuggestFromResult } from "./suggest/runSuggestFrom.js";
export type { AskedProposal, ProposedPlace } from "./suggest/askedYaml.js";
export { MAX_ASKED_BYTES, MAX_ASKED_QUESTIONS, MAX_QUESTION_CHARS } from "./suggest/readAskedQuestions.js";

// explain
export { explainQuestion, type ExplainedRun, type ExplainedSpan, type Explanation } from "./explain/explainQuestion.js";
