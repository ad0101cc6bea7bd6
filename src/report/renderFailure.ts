import type { Outcome } from "../usecases/index.js";

/**
 * Why a run fails, as the message of a failed step (or the warning of one `on-regression: comment`
 * keeps green): `chunkgate: FAIL` (the verdict), then one line per reason, as decideOutcome gives
 * them. Null when the outcome exits 0. Plain text: the action's failStep (`@actions/core`'s setFailed) encodes it for the log.
 */
export function renderFailure(outcome: Outcome): string | null {
  if (outcome.exitCode === 0) return null;
  return `chunkgate: ${outcome.verdict.toUpperCase()}\n${outcome.reasons.map((r) => `- ${r}`).join("\n")}`;
}
