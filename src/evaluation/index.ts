/** Evaluation: the split, tying golden-set keys to the corpus, relevance, runs and metrics. */
export { computeMetrics, type Metrics, type QuestionOutcome } from "./metrics.js";
export { includesNormalized, normalizeWhitespace } from "./includesNormalized.js";
export { supports } from "./relevance.js";
export { LABEL_PROBLEM_KINDS, matchingSections, resolveQuestions, type LabelProblem, type ResolvedKey, type ResolvedQuestion } from "./resolveQuestions.js";
export type { DeletedKeyCheck, ResolvedKeyMemo } from "./resolveQuestions.js";
export { splitOf, type Split } from "./split.js";
export { runQuestions, type PathPositions, type QuestionRun, type SourceIndex } from "./runQuestions.js";
export { coverageRows, measureCoverage, summariseCoverage, type Coverage, type CoverageRow, type SectionCoverage } from "./measureCoverage.js";
