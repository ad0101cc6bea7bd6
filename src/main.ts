import { describeError, failStep, logInfo, runAction, writeErrorSummary } from "./action/index.js";

/**
 * The action: inputs → engine → outputs, annotations, job summary, comment. The one place that
 * fails the step: on a failing verdict (unless `on-regression: comment`), and on any error, after
 * writing the error to the job summary. Never throws, so no failure can leave the step green;
 * importing this module runs nothing.
 */
export async function run(): Promise<void> {
  try {
    const { failure } = await runAction();
    if (failure !== null) failStep(failure);
  } catch (error) {
    process.exitCode = 1;
    const { message, detail } = describeError(error);
    try {
      // A stack is written line by line: each line escaped, so an error message quoting document text cannot issue a command.
      for (const line of detail?.split("\n") ?? []) logInfo(line);
      await writeErrorSummary(message);
    } finally {
      failStep(message);
    }
  }
}
