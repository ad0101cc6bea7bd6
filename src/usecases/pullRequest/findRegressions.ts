import { headLineOf, type ChangedFile } from "../../changes/index.js";
import type { SourceEvaluation } from "../check/measureSource.js";
import type { ResultRun, SourceResult } from "../check/sourceResult.js";
import type { Workspace } from "../check/loadWorkspace.js";
import type { QuestionRun, ResolvedKey, ResolvedQuestion } from "../../evaluation/index.js";
import type { Location, Regression, RegressionCause } from "./types.js";

/** The head and (when readable) base side of a pull request, as scored. */
export interface ComparedSides {
  head: { workspace: Workspace; evaluations: readonly SourceEvaluation[] };
  /** The base's results, computed or kept; its workspace is null when the results were kept and no key is stale at head. */
  base: { workspace: Workspace | null; evaluations: readonly SourceResult[] } | null;
  changes: readonly ChangedFile[];
}

const causeOrder: RegressionCause[] = ["deleted-section", "edited-section", "configuration", "outranked", "unexplained"];

/** Every question that hit at the base and misses at head with the change that best explains it; train first, then cause, location. */
export function findRegressions(sides: ComparedSides): Regression[] {
  const regressions: Regression[] = [];
  if (sides.base) {
    for (const evaluation of sides.head.evaluations) {
      const baseEvaluation = sides.base.evaluations.find((e) => e.sourceId === evaluation.source.id);
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
      compare(a.location?.path ?? a.deleted?.path ?? "\uffff", b.location?.path ?? b.deleted?.path ?? "\uffff") ||
      (a.location?.line ?? a.deleted?.line ?? 0) - (b.location?.line ?? b.deleted?.line ?? 0) ||
      compare(a.questionId, b.questionId),
  );
}

/** Code-unit order, not localeCompare: the same on every machine. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function lostHit(evaluation: SourceEvaluation, base: SourceResult, run: QuestionRun, before: ResultRun, sides: ComparedSides): Regression {
  const common = {
    sourceId: evaluation.source.id,
    questionId: run.id,
    question: run.question,
    split: run.split,
    baseRank: before.firstRelevantRank,
    headRank: run.firstRelevantRank,
  };
  const ranks = `rank ${before.firstRelevantRank} → ${run.firstRelevantRank === null ? "not retrieved" : `rank ${run.firstRelevantRank}`}`;
  const resolved = sides.head.workspace.questions.find((q) => q.question.id === run.id);
  const deleted = deletedSupport(resolved, sides);
  if (deleted) {
    const where = `${deleted.at.path}:${deleted.at.line}`;
    const gone = deleted.documentRemoved ? `its document, ${deleted.at.path}, was deleted` : `the section that answered it was deleted at ${where}`;
    return {
      ...common,
      cause: "deleted-section",
      message: `${gone.charAt(0).toUpperCase()}${gone.slice(1)}${deleted.heading ? ` (\`${deleted.heading}\`)` : ""}, and nothing like it is left: the answer is gone from the corpus (${ranks}). If that is intended, key the question to where the answer is now, or write \`supporting: []\`.`,
      ...(deleted.location ? { location: deleted.location } : {}),
      deleted: deleted.at,
    };
  }
  if (JSON.stringify(base.chunking) !== JSON.stringify(evaluation.chunking) || base.retriever !== evaluation.index.retriever.identity) {
    const registry = sides.head.workspace.registry;
    const line = evaluation.source.line;
    return {
      ...common,
      cause: "configuration",
      message: `The chunking or retriever configuration of \`${evaluation.source.id}\` changed in ${registry.file}; the supporting chunk fell from ${ranks}.`,
      ...(line ? { location: { path: registry.file, line } } : {}),
    };
  }
  const edited = editedSupport(resolved, sides);
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

/** The question's supporting key whose section the change deleted: where it was, and the spot at head for an annotation. */
function deletedSupport(resolved: ResolvedQuestion | undefined, sides: ComparedSides): { at: Location; heading: string | null; documentRemoved: boolean; location?: Location } | undefined {
  const key = resolved?.supporting.find((k) => k.deleted !== undefined);
  if (!key?.deleted) return undefined;
  const at = { path: key.deleted.path, line: key.deleted.line };
  const heading = key.key.kind === "heading" ? key.key.heading.join(" > ") : null;
  const change = sides.changes.find((c) => c.path === key.paths[0] || c.previousPath === at.path);
  if (!change || change.status === "removed") return { at, heading, documentRemoved: true };
  const line = headLineOf(change, at.line);
  return { at, heading, documentRemoved: false, ...(line === undefined ? {} : { location: { path: change.path, line } }) };
}

/** The first changed line inside one of the question's supporting sections at head, a span's own occurrence first. */
function editedSupport(resolved: ResolvedQuestion | undefined, sides: ComparedSides): Location | undefined {
  if (!resolved) return undefined;
  const keys = resolved.supporting.filter((key) => !key.deleted);
  const whole = [[1, Number.MAX_SAFE_INTEGER] as [number, number]];
  const passes: Array<(key: ResolvedKey, path: string) => Array<[number, number]> | undefined> = [
    (key, path) => key.occurrences?.get(path)?.map((o): [number, number] => [o.startLine, o.endLine]),
    (key, path) => key.ranges?.get(path) ?? whole,
  ];
  for (const sectionsOf of passes) {
    for (const key of keys) {
      for (const path of key.paths) {
        const change = sides.changes.find((c) => c.path === path);
        if (!change) continue;
        for (const [start, end] of sectionsOf(key, path) ?? []) {
          const hit = change.headRanges.find(([a, b]) => a <= end && b >= start);
          if (hit) return { path, line: Math.max(hit[0], start), endLine: Math.min(hit[1], end) };
        }
      }
    }
  }
  return undefined;
}
