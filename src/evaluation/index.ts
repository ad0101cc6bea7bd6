/** Evaluation: the split, tying golden-set keys to the corpus, relevance, runs and metrics. */
export { computeMetrics, type Metrics, type QuestionOutcome } from "./metrics.js";
export { normalizeWhitespace } from "./normalizeWhitespace.js";
export { includesNormalized } from "./includesNormalized.js";
export { supports } from "./relevance.js";
export { LABEL_PROBLEM_KINDS, resolveQuestions, type LabelProblem, type ResolvedKey, type ResolvedQuestion } from "./resolveQuestions.js";
export { splitOf } from "./split.js";
export { runQuestions, type PathPositions, type QuestionRun, type SourceIndex } from "./runQuestions.js";
export type { Split } from "./split.js";
export { matchingSections } from "./matchingSections.js";
export type { DeletedKeyCheck } from "./resolveQuestions.js";
export type { ResolvedKeyMemo } from "./resolvedKeyMemo.js";
export { measureCoverage, type Coverage, type SectionCoverage } from "./measureCoverage.js";
export { coverageRows, type CoverageRow } from "./coverageRows.js";
export { summariseCoverage } from "./summariseCoverage.js";
