import * as core from "@actions/core";
import { escapeWorkflowCommand } from "../report/index.js";

/**
 * Writes one line to the step's log. Every plain log line of the action goes through here (a lint
 * rule keeps `core.info` out of everything else), because `core.info` prints its text raw and log
 * lines quote file names, headings, parser messages and git's errors: escapeWorkflowCommand keeps
 * them on one line that the runner never reads as a workflow command. A message of several lines
 * is passed as several calls, so only text chunkgate did not write is ever escaped into `%0A`.
 */
export function logInfo(message: string): void {
  core.info(escapeWorkflowCommand(message));
}
