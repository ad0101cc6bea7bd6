import { EOL } from "node:os";
import { escapeWorkflowCommand } from "../report/index.js";

/**
 * Writes one line to the step's log. Every plain log line of the action goes through here (a lint
 * rule keeps `@actions/core`'s `info`, which prints raw, out of the code), because log lines quote
 * file names, headings, parser messages and git's errors: escapeWorkflowCommand keeps them on one
 * line that the runner never reads as a workflow command. A message of several lines is passed as
 * several calls, so only text chunkgate did not write is ever escaped into `%0A`.
 */
export function logInfo(message: string): void {
  process.stdout.write(escapeWorkflowCommand(message) + EOL);
}
