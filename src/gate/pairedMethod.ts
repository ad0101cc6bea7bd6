import { binomialMethod } from "./binomialMethod.js";
import { describeDetection } from "./describeDetection.js";
import { bandSentence, formatConfidence, formatP } from "./formatNoise.js";
import { mcnemarPValue } from "./mcnemar.js";
import type { NoiseInput, NoiseJudgement } from "./noiseMethod.js";

/**
 * `noise.method: paired`: an exact one-sided McNemar test on the train questions the pull request
 * flipped; without a base run the binomial method judges, saying so. A slide of small losses over many
 * pull requests is the recorded baseline's to catch.
 */
export function pairedMethod(input: NoiseInput): NoiseJudgement {
  if (input.pairs === null) {
    return { ...binomialMethod(input), fallback: "No base run to pair with (not a pull request, or its base could not be scored): judged by the binomial test against the recorded baseline instead." };
  }
  const { confidence } = input.noise;
  const alpha = 1 - confidence;
  const n = input.pairs.length;
  const lost = input.pairs.filter((p) => p.base && !p.head).length;
  const gained = input.pairs.filter((p) => !p.base && p.head).length;
  const pValue = mcnemarPValue({ lost, gained });
  const realDrop = pValue < alpha;
  const allowedLoss = allowedWith(gained, n, alpha);
  const canFail = allowedLoss < n - gained;
  const how = `exact one-sided McNemar test at ${formatConfidence(confidence)} on the questions the change flipped, ${gained} gained`;
  const smallestLossAt = (m: number): number | null => {
    const allowed = allowedWith(0, m, alpha);
    return allowed < m ? allowed + 1 : null;
  };
  return {
    method: "paired",
    questions: n,
    allowedLoss,
    lost,
    gained,
    realDrop,
    pValue,
    band: bandSentence({ questions: n, what: "paired train question", allowedLoss, canFail, how }),
    outcome: lost === 0 && gained === 0 ? "No train question changed." : `The change lost ${lost} and gained ${gained}: ${realDrop ? "a real drop" : "within noise"} (${formatP(pValue)}).`,
    detection: describeDetection({ questions: n, smallestLossAt, trainShare: input.trainShare, cacheKey: `paired|${confidence}` }),
  };
}

/** The largest loss b ≤ n − gained that is not significant next to `gained` gains. */
function allowedWith(gained: number, n: number, alpha: number): number {
  for (let lost = 1; lost + gained <= n; lost++) {
    if (mcnemarPValue({ lost, gained }) < alpha) return lost - 1;
  }
  return Math.max(0, n - gained);
}
