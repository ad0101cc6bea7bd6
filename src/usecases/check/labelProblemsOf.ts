import type { SourceConfig } from "../../config/index.js";
import type { LabelProblem } from "../../evaluation/index.js";
import type { Workspace } from "./loadWorkspace.js";
import { sourceMatcher } from "./sourceMatcher.js";

/**
 * The workspace's label problems that belong to `source`: those whose key named one of its
 * documents (the document a missing heading was looked for in, the documents an ambiguous title
 * matched), or, for a key that names no document the corpus still has (a missing document or
 * span), one of the documents `labelPaths` gives for that question (where a pull request's base
 * resolved it), matched against the source's globs. A problem can belong to several sources, or to
 * none. In the workspace's order.
 */
export function labelProblemsOf(workspace: Workspace, source: SourceConfig, labelPaths?: ReadonlyMap<string, readonly string[]>): LabelProblem[] {
  const own = new Set((workspace.documents.get(source.id) ?? []).map((d) => d.path));
  const matches = sourceMatcher(source);
  return workspace.labelProblems.filter((problem) => {
    const paths = problem.document !== undefined ? [problem.document] : problem.kind === "ambiguous-document" ? problem.suggestions : (labelPaths?.get(problem.questionId) ?? []);
    return paths.some((path) => own.has(path) || (problem.document === undefined && matches(path)));
  });
}
