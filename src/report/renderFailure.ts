import type { Outcome } from "../usecases/index.js";

/** Why a run fails, as a failed step's plain-text message: the verdict, then decideOutcome's reasons; null when it exits 0. */
export function renderFailure(outcome: Outcome): string | null {
  if (outcome.exitCode === 0) return null;
  return `chunkgate: ${outcome.verdict.toUpperCase()}\n${outcome.reasons.map((r) => `- ${r}`).join("\n")}`;
}
