import type { ChangedFile } from "../../changes/types.js";
import type { SourceEvaluation } from "../check/evaluateSource.js";
import type { Workspace } from "../check/loadWorkspace.js";
import { normalizeHeading } from "../../corpus/normalizeHeading.js";
import type { LabelProblem } from "../../evaluation/resolveQuestions.js";
import type { QuestionRun } from "../../evaluation/runQuestions.js";
import type { Location, Regression, RegressionCause } from "./types.js";

/** The head and (when readable) base side of a pull request, as scored. */
export interface ComparedSides {
  head: { workspace: Workspace; evaluations: readonly SourceEvaluation[] };
  base: { workspace: Workspace; evaluations: readonly SourceEvaluation[] } | null;
  changes: readonly ChangedFile[];
}

const causeOrder: RegressionCause[] = ["stale-label", "edited-section", "configuration", "outranked", "unexplained"];

/**
 * Every question that lost its support: each stale label at head (a key that no longer fits the
 * corpus; with the base, it names the question's old rank), and each question that hit at the
 * base and misses at head, with the change that best explains it, checked in this order: the
 * source's configuration changed; the supporting section's lines were edited; chunks of changed
 * documents now rank above it; otherwise unexplained. Ordered train first, then by cause in that
 * order, then by location, so the most actionable come first.
 */
export function findRegressions(sides: ComparedSides): Regression[] {
  const regressions: Regression[] = [];
  const baseRuns = runsById(sides.base?.evaluations ?? []);
  for (const problem of sides.head.workspace.labelProblems) {
    const before = baseRuns.get(problem.questionId);
    const question = sides.head.workspace.golden.questions.find((q) => q.id === problem.questionId);
    regressions.push(staleLabel(problem, sides, {
      sourceId: before?.sourceId ?? "",
      question: question?.text ?? "",
      split: before?.run.split ?? "train",
      baseRank: before?.run.firstRelevantRank ?? null,
    }));
  }
  if (sides.base) {
    for (const evaluation of sides.head.evaluations) {
      const baseEvaluation = sides.base.evaluations.find((e) => e.source.id === evaluation.source.id);
      if (!baseEvaluation) continue;
      for (const run of evaluation.runs) {
        const before = baseEvaluation.runs.find((r) => r.id === run.id);
        if (!before || !before.hit || run.hit) continue;
        regressions.push(lostHit(evaluation, baseEvaluation, run, before, sides));
      }
    }
  }
  return regressions.sort(
    (a, b) =>
      Number(a.split !== "train") - Number(b.split !== "train") ||
      causeOrder.indexOf(a.cause) - causeOrder.indexOf(b.cause) ||
      (a.location?.path ?? "\uffff").localeCompare(b.location?.path ?? "\uffff") ||
      (a.location?.line ?? 0) - (b.location?.line ?? 0) ||
      a.questionId.localeCompare(b.questionId),
  );
}

function runsById(evaluations: readonly SourceEvaluation[]): Map<string, { sourceId: string; run: QuestionRun }> {
  const map = new Map<string, { sourceId: string; run: QuestionRun }>();
  for (const e of evaluations) for (const run of e.runs) if (!map.has(run.id)) map.set(run.id, { sourceId: e.source.id, run });
  return map;
}

function staleLabel(
  problem: LabelProblem,
  sides: ComparedSides,
  known: { sourceId: string; question: string; split: Regression["split"]; baseRank: number | null },
): Regression {
  const suggestion = problem.kind === "missing-heading" ? problem.suggestions[0] : undefined;
  const location = staleLocation(problem, sides, suggestion) ?? (problem.line ? { path: problem.file, line: problem.line } : undefined);
  const where = location ? ` (${location.path}:${location.line})` : "";
  const didYouMean = suggestion ? `; did you mean \`${suggestion}\`?` : problem.hint ? `; ${problem.hint}` : "";
  return {
    sourceId: known.sourceId,
    questionId: problem.questionId,
    question: known.question,
    split: known.split,
    cause: "stale-label",
    message: `Stale label: ${problem.message}${where}${didYouMean} Update ${problem.file}${problem.line ? `:${problem.line}` : ""}; retrieval itself is not what changed.`,
    ...(location ? { location } : {}),
    ...(suggestion ? { suggestion } : {}),
    baseRank: known.baseRank,
    headRank: null,
  };
}

