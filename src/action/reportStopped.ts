import { relative, sep } from "node:path";
import { fromTop } from "../git/index.js";
import { commentMarker, headMarker, renderErrorSummary } from "../report/index.js";
import { lazyClient } from "./gitHubClient.js";
import { inputReader, parseInputs, type ActionSettings } from "./parseInputs.js";
import { readRunContext, type RunContext } from "./readRunContext.js";
import { runTarget } from "./runChanges.js";
import { failStep, logInfo, writeErrorSummary } from "./step.js";
import { writeComment } from "./writeComment.js";

/** Fails the step of a run that stopped (superviseRun) with `message` in the log, the job summary and the gate comment. */
export async function reportStopped(message: string): Promise<void> {
  logInfo(message);
  await writeErrorSummary(message);
  const context = readRunContext(process.env);
  let settings: ActionSettings | null = null;
  try {
    settings = parseInputs(inputReader(process.env), context);
  } catch {
    // an input error stops nothing: the run reported it, and a stopped run had valid inputs
  }
  if (settings !== null) await postStopped(settings, context, message).catch((error: unknown) => logInfo(`chunkgate could not post why it stopped: ${error instanceof Error ? error.message : String(error)}`));
  failStep(message);
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
