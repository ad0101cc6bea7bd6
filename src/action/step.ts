import { EOL } from "node:os";
import { setFailed, summary, warning } from "@actions/core";
import { UserError } from "../errors.js";
import { escapeWorkflowCommand, renderErrorSummary, showInvisible } from "../report/index.js";
import { networkFailure } from "./gitHubClient.js";

/** Writes one line to the step's log, escaped so quoted names can never issue a workflow command. */
export function logInfo(message: string): void {
  process.stdout.write(escapeWorkflowCommand(message) + EOL);
}

/** Fails the step with `message`, invisible characters shown; the exit code is set first, so it cannot stay green. */
export function failStep(message: string): void {
  process.exitCode = 1;
  setFailed(showInvisible(message));
}

/** A warning annotation without a file, its invisible characters shown as failStep shows them. */
export function warnStep(message: string): void {
  warning(showInvisible(message));
}

/** `failure`, or null after warning it when `downgrade` (`on-regression: comment`) keeps the step green. */
export function failureUnless(failure: string | null, downgrade: boolean): string | null {
  if (failure === null || !downgrade) return failure;
  warnStep(`${failure}\n(on-regression: comment reports this without failing the step)`);
  return null;
}

/** Appends `markdown` to the job summary; never throws: one that cannot be written is a warning naming `what`. */
export async function writeSummary(markdown: string, what = "the job summary"): Promise<void> {
  try {
    await summary.addRaw(markdown).write();
  } catch (error) {
    summary.emptyBuffer();
    warnStep(`chunkgate could not write ${what}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The job summary of a run that stopped with an error. */
export async function writeErrorSummary(message: string): Promise<void> {
  await writeSummary(renderErrorSummary(message));
}

/** What a failed step says: a UserError's message and fix, a network failure's cause, else a bug's stack (`detail`). */
export function describeError(error: unknown): { message: string; detail?: string } {
  if (error instanceof UserError) return { message: `chunkgate: ${error.format()}` };
  const network = networkFailure(error);
  if (network !== null) return { message: `chunkgate: a request to the GitHub API failed: ${network}. Check \`GITHUB_API_URL\` and the runner's network, then re-run the job.` };
  if (error instanceof Error) {
    return { message: `chunkgate: internal error (please report it): ${error.message}`, ...(error.stack ? { detail: error.stack } : {}) };
  }
  return { message: `chunkgate: internal error (please report it): ${typeof error === "string" ? error : safeString(error)}` };
}

function safeString(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
