import type { SourceReport } from "../usecases/index.js";

/**
 * The baseline's recall as the counts it stands for, so that it is printed exactly as the current
 * recall is (hits ÷ questions at the same precision): a recorded 0.8485 on 33 train questions is
 * 28 of 33 and prints 0.848, as 28 of 33 now does, never 0.849 beside it. The questions are those
 * the baseline recorded; a hand-written baseline without them is read on the train questions now,
 * as the gate reads it (round(recall × n) hits). Null without a baseline or with no question to
 * count on.
 */
export function baselineCounts(source: Pick<SourceReport, "baseline" | "train">): { hits: number; questions: number; recall: number } | null {
  const b = source.baseline;
  if (b === null) return null;
  const questions = b.questions?.train ?? source.train.questions;
  if (questions === 0) return null;
  const hits = Math.round(b.recall * questions);
  return { hits, questions, recall: hits / questions };
}
