import { binomialCdf } from "./binomial.js";
import { describeDetection } from "./describeDetection.js";
import { bandSentence, formatConfidence, formatP, lossOutcome } from "./formatNoise.js";
import type { NoiseInput, NoiseJudgement } from "./noiseMethod.js";
import { noiseBand } from "./noiseBand.js";

/**
 * `noise.method: binomial` (the default): train hits against the recorded recall by noiseBand's test.
 * It needs only the baseline, so a laptop judges as a pull request does.
 */
export function binomialMethod(input: NoiseInput): NoiseJudgement {
  const { baseline } = input;
  const { questions: n, hits } = input.train;
  const { confidence } = input.noise;
  const band = noiseBand({ baseline, questions: n, confidence });
  const lost = band.baselineHits - hits;
  const canFail = band.allowedLoss < band.baselineHits;
  const pValue = n === 0 ? 1 : binomialCdf(hits, n, baseline);
  const realDrop = lost > band.allowedLoss;
  const how = `one-sided binomial test at ${formatConfidence(confidence)} against the recorded recall ${baseline.toFixed(2)}, ${band.baselineHits} of ${n}`;
  const smallestLossAt = (m: number): number | null => {
    const at = noiseBand({ baseline, questions: m, confidence });
    return at.allowedLoss < at.baselineHits ? at.allowedLoss + 1 : null;
  };
  return {
    method: "binomial",
    questions: n,
    allowedLoss: band.allowedLoss,
    lost,
    gained: 0,
    realDrop,
    pValue,
    band: bandSentence({ questions: n, what: "train question", allowedLoss: band.allowedLoss, canFail, how }),
    outcome: lossOutcome(lost, band.baselineHits, `${realDrop ? "a real drop" : "within noise"} (${formatP(pValue)})`),
    detection: describeDetection({ questions: n, smallestLossAt, trainShare: input.trainShare, cacheKey: `binomial|${baseline}|${confidence}` }),
  };
}
