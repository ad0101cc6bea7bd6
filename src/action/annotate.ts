import { error, warning } from "@actions/core";
import type { PullRequestReport } from "../usecases/index.js";
import { selectAnnotations, type Annotation } from "../report/index.js";
import { fromTop, type RepositoryLayout } from "../git/index.js";

/** GitHub shows at most 10 annotations of each type per step; more are dropped silently. */
const ANNOTATIONS_PER_TYPE = 10;

/**
 * Annotates the changed lines with the report's regressions, most important first, as many as
 * GitHub shows; returns the ones left out, for the job summary to list.
 */
export function annotate(report: PullRequestReport, layout: RepositoryLayout): Annotation[] {
  const { annotations } = selectAnnotations(report, ANNOTATIONS_PER_TYPE);
  const all = selectAnnotations(report, Number.MAX_SAFE_INTEGER).annotations.map((a) => ({ ...a, path: fromTop(layout, a.path) }));
  for (const a of annotations) {
    const properties = { file: fromTop(layout, a.path), startLine: a.startLine, endLine: a.endLine ?? a.startLine, title: a.title };
    if (a.level === "error") error(a.message, properties);
    else warning(a.message, properties);
  }
  return (["error", "warning"] as const).flatMap((level) => all.filter((a) => a.level === level).slice(ANNOTATIONS_PER_TYPE));
}
