import { type CheckReport, type QuestionReport, type SourceReport } from "../../src/usecases/check/types.js";
import type { PullRequestReport, Regression, StaleLabel } from "../../src/usecases/pullRequest/types.js";
import type { LabelProblem } from "../../src/evaluation/resolveQuestions.js";
import type { Metrics } from "../../src/evaluation/metrics.js";
/** Metrics with `hits` of `questions`, other columns fixed. */
export declare function metrics(hits: number, questions: number): Metrics;
/** A source `id` that passed with 10 of 10 train and 9 of 10 held-out questions, no baseline or band; `overrides` replace fields as given. */
export declare function sourceReport(id: string, overrides?: Partial<SourceReport>): SourceReport;
/** A pull request report over `sources` with verdict `pass` (tests set another verdict themselves); `overrides` replace fields as given. */
export declare function pullRequestReport(sources: SourceReport[], overrides?: Partial<PullRequestReport>): PullRequestReport;
/** Metrics with `hits` of `questions`; the other columns are fixed so goldens stay readable. */
export declare function metricsOf(hits: number, questions: number): Metrics;
/**
 * One source's report: by default `product_docs`, 13 of 13 train hits against a baseline of 1.0
 * (band computed by the real noiseBand), 7 of 10 held-out, passing. `hits` changes the train hits
 * (and the verdict follows the band unless given); the rest overrides fields as they are.
 */
export declare function buildSource(overrides?: Partial<SourceReport> & {
    hits?: number;
}): SourceReport;
/** A question's result, a miss by default. */
export declare function buildQuestion(overrides?: Partial<QuestionReport>): QuestionReport;
/** A check report over `sources` (default: one passing `buildSource()`), verdict computed as the engine does unless given. */
export declare function buildCheckReport(overrides?: Partial<CheckReport>): CheckReport;
/** A regression: by default an edited section in `product_docs`, train, rank 1 → 6. */
export declare function buildRegression(overrides?: Partial<Regression>): Regression;
/** A pull request report around `check` (default: `buildCheckReport()`), with fixed SHAs so goldens are stable. */
export declare function buildPullRequestReport(overrides?: Partial<PullRequestReport>): PullRequestReport;
/** A label problem: by default lum-034's renamed heading, with its "did you mean". */
export declare function buildLabelProblem(overrides?: Partial<LabelProblem>): LabelProblem;
/** A stale label of a pull request: by default buildLabelProblem's, scored at the base in `product_docs` at rank 2, renamed at line 17. */
export declare function buildStaleLabel(overrides?: Partial<StaleLabel>): StaleLabel;
