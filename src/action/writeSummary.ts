import * as step from "./stepCommands.js";
import { renderErrorSummary } from "../report/index.js";

/** Appends `markdown` to the step's job summary; rejects when the step has none or it cannot be written. */
export async function writeSummary(markdown: string): Promise<void> {
  step.appendSummary(markdown);
}

/**
 * The job summary of a run that stopped with an error. Never throws: a summary that cannot be
 * written (no `GITHUB_STEP_SUMMARY` in a local run) is a warning, and the step still fails.
 */
export async function writeErrorSummary(message: string): Promise<void> {
  try {
    await writeSummary(renderErrorSummary(message));
  } catch (error) {
    step.warning(`chunkgate could not write the job summary: ${error instanceof Error ? error.message : String(error)}`);
  }
}
