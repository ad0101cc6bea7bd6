import { warnStep } from "./failStep.js";
import { summary } from "@actions/core";
import { renderErrorSummary } from "../report/index.js";

/**
 * Appends `markdown` (already rendered and escaped by src/report) to the step's job summary through
 * `@actions/core`; rejects when the step has none or it cannot be written.
 */
export async function writeSummary(markdown: string): Promise<void> {
  await summary.addRaw(markdown).write();
}

/**
 * The job summary of a run that stopped with an error. Never throws: a summary that cannot be
 * written (no `GITHUB_STEP_SUMMARY` in a local run) is a warning, and the step still fails.
 */
export async function writeErrorSummary(message: string): Promise<void> {
  try {
    await writeSummary(renderErrorSummary(message));
  } catch (error) {
    summary.emptyBuffer();
    warnStep(`chunkgate could not write the job summary: ${error instanceof Error ? error.message : String(error)}`);
  }
}
