import { isMainThread, parentPort } from "node:worker_threads";
import { describeError, failStep, logInfo, runAction, superviseRun, writeErrorSummary } from "./action/index.js";

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

/**
 * The action's process, given its entry file (`entry`, the file that calls this): on the main
 * thread it runs that file again in a worker under the `memory-limit-mb` and `time-limit-minutes`
 * limits (superviseRun), so running out of either is reported, never a silent abort; in the worker
 * it calls run() and tells the main thread the exit code it left. Never rejects: anything thrown
 * fails the step.
 */
export async function runActionProcess(entry: URL): Promise<void> {
  const fail = (error: unknown) => failStep(`chunkgate: internal error (please report it): ${error instanceof Error ? error.message : String(error)}`);
  if (isMainThread) {
    await superviseRun(entry).catch(fail);
  } else {
    await run().catch(fail);
    parentPort?.postMessage({ exitCode: Number(process.exitCode ?? 0) });
  }
}
