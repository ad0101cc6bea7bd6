import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { UserError, writeFailure } from "../errors.js";
import type { PullRequestRef, PullRequestReport } from "../usecases/index.js";

/**
 * The JSON file `json-report` names: the engine's report plus its pull request, which a
 * `workflow_run` event for a fork does not carry, so `mode: report` knows where to comment.
 */
export interface ActionReport extends PullRequestReport {
  /** Where the comment goes; null when the check ran outside a pull request. */
  pullRequest: PullRequestRef | null;
}

/** Writes a report (the check's or a sweep's) as pretty-printed JSON, creating its folder; an unwritable path is a UserError naming `json-report`. */
export async function writeReportFile(path: string, report: unknown): Promise<void> {
  try {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, `${JSON.stringify(report, null, 2)}\n`);
  } catch (error) {
    throw writeFailure(path, error, "input `json-report`");
  }
}

/**
 * Reads the report an earlier check wrote, untrusted: refused by size before it is read; a missing
 * file, bad JSON or a failed validation is a UserError naming the file and the fix.
 */
export async function readActionReport(path: string, maxBytes: number): Promise<ActionReport> {
  let text: string;
  try {
    const { size } = await stat(path);
    if (size > maxBytes) {
      throw new UserError(`is ${formatMb(size)}, over the ${formatMb(maxBytes)} a report may have (input \`report-max-mb\`)`, {
        file: path,
        hint: "a chunkgate report of a few thousand sources stays far under it: check that the artifact is the one the `pull_request` run uploaded, or raise `report-max-mb`",
      });
    }
    text = await readFile(path, "utf8");
  } catch (error) {
    if (error instanceof UserError) throw error;
    throw new UserError(`input \`json-report\` names ${path}, which does not exist`, {
      hint: "download the artifact the `pull_request` run uploaded (actions/download-artifact) to that path first",
    });
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new UserError(`not JSON: ${(error as Error).message}`, { file: path });
  }
  // Loaded on use: only `mode: report` needs the validator and its schema library.
  const { validateActionReport } = await import("./validateActionReport.js");
  return validateActionReport(value, path);
}

function formatMb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(bytes < 1024 * 1024 ? 3 : 1)} MB`;
}
