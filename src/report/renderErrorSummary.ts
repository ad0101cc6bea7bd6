import { fencedBlock } from "./format.js";

/**
 * The job summary of a run that stopped with an error, the message in a fence longer than any
 * backtick run in it. Worded for any mode: it may follow a check that did reach its verdict.
 */
export function renderErrorSummary(message: string): string {
  return `## chunkgate: error\n\nThe run stopped before it finished.\n\n${fencedBlock(`${message}\n`, "text")}\n`;
}
