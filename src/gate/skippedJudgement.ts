import type { SourceJudgement } from "./judgeSource.js";

/**
 * The judgement of a source that could not be scored in this run (its retriever is unavailable
 * here): verdict `skipped`, the reason as the summary, nothing measured. Never a pass: a check
 * that scored nothing vouches for nothing.
 *
 * @param reason Why, one clause (becomes "Not scored: <reason>.").
 */
export function skippedJudgement(reason: string): SourceJudgement {
  const sentence = reason.endsWith(".") ? reason : `${reason}.`;
  return { verdict: "skipped", summary: `Not scored: ${sentence}`, band: null, loss: null, notes: [], noise: null, stale: [] };
}
