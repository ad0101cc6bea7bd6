import type { SourceConfig } from "../../config/index.js";
import type { LabelProblem } from "../../evaluation/index.js";
import type { Workspace } from "./loadWorkspace.js";
import { sourceMatcher } from "./sourceMatcher.js";

/**
 * The workspace's label problems that belong to `source`, in order: those whose key named one of its
 * documents, or, for a key naming no document the corpus still has, one that `labelPaths` (where the
 * base resolved it) gives and the source's globs match. A problem can belong to several sources or none.
 */
export function labelProblemsOf(workspace: Workspace, source: SourceConfig, labelPaths?: ReadonlyMap<string, readonly string[]>): LabelProblem[] {
  const own = new Set((workspace.documents.get(source.id) ?? []).map((d) => d.path));
  const matches = sourceMatcher(source);
  return workspace.labelProblems.filter((problem) => {
    const paths = problem.document !== undefined ? [problem.document] : problem.kind === "ambiguous-document" ? problem.suggestions : (labelPaths?.get(problem.questionId) ?? []);
    return paths.some((path) => own.has(path) || (problem.document === undefined && matches(path)));
  });
}
