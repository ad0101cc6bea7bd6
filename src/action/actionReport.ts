import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { REPORT_SCHEMA_VERSION } from "../check/types.js";
import type { PullRequestReport } from "../compare/types.js";
import { UserError } from "../errors.js";
import type { PullRequestRef } from "./readRunContext.js";

/**
 * The JSON file `json-report` names: the engine's PullRequestReport (the CheckReport under
 * `check`, with `registryPath` from the repository's top) plus the pull request it is about, so a
 * `mode: report` run in a `workflow_run` workflow, which has no pull request in its event for
 * forks, knows where to comment.
 */
export interface ActionReport extends PullRequestReport {
  /** Where the comment goes; null when the check ran outside a pull request. */
  pullRequest: PullRequestRef | null;
}

/** Writes the report as pretty-printed JSON, creating its folder. */
export async function writeActionReport(path: string, report: ActionReport): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, `${JSON.stringify(report, null, 2)}\n`);
}

/**
 * Reads a report an earlier check wrote. A missing file, bad JSON or another shape (a plain
 * `chunkgate check --json` report, a newer schema) is a UserError naming the file and the fix.
 */
export async function readActionReport(path: string): Promise<ActionReport> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch {
    throw new UserError(`input \`json-report\` names ${path}, which does not exist`, {
      hint: "download the artifact the `pull_request` run uploaded (actions/download-artifact) to that path first",
    });
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new UserError(`${path} is not JSON: ${(error as Error).message}`, { file: path });
  }
  const problem = shapeProblem(value);
  if (problem) {
    throw new UserError(`${path} is not a chunkgate pull request report: ${problem}`, {
      file: path,
      hint: "point `json-report` at the file a `mode: check` run of this action wrote (its `report-path` output)",
    });
  }
  return value as ActionReport;
}

function shapeProblem(value: unknown): string | null {
  if (!isObject(value)) return "it is not a JSON object";
  const check = value["check"];
  if (!isObject(check)) return "it has no `check` object";
  if (check["schemaVersion"] !== REPORT_SCHEMA_VERSION) return `its \`check.schemaVersion\` is ${JSON.stringify(check["schemaVersion"])}, and this version reads ${REPORT_SCHEMA_VERSION}`;
  if (!Array.isArray(check["sources"])) return "`check.sources` is not a list";
  if (typeof value["registryPath"] !== "string") return "it has no `registryPath`";
  if (typeof value["headSha"] !== "string") return "it has no `headSha`";
  if (!Array.isArray(value["regressions"])) return "`regressions` is not a list";
  const pr = value["pullRequest"];
  if (pr !== null && !(isObject(pr) && typeof pr["owner"] === "string" && typeof pr["repo"] === "string" && Number.isInteger(pr["number"]))) {
    return "`pullRequest` is neither null nor `{ owner, repo, number }`";
  }
  return null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
