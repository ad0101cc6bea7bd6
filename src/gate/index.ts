/** The gate: the verdict vocabulary, the binomial noise band, and each source's judgement against its baseline. */
export { VERDICTS, overallVerdict, severityOf, type Verdict } from "./verdict.js";
export { judgeSource, skippedJudgement, type SourceJudgement } from "./judgeSource.js";
export { missingBaselineFields } from "./missingBaselineFields.js";
export { binomialCdf } from "./binomial.js";
export { heldOutBelowTrain } from "./heldOutBelowTrain.js";
export { noiseBand, isRealDrop, type NoiseBand } from "./noiseBand.js";
export type { Detection, NoiseJudgement, QuestionPair } from "./noiseMethods.js";
export { baselineDigest } from "./baselineDigest.js";
export { checkBaselineDigest, type BaselineProvenance } from "./checkBaselineDigest.js";
export type { StaleReason } from "./staleBaselineReasons.js";
export { compareRegistries } from "./compareRegistries.js";
export { CHANGE_ORDER, type BaselineChange, type RegistrySide } from "./baselineChange.js";
export { approvalLabel, approveBaselineChanges, type AppliedLabel, type BaselineApproval } from "./approveBaselineChanges.js";
export { formatLedgerLine, formatLedgerWarning, ledgerAppendText, ledgerPath, readLedger, type LedgerEntry, type LedgerShown } from "./ledgerEntry.js";
export { summariseLedger } from "./summariseLedger.js";
export { fingerprintHeldOut } from "./fingerprintHeldOut.js";
export { thresholdout, thresholdoutRandom } from "./thresholdout.js";
export { judgeNeverGreenerThanPlain } from "./judgeNeverGreenerThanPlain.js";
