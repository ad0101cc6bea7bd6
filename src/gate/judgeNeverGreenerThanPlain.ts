import { judgeSource, type JudgeInput, type SourceJudgement } from "./judgeSource.js";
import { severityOf } from "./verdict.js";

/**
 * judgeSource's judgement, never greener with pairs than a plain check of the merged result; the
 * stricter judgement says why in a note.
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
