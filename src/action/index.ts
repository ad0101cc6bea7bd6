/** The action shell: the only folder that touches `@actions/*` (inputs, the event, GitHub I/O, delivery). */
export { runAction } from "./runAction.js";
export { describeError } from "./describeError.js";
export { logInfo } from "./logInfo.js";
export { writeErrorSummary } from "./writeSummary.js";
export { failStep } from "./failStep.js";
export { superviseRun } from "./superviseRun.js";
