/** The gate: the verdict vocabulary, the binomial noise band, and each source's judgement against its baseline. */
export { VERDICTS, overallVerdict, severityOf, type Verdict } from "./verdict.js";
export { judgeNeverGreenerThanPlain, judgeSource, skippedJudgement, type SourceJudgement } from "./judgeSource.js";
export { missingBaselineFields } from "./missingBaselineFields.js";
export { heldOutBelowTrain } from "./heldOutBelowTrain.js";
export { binomialCdf, noiseBand, isRealDrop, type NoiseBand } from "./noiseBand.js";
export type { Detection, NoiseJudgement, QuestionPair } from "./noiseMethods.js";
export { baselineDigest, checkBaselineDigest, type BaselineProvenance } from "./baselineDigest.js";
export type { StaleReason } from "./staleBaselineReasons.js";
export { approvalLabel, approveBaselineChanges, CHANGE_ORDER, compareRegistries } from "./baselineChanges.js";
export type { AppliedLabel, BaselineApproval, BaselineChange, RegistrySide } from "./baselineChanges.js";
export { formatLedgerLine, ledgerAppendText, ledgerPath, readLedger, type LedgerEntry, type LedgerShown } from "./ledger.js";
export { fingerprintHeldOut, summariseLedger } from "./ledger.js";
export { thresholdout, thresholdoutRandom } from "./thresholdout.js";
