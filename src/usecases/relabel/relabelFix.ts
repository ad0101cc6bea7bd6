import type { LabelProblem } from "../../evaluation/index.js";

/** What `chunkgate relabel` writes for one stale key: the heading path or the document name to put in its place. */
export type RelabelFix = { heading: string[] } | { document: string };

/**
 * The "did you mean" fix of a stale key, or null when it has none that can be applied without a
 * person: a missing heading with a closest heading at head (a rename: the suggestion's path, as
 * long as the key's), or a missing document with a closest title. An ambiguous title, a span, or a
 * section with no text of its own (its subsections are choices, not a rename) are left to a person.
 */
export function relabelFix(problem: Pick<LabelProblem, "kind" | "suggestions">): RelabelFix | null {
  const first = problem.suggestions[0];
  if (first === undefined) return null;
  if (problem.kind === "missing-heading") return { heading: first.split(" > ") };
  if (problem.kind === "missing-document") return { document: first };
  return null;
}

/** The command that applies the fixes, as the reports name it. */
export const RELABEL_COMMAND = "chunkgate relabel --write";
