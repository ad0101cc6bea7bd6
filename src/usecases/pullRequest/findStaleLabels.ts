import { matchingSections, type LabelProblem } from "../../evaluation/index.js";
import type { ResultRun } from "../check/sourceResult.js";
import type { ComparedSides } from "./findRegressions.js";
import { keyPath, resolvedAtBase } from "./followRenamedKeys.js";
import type { Location, StaleLabel } from "./types.js";

/** Each key that no longer fits the head corpus, in golden-set order, with its base source, rank and where to look. */
export function findStaleLabels(sides: ComparedSides): StaleLabel[] {
  const baseRuns = new Map<string, { sourceId: string; run: ResultRun }>();
  for (const e of sides.base?.evaluations ?? []) for (const run of e.runs) if (!baseRuns.has(run.id)) baseRuns.set(run.id, { sourceId: e.sourceId, run });
  const questions = new Map(sides.head.workspace.golden.questions.map((q) => [q.id, q]));
  return sides.head.workspace.labelProblems.map((problem) => {
    const before = baseRuns.get(problem.questionId);
    const location = staleLocation(problem, sides) ?? (problem.line ? { path: problem.file, line: problem.line } : undefined);
    return {
      ...problem,
      question: questions.get(problem.questionId)?.text ?? "",
      sourceId: before?.sourceId ?? "",
      split: before?.run.split ?? "train",
      ...(location ? { location } : {}),
      baseRank: before?.run.firstRelevantRank ?? null,
    };
  });
}

/** Where a stale key's text went at head; for a span, the change that replaced its occurrence (by offsets, so repeated text names the edited one). */
function staleLocation(problem: LabelProblem, sides: ComparedSides): Location | undefined {
  if (problem.movedTo?.line) return { path: problem.movedTo.path, line: problem.movedTo.line };
  if (problem.kind === "missing-span") {
    const edited = editedSpan(problem, sides);
    if (edited) return edited;
  }
  if (!problem.document) return undefined;
  const suggestion = problem.kind === "missing-heading" ? problem.suggestions[0] : undefined;
  const doc = [...sides.head.workspace.documents.values()].flat().find((d) => d.path === problem.document);
  if (doc && suggestion) {
    const line = matchingSections(doc, suggestion.split(" > ")).find((s) => s.headingLine !== null)?.headingLine;
    if (line) return { path: doc.path, line };
  }
  const first = sides.changes.find((c) => c.path === problem.document)?.headRanges[0];
  return first ? { path: problem.document, line: first[0], endLine: first[1] } : undefined;
}

/** The head lines of the change that replaced an occurrence the span key had at the base, if one did. */
function editedSpan(problem: LabelProblem, sides: ComparedSides): Location | undefined {
  const key = keyPath(problem.key)?.list === "supporting" ? resolvedAtBase(problem, sides.base?.workspace) : undefined;
  for (const [path, occurrences] of key?.occurrences ?? []) {
    const change = sides.changes.find((c) => (c.previousPath ?? c.path) === path && c.status !== "removed");
    if (!change || change.headRanges.length !== change.baseRanges.length) continue;
    for (const o of occurrences) {
      const i = change.baseRanges.findIndex(([a, b]) => a <= o.endLine && b >= o.startLine);
      if (i !== -1) return { path: change.path, line: change.headRanges[i]![0], endLine: change.headRanges[i]![1] };
    }
  }
  return undefined;
}
