import { describeDetection } from "./describeDetection.js";
import { bandSentence, lossOutcome } from "./formatNoise.js";
import { plural } from "../formatCount.js";
import type { NoiseInput, NoiseJudgement } from "./noiseMethod.js";

/**
 * `noise.method: questions`: more than N train questions lost fails, counted as the binomial method
 * counts them, so switching changes only the band. Not a statistical test.
 */
export function questionsMethod(input: NoiseInput): NoiseJudgement {
  if (input.noise.method !== "questions") throw new Error(`internal: the questions method was given noise.method ${input.noise.method}`);
  const allowance = input.noise.questions;
  const { questions: n, hits } = input.train;
  const recordedAt = (m: number) => Math.round(input.baseline * m);
  const recorded = recordedAt(n);
  const lost = recorded - hits;
  const realDrop = lost > allowance;
  const canFail = allowance < recorded;
  const allowedLoss = Math.min(allowance, recorded);
  const how = `the registry's rule: more than ${plural(allowance, "question")} lost fails`;
  return {
    method: "questions",
    questions: n,
    allowedLoss,
    lost,
    gained: 0,
    realDrop,
    pValue: null,
    band: bandSentence({ questions: n, what: "train question", allowedLoss, canFail, how }),
    outcome: lossOutcome(lost, recorded, realDrop ? `more than the ${allowance} allowed` : "within the allowance"),
    detection: describeDetection({ questions: n, smallestLossAt: (m) => (allowance < recordedAt(m) ? allowance + 1 : null), trainShare: input.trainShare, cacheKey: `questions|${input.baseline}|${allowance}` }),
  };
}
