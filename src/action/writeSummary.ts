import { warnStep } from "./failStep.js";
import { summary } from "@actions/core";
import { renderErrorSummary } from "../report/index.js";

/**
 * Appends escaped `markdown` to the job summary. Never throws: a summary that cannot be written
 * (none in a local run) is a warning naming `what`, and the run goes on.
 */
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
