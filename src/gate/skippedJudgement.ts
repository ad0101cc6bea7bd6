import type { SourceJudgement } from "./judgeSource.js";

/** A source its retriever cannot score here: `skipped`, never a pass, since nothing was vouched for. */
export function skippedJudgement(reason: string): SourceJudgement {
  const sentence = reason.endsWith(".") ? reason : `${reason}.`;
  return { verdict: "skipped", summary: `Not scored: ${sentence}`, band: null, loss: null, notes: [], noise: null, stale: [] };
}
