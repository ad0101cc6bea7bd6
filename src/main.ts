import { isMainThread, parentPort } from "node:worker_threads";
import { describeError, failStep, logInfo, runAction, superviseRun, writeErrorSummary } from "./action/index.js";

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

/** On the main thread, reruns `entry` in a worker under limits (superviseRun); in the worker, run(). Never rejects. */
export async function runActionProcess(entry: URL): Promise<void> {
  const fail = (error: unknown) => failStep(`chunkgate: internal error (please report it): ${error instanceof Error ? error.message : String(error)}`);
  if (isMainThread) {
    await superviseRun(entry).catch(fail);
  } else {
    await run().catch(fail);
    parentPort?.postMessage({ exitCode: Number(process.exitCode ?? 0) });
  }
}
