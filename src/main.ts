import { parentPort, workerData } from "node:worker_threads";
import { describeError, failStep, logInfo, reportStopped, runAction, writeErrorSummary, type RunFinished, type StoppedRun } from "./action/index.js";

/** The action, and the one place that fails the step: on a failing verdict or any error. Never throws. */
export async function run(): Promise<void> {
  try {
    const failure = await runAction();
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

/** The action's worker (dist/cli/action.js, started by superviseRun): run(), or the report of a stopped run; never rejects. */
export async function runActionWorker(): Promise<void> {
  const stopped = (workerData as Partial<StoppedRun> | null)?.stopped;
  await (stopped === undefined ? run() : reportStopped(stopped)).catch((error: unknown) => failStep(`chunkgate: internal error (please report it): ${error instanceof Error ? error.message : String(error)}`));
  parentPort?.postMessage({ exitCode: Number(process.exitCode ?? 0) } satisfies RunFinished);
}