/** Where the heading went: the suggested heading's line at head, else the document's first change. */
function staleLocation(problem: LabelProblem, sides: ComparedSides, suggestion: string | undefined): Location | undefined {
  if (!problem.document) return undefined;
  const documents = [...sides.head.workspace.documents.values()].flat();
  const doc = documents.find((d) => d.path === problem.document);
  if (doc && suggestion) {
    const wanted = suggestion.split(" > ").map(normalizeHeading);
    const section = doc.sections.find((s) => {
      const path = s.headingPath.map(normalizeHeading).slice(-wanted.length);
      return path.length === wanted.length && path.every((p, i) => p === wanted[i]);
    });
    if (section?.headingLine) return { path: doc.path, line: section.headingLine };
  }
  const change = sides.changes.find((c) => c.path === problem.document);
  const first = change?.headRanges[0];
  return first ? { path: problem.document, line: first[0], endLine: first[1] } : undefined;
}

function lostHit(evaluation: SourceEvaluation, base: SourceEvaluation, run: QuestionRun, before: QuestionRun, sides: ComparedSides): Regression {
  const common = {
    sourceId: evaluation.source.id,
    questionId: run.id,
    question: run.question,
    split: run.split,
    baseRank: before.firstRelevantRank,
    headRank: run.firstRelevantRank,
  };
  const ranks = `rank ${before.firstRelevantRank} → ${run.firstRelevantRank === null ? "not retrieved" : `rank ${run.firstRelevantRank}`}`;
  if (JSON.stringify(base.chunking) !== JSON.stringify(evaluation.chunking) || base.index.retriever.identity !== evaluation.index.retriever.identity) {
    const registry = sides.head.workspace.registry;
    const line = evaluation.source.line;
    return {
      ...common,
      cause: "configuration",
      message: `The chunking or retriever configuration of \`${evaluation.source.id}\` changed in ${registry.file}; the supporting chunk fell from ${ranks}.`,
      ...(line ? { location: { path: registry.file, line } } : {}),
    };
  }
  const edited = editedSupport(run.id, sides);
  if (edited) {
    return { ...common, cause: "edited-section", message: `The supporting section was edited at ${edited.path}:${edited.line}${edited.endLine && edited.endLine !== edited.line ? `-${edited.endLine}` : ""}; its chunk fell from ${ranks}.`, location: edited };
  }
  const changed = new Map(sides.changes.filter((c) => c.status !== "removed").map((c) => [c.path, c]));
  const rival = run.ranked.slice(0, sides.head.workspace.registry.k).find((r) => !r.relevant && changed.has(evaluation.chunks[r.chunk]!.path));
  if (rival) {
    const chunk = evaluation.chunks[rival.chunk]!;
    const how = changed.get(chunk.path)!.status === "added" ? "added" : "changed";
    return {
      ...common,
      cause: "outranked",
      message: `${chunk.path}:${chunk.startLine}-${chunk.endLine} (${how} in this pull request) now outranks the supporting chunk (${ranks}).`,
      location: { path: chunk.path, line: chunk.startLine, endLine: chunk.endLine },
    };
  }
  return { ...common, cause: "unexplained", message: `The supporting chunk fell from ${ranks}; no change in this pull request explains it directly.` };
}

/** The first changed line inside one of the question's supporting sections at head, if any. */
function editedSupport(questionId: string, sides: ComparedSides): Location | undefined {
  const resolved = sides.head.workspace.questions.find((q) => q.question.id === questionId);
  if (!resolved) return undefined;
  for (const key of resolved.supporting) {
    for (const path of key.paths) {
      const change = sides.changes.find((c) => c.path === path);
      if (!change) continue;
      const sections = key.ranges?.get(path) ?? [[1, Number.MAX_SAFE_INTEGER] as [number, number]];
      for (const [start, end] of sections) {
        const hit = change.headRanges.find(([a, b]) => a <= end && b >= start);
        if (hit) return { path, line: Math.max(hit[0], start), endLine: Math.min(hit[1], end) };
      }
    }
  }
  return undefined;
}
