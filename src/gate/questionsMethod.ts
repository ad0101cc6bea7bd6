import { describeDetection } from "./describeDetection.js";
import { bandSentence, plural } from "./formatNoise.js";
import type { NoiseInput, NoiseJudgement, NoiseMethod } from "./noiseMethod.js";

/**
 * `noise: { method: questions, questions: N }`: the plain rule "more than N train questions lost
 * fails", for teams that would rather state the band than derive it. Lost is counted as the
 * binomial method counts it, against the recorded baseline (its hits on the n questions now,
 * round(recall × n), minus the hits now), so switching between the two changes only the band.
 *
 * It is not a statistical test: its false-alarm rate is whatever N makes it (the calibration test
 * prints it). When N is at least the recorded hits no loss can fail, and the detection says so.
 *
 * @throws Error when given another method's settings (a programming mistake: the registry looks
 *   methods up by `noise.method`).
 */
export const questionsMethod: NoiseMethod = {
  judge(input: NoiseInput): NoiseJudgement {
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
    const outcome =
      lost <= 0
        ? lost === 0
          ? `Level with the ${plural(recorded, "recorded hit")}.`
          : `${-lost} more than the ${plural(recorded, "recorded hit")}.`
        : `${lost} lost of ${plural(recorded, "recorded hit")}: ${realDrop ? `more than the ${allowance} allowed` : "within the allowance"}.`;
    return {
      method: "questions",
      questions: n,
      allowedLoss,
      lost,
      gained: 0,
      realDrop,
      pValue: null,
      band: bandSentence({ questions: n, what: "train question", allowedLoss, canFail, how }),
      outcome,
      detection: describeDetection({ questions: n, smallestLossAt: (m) => (allowance < recordedAt(m) ? allowance + 1 : null), trainShare: input.trainShare, cacheKey: `questions|${input.baseline}|${allowance}` }),
    };
  },
};
