import { REPORT_SCHEMA_VERSION, type CheckReport, type QuestionReport, type SourceReport } from "../../src/usecases/check/types.js";
import type { PullRequestReport, Regression, StaleLabel } from "../../src/usecases/pullRequest/types.js";
import { decideOutcome } from "../../src/usecases/decideOutcome.js";
import type { LabelProblem } from "../../src/evaluation/resolveQuestions.js";
import type { Metrics } from "../../src/evaluation/metrics.js";
import { noiseBand } from "../../src/gate/noiseBand.js";
import { judgeNoise } from "../../src/gate/noiseMethods.js";
import type { BaselineChangesReport } from "../../src/usecases/pullRequest/types.js";

/*
 * Two sets of builders live here. The short ones (`metrics`, `sourceReport`, `pullRequestReport`)
 * serve the action's tests; the `build*` ones make the report renderers' fixtures, with a real
 * noise band and verdicts consistent with it.
 */

/** Metrics with `hits` of `questions`, other columns fixed. */
export function metrics(hits: number, questions: number): Metrics {
  return { questions, hits, recall: questions === 0 ? 0 : hits / questions, mrr: 0.5, precision: 0.2, contextTokensPerQuery: 300 };
}

/** A source `id` that passed with 10 of 10 train and 9 of 10 held-out questions, no baseline or band; `overrides` replace fields as given. */
export function sourceReport(id: string, overrides: Partial<SourceReport> = {}): SourceReport {
  return {
    id,
    chunking: { strategy: "structural", unit: "words", size: 120, overlap: 20, contextHeader: true, tokenizer: "o200k_base" },
    cost: { documents: 1, sections: 1, chunks: 1, sourceTokens: 100, storedTokens: 110, fold: 1.1 },
    train: metrics(10, 10),
    heldOut: metrics(9, 10),
    baseline: null,
    baselineMissing: [],
    band: null,
    verdict: "pass",
    summary: "Train recall@3 1.00 is level with the baseline.",
    notes: [],
    questions: [],
    noise: null,
    stale: [],
    provenance: null,
    heldOutLook: null,
    ...overrides,
  };
}

/** A pull request's baseline changes: compared with the base, nothing changed, nothing to approve; `overrides` replace fields as given. */
export function buildBaselineChanges(overrides: Partial<BaselineChangesReport> = {}): BaselineChangesReport {
  return { compared: true, note: "", changes: [], recorded: [], approval: { label: "chunkgate:accept-baseline", required: 0, approved: true, approvedBy: null, digest: "", withdrawn: false, sentence: "" }, ...overrides };
}

/** A pull request report over `sources` with verdict `pass` (tests set another verdict themselves); `overrides` replace fields as given. */
export function pullRequestReport(sources: SourceReport[], overrides: Partial<PullRequestReport> = {}): PullRequestReport {
  return buildPullRequestReport({ check: buildCheckReport({ sources, verdict: "pass" }), ...overrides });
}

/** Metrics with `hits` of `questions`; the other columns are fixed so goldens stay readable. */
export function metricsOf(hits: number, questions: number): Metrics {
  return { questions, hits, recall: questions === 0 ? 0 : hits / questions, mrr: questions === 0 ? 0 : 0.8, precision: questions === 0 ? 0 : 0.3, contextTokensPerQuery: questions === 0 ? 0 : 412 };
}

/**
 * One source's report: by default `product_docs`, 13 of 13 train hits against a baseline of 1.0
 * (band computed by the real noiseBand), 7 of 10 held-out, passing. `hits` changes the train hits
 * (and the verdict follows the band unless given); the rest overrides fields as they are.
 */
export function buildSource(overrides: Partial<SourceReport> & { hits?: number } = {}): SourceReport {
  const { hits = 13, ...fields } = overrides;
  const baseline = {
    measuredOn: "2026-11-29",
    retriever: "bm25(k1=1.2,b=0.75)",
    k: 3,
    recall: 1,
    heldOutRecall: 0.7,
    questions: { train: 13, heldOut: 10 },
    corpus: { documents: 30, sections: 174, tokens: 5677 },
    line: 15,
  };
  const band = noiseBand({ baseline: baseline.recall, questions: 13, confidence: 0.95 });
  const loss = band.baselineHits - hits;
  const failed = loss > band.allowedLoss;
  return {
    id: "product_docs",
    chunking: { strategy: "structural", unit: "words", size: 120, overlap: 20, contextHeader: true, tokenizer: "o200k_base" },
    cost: { documents: 30, sections: 174, chunks: 174, sourceTokens: 5677, storedTokens: 7105, fold: 7105 / 5677 },
    train: metricsOf(hits, 13),
    heldOut: metricsOf(7, 10),
    baseline,
    baselineMissing: [],
    band,
    verdict: failed ? "fail" : "pass",
    summary: failed
      ? `Train recall@3 ${(hits / 13).toFixed(2)} is ${loss} questions below the baseline 1.00 (13 of 13 train questions); the 95% noise band allows ${band.allowedLoss}.`
      : "Train recall@3 1.00 is level with the baseline 1.00 (13 of 13 train questions).",
    notes: [],
    questions: [],
    noise: judgeNoise({ train: { questions: 13, hits }, baseline: baseline.recall, noise: { method: "binomial", confidence: 0.95 }, pairs: null, trainShare: 0.7 }),
    stale: [],
    provenance: null,
    heldOutLook: null,
    ...fields,
  };
}

