import type { SourceReport } from "../usecases/index.js";

/**
 * The baseline's recall as the hits and questions it stands for, so it prints at the current
 * recall's precision; without its questions, on today's train questions, as the gate reads it.
 */
export function baselineCounts(source: Pick<SourceReport, "baseline" | "train">): { hits: number; questions: number; recall: number } | null {
  const b = source.baseline;
  if (b === null) return null;
  const questions = b.questions?.train ?? source.train.questions;
  if (questions === 0) return null;
  const hits = Math.round(b.recall * questions);
  return { hits, questions, recall: hits / questions };
}
