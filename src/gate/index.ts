/** The gate: the verdict vocabulary, the binomial noise band, and each source's judgement against its baseline. */
export { VERDICTS, severityOf, type Verdict } from "./verdict.js";
export { judgeSource, type JudgeInput, type SourceJudgement } from "./judgeSource.js";
export { overallVerdict } from "./overallVerdict.js";
export { skippedJudgement } from "./skippedJudgement.js";
export { missingBaselineFields } from "./missingBaselineFields.js";
export { binomialCdf } from "./binomial.js";
export { noiseBand, isRealDrop, type NoiseBand } from "./noiseBand.js";