/** A question's result, a miss by default. */
export function buildQuestion(overrides: Partial<QuestionReport> = {}): QuestionReport {
  return { id: "lum-001", question: "What is the operating temperature of the TS-200?", split: "train", hit: false, firstRelevantRank: 5, relevantChunks: 1, topK: [], ...overrides };
}

/** A check report over `sources` (default: one passing `buildSource()`), verdict computed as the engine does unless given. */
export function buildCheckReport(overrides: Partial<CheckReport> = {}): CheckReport {
  const sources = overrides.sources ?? [buildSource()];
  const verdict = overrides.verdict ?? decideOutcome({ sources, staleLabels: overrides.labelProblems?.length ?? 0, whenEmpty: "error" }).verdict;
  return {
    schemaVersion: REPORT_SCHEMA_VERSION,
    registry: "chunkgate.yml",
    goldenSet: "evals/retrieval.yaml",
    retriever: "bm25(k1=1.2,b=0.75)",
    k: 3,
    runDepth: 100,
    confidence: 0.95,
    unanswerable: [],
    labelProblems: [],
    warnings: [],
    unregistered: [],
    skippedFiles: [],
    ...overrides,
    sources,
    verdict,
  };
}

/** A regression: by default an edited section in `product_docs`, train, rank 1 → 6. */
export function buildRegression(overrides: Partial<Regression> = {}): Regression {
  return {
    sourceId: "product_docs",
    questionId: "lum-002",
    question: "How long is the TS-200 warranty?",
    split: "train",
    cause: "edited-section",
    message: "The supporting section was edited at docs/products/ts-200.md:41-44; its chunk fell from rank 1 → rank 6.",
    location: { path: "docs/products/ts-200.md", line: 41, endLine: 44 },
    baseRank: 1,
    headRank: 6,
    ...overrides,
  };
}

/** A pull request report around `check` (default: `buildCheckReport()`), with fixed SHAs so goldens are stable. */
export function buildPullRequestReport(overrides: Partial<PullRequestReport> = {}): PullRequestReport {
  const check = overrides.check ?? buildCheckReport();
  return {
    registryPath: check.registry,
    headSha: "8f14e45fceea167a5a36dedd4bea2543c0ffee01",
    baseSha: "c9f0f895fb98ab9159f51fd0297e236d7a11ab5e",
    changedFiles: 2,
    touched: check.sources.map((s) => ({ id: s.id, reason: "docs/products/ts-200.md changed" })),
    skipped: [],
    regressions: [],
    staleLabels: [],
    unfitAfterMerge: [],
    costRises: [],
    failureDowngraded: false,
    baselineChanges: buildBaselineChanges(),
    ...overrides,
    check,
  };
}

/** A label problem: by default lum-034's renamed heading, with its "did you mean". */
export function buildLabelProblem(overrides: Partial<LabelProblem> = {}): LabelProblem {
  return {
    questionId: "lum-034",
    file: "evals/retrieval.yaml",
    line: 229,
    key: "supporting[0]",
    kind: "missing-heading",
    document: "docs/products/returns-policy.md",
    message: 'heading "Damaged in transit" matches no section of docs/products/returns-policy.md ("Returns Policy")',
    suggestions: ["Damage claims"],
    hint: "did you mean `Damage claims`?",
    ...overrides,
  };
}

/** A stale label of a pull request: by default buildLabelProblem's, scored at the base in `product_docs` at rank 2, renamed at line 17. */
export function buildStaleLabel(overrides: Partial<StaleLabel> = {}): StaleLabel {
  return {
    ...buildLabelProblem(),
    question: "What happens when goods arrive damaged?",
    sourceId: "product_docs",
    split: "train",
    location: { path: "docs/products/returns-policy.md", line: 17 },
    baseRank: 2,
    ...overrides,
  };
}
