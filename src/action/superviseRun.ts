import { totalmem } from "node:os";
import { Worker } from "node:worker_threads";
import { inputReader, parseInputs, type ActionSettings } from "./parseInputs.js";
import { readRunContext } from "./readRunContext.js";

/** What the worker sends when it has finished: the exit code it left. */
export interface RunFinished {
  exitCode: number;
}

/** What a worker started with this data does instead of a run: report that the run stopped, and why. */
export interface StoppedRun {
  stopped: string;
}

/**
 * Runs the action's worker (`worker`: dist/cli/action.js) under the memory and time limits, importing nothing of the
 * engine, so the main thread costs the step no second load. A worker that dies fails the step, and a second worker
 * (without limits) reports why in the log, the job summary and the gate comment, never silently.
 */
export async function superviseRun(worker: URL): Promise<void> {
  let settings: ActionSettings | null = null;
  try {
    settings = parseInputs(inputReader(process.env), readRunContext(process.env));
  } catch {
    // the worker's run reports the input error itself, with its fix
  }
  const memoryMb = settings?.memoryLimitMb ?? Math.floor((totalmem() / 1024 / 1024) * 0.75);
  const timeLimitMs = settings?.timeLimitMs ?? 300 * 60_000;
  const death = await runWorker(() => new Worker(worker, { resourceLimits: { maxOldGenerationSizeMb: memoryMb } }), memoryMb, timeLimitMs);
  if (death === null) return;
  process.exitCode = 1;
  const stopped: StoppedRun = { stopped: `chunkgate: ${death}` };
  if ((await runWorker(() => new Worker(worker, { workerData: stopped }), memoryMb, 0)) !== null) process.stderr.write(`${stopped.stopped}\n`);
}

/** Null when the worker finished (its exit code set here), else why it died or could not start; `timeLimitMs` 0: no limit. */
function runWorker(start: () => Worker, memoryMb: number, timeLimitMs: number): Promise<string | null> {
  return new Promise((resolve) => {
    const unexpected = (why: string) => `the run stopped unexpectedly before it reached a verdict (${why}); please report it.`;
    let worker: Worker;
    try {
      worker = start();
    } catch (error) {
      return resolve(unexpected(error instanceof Error ? error.message : String(error)));
    }
    let finished: RunFinished | null = null;
    let failure: unknown = null;
    let timedOut = false;
    const timer =
      timeLimitMs > 0
        ? setTimeout(() => {
            timedOut = true;
            void worker.terminate();
          }, timeLimitMs)
        : undefined;
    worker.on("message", (message: RunFinished) => (finished = message));
    worker.on("error", (error) => (failure = error));
    worker.on("exit", (code) => {
      clearTimeout(timer);
      const done = finished as RunFinished | null;
      if (done !== null) {
        process.exitCode = done.exitCode || process.exitCode;
        return resolve(null);
      }
      if (timedOut) return resolve(`the run took longer than ${formatMinutes(timeLimitMs)} (input \`time-limit-minutes\`) and was stopped before it reached a verdict. Narrow what it evaluates (\`scope: changed\`, fewer sources or sweep cells), or raise the limit.`);
      if ((failure as { code?: unknown } | null)?.code === "ERR_WORKER_OUT_OF_MEMORY") return resolve(`the run ran out of memory (its heap is limited to ${memoryMb} MB: input \`memory-limit-mb\`) and was stopped before it reached a verdict. Look for a chunking that repeats text many times (overlap close to size) or a very large golden set, or raise the limit on a larger runner.`);
      resolve(unexpected(failure instanceof Error ? failure.message : `its thread ended with code ${code}`));
    });
  });
}

function formatMinutes(ms: number): string {
  const minutes = ms / 60_000;
  return minutes >= 1 ? `${Number(minutes.toFixed(2))} minutes` : `${Number((ms / 1000).toFixed(3))} seconds`;
}
