import { judgeSource, type JudgeInput, type SourceJudgement } from "./judgeSource.js";
import { severityOf } from "./verdict.js";

/**
 * judgeSource's judgement, except that with pairs (a pull request's head paired with its base run,
 * as `noise.method: paired` judges) it is never less severe than the judgement without them: a
 * plain `chunkgate check` of the merged result has no base run and judges so, and a pull request
 * must never be greener than main after it. When the plain judgement is the stricter one it is
 * given, with a note saying why. Without pairs it is judgeSource's.
 */
export function judgeNeverGreenerThanPlain(input: JudgeInput): SourceJudgement {
  const paired = judgeSource(input);
  if (!input.pairs) return paired;
  const plain = judgeSource({ ...input, pairs: null });
  if (severityOf(plain.verdict) <= severityOf(paired.verdict)) return paired;
  return {
    ...plain,
    notes: [
      ...plain.notes,
      `Judged as a plain \`chunkgate check\` of the merged result will judge it (without the base's runs), which is stricter here than the pairing with the base (${paired.verdict}): a pull request is never greener than main after it.`,
    ],
  };
}
