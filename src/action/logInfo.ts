import { EOL } from "node:os";
import { escapeWorkflowCommand } from "../report/index.js";

/**
 * Writes one line to the step's log, escaped so quoted names can never issue a workflow command;
 * every plain log line of the action goes through here (a lint rule keeps `info` out).
 */
export function logInfo(message: string): void {
  process.stdout.write(escapeWorkflowCommand(message) + EOL);
}
