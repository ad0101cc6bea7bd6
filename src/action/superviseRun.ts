import { totalmem } from "node:os";
import { relative, sep } from "node:path";
import { Worker } from "node:worker_threads";
import { fromTop } from "../git/index.js";
import { commentMarker, headMarker, renderErrorSummary } from "../report/index.js";
import { failStep, logInfo, writeErrorSummary } from "./step.js";
import { lazyClient } from "./gitHubClient.js";
import { inputReader, parseInputs, type ActionSettings } from "./parseInputs.js";
import { readRunContext, type RunContext } from "./readRunContext.js";
import { runTarget } from "./runChanges.js";
import { writeComment } from "./writeComment.js";

/** Runs `entry` in a worker under the memory and time limits; a death fails the step, said in log, summary, comment. */
export async function superviseRun(entry: URL): Promise<void> {
  const context = readRunContext(process.env);
  let settings: ActionSettings | null = null;
  try {
    settings = parseInputs(inputReader(process.env), context);
  } catch {
    // the worker's run() reports the input error itself, with its fix
  }
  const memoryMb = settings?.memoryLimitMb ?? Math.floor((totalmem() / 1024 / 1024) * 0.75);
  const timeLimitMs = settings?.timeLimitMs ?? 300 * 60_000;
  const death = await runWorker(entry, memoryMb, timeLimitMs);
  if (death === null) return;
  process.exitCode = 1;
  const message = `chunkgate: ${death}`;
  logInfo(message);
  await writeErrorSummary(message);
  if (settings !== null) await postStopped(settings, context, message).catch((error: unknown) => logInfo(`chunkgate could not post why it stopped: ${error instanceof Error ? error.message : String(error)}`));
  failStep(message);
}

/** Null when run() finished (its exit code set here), else why the worker died. */
function runWorker(entry: URL, memoryMb: number, timeLimitMs: number): Promise<string | null> {
  return new Promise((resolve) => {
    // what the worker sends when run() has finished
    let finished: { exitCode: number } | null = null;
    let failure: unknown = null;
    let timedOut = false;
    const worker = new Worker(entry, { resourceLimits: { maxOldGenerationSizeMb: memoryMb } });
    const timer = setTimeout(() => {
      timedOut = true;
      void worker.terminate();
    }, timeLimitMs);
    worker.on("message", (message: { exitCode: number }) => (finished = message));
    worker.on("error", (error) => (failure = error));
    worker.on("exit", (code) => {
      clearTimeout(timer);
      const done = finished as { exitCode: number } | null;
      if (done !== null) {
        process.exitCode = done.exitCode;
        return resolve(null);
      }
      if (timedOut) return resolve(`the run took longer than ${formatMinutes(timeLimitMs)} (input \`time-limit-minutes\`) and was stopped before it reached a verdict. Narrow what it evaluates (\`scope: changed\`, fewer sources or sweep cells), or raise the limit.`);
      if ((failure as { code?: unknown } | null)?.code === "ERR_WORKER_OUT_OF_MEMORY") return resolve(`the run ran out of memory (its heap is limited to ${memoryMb} MB: input \`memory-limit-mb\`) and was stopped before it reached a verdict. Look for a chunking that repeats text many times (overlap close to size) or a very large golden set, or raise the limit on a larger runner.`);
      const why = failure instanceof Error ? failure.message : `its thread ended with code ${code}`;
      resolve(`the run stopped unexpectedly before it reached a verdict (${why}); please report it.`);
    });
  });
}

function formatMinutes(ms: number): string {
  const minutes = ms / 60_000;
  return minutes >= 1 ? `${Number(minutes.toFixed(2))} minutes` : `${Number((ms / 1000).toFixed(3))} seconds`;
}

/** The gate comment of a run that stopped: the message as the job summary shows it. */
async function postStopped(settings: ActionSettings, context: RunContext, message: string): Promise<void> {
  if (!settings.comment || settings.token === null || settings.mode === "report") return;
  const target = await runTarget(settings, context);
  if (target.pullRequest === null) return;
  const marker = commentMarker(fromTop({ rootPrefix: relative(context.workspace, settings.root).split(sep).join("/") }, settings.registry));
  const body = `${marker}\n${headMarker(target.headSha)}\n\n${renderErrorSummary(message)}`;
  await writeComment(lazyClient(settings.token, context.apiUrl), { pr: target.pullRequest, marker, body, headSha: target.headSha, keepState: true }, "comment");
}
