import { binomialMethod } from "./binomialMethod.js";
import { describeDetection } from "./describeDetection.js";
import { bandSentence, formatConfidence, formatP } from "./formatNoise.js";
import { mcnemarPValue } from "./mcnemar.js";
import type { NoiseInput, NoiseJudgement, NoiseMethod } from "./noiseMethod.js";

/**
 * `noise.method: paired`: judges a pull request on the questions it flipped. The train questions
 * scored at both its base and its head are paired by id; those that went hit → miss (`lost`) and
 * miss → hit (`gained`) go into an exact one-sided McNemar test (mcnemarPValue), and the drop is
 * real when p < 1 − confidence. Questions scored on one side only are not paired: a question the
 * pull request removed is the registry comparison's business, not noise.
 *
 * The band depends on what was gained: with c gains, the allowed loss is the largest b (with
 * b + c ≤ n) whose p-value is not below 1 − confidence. The detection is for the most sensitive
 * case, no gains: at 95% that is 5 flips, whatever n, so a source with fewer than 5 paired train
 * questions can never fail.
 *
 * Without a base run (`pairs: null`: a check outside a pull request, or an unreadable base) there
 * is nothing to pair, and the binomial method judges instead, saying so in `fallback`.
 *
 * What it does not see: a slide of small losses spread over many pull requests, each within noise
 * on its own. The recorded baseline is what catches that, so teams using `paired` should re-record
 * deliberately (and the registry comparison shows every lowering).
 */
export const pairedMethod: NoiseMethod = {
  judge(input: NoiseInput): NoiseJudgement {
    if (input.pairs === null) {
      return { ...binomialMethod.judge(input), fallback: "No base run to pair with (not a pull request, or its base could not be scored): judged by the binomial test against the recorded baseline instead." };
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
  },
};

/** The largest loss b ≤ n − gained that is not significant next to `gained` gains. */
function allowedWith(gained: number, n: number, alpha: number): number {
  for (let lost = 1; lost + gained <= n; lost++) {
    if (mcnemarPValue({ lost, gained }) < alpha) return lost - 1;
  }
  return Math.max(0, n - gained);
}
