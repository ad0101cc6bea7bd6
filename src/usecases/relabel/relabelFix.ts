import type { LabelProblem } from "../../evaluation/index.js";

/** What `chunkgate relabel` writes for one stale key: both parts when a section moved to another document. */
export type RelabelFix = { heading: string[] } | { document: string } | { document: string; heading: string[] };

/** The fix of a stale key: where its text went (`movedTo`), else its "did you mean"; null when only a person can choose. */
export function relabelFix(problem: Pick<LabelProblem, "kind" | "suggestions" | "movedTo">): RelabelFix | null {
  const moved = problem.movedTo;
  if (moved && moved.heading === null) return { document: moved.document };
  // the key's own document name when the section stayed in it, so writing it changes nothing
  if (moved?.heading) return { document: moved.document, heading: moved.heading };
  const first = problem.suggestions[0];
  if (first === undefined) return null;
  if (problem.kind === "missing-heading") return { heading: first.split(" > ") };
  if (problem.kind === "missing-document") return { document: first };
  return null;
}

/** The command that applies the fixes, as the reports name it. */
export const RELABEL_COMMAND = "chunkgate relabel --write";

/** The command that applies fixes found by following text from a base (`movedTo`), as the reports name it. */
export const RELABEL_BASE_COMMAND = "chunkgate relabel --base origin/main --write";
