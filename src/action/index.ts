/** The action shell: the only folder that touches `@actions/*` (inputs, the event, GitHub I/O, delivery). */
export { runAction } from "./runAction.js";
export { describeError, logInfo, writeErrorSummary, failStep } from "./step.js";
export { reportStopped } from "./reportStopped.js";
export type { RunFinished, StoppedRun } from "./superviseRun.js";
