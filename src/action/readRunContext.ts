import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { UserError } from "../errors.js";
import type { PullRequestRef } from "../usecases/index.js";

/** The pull request an event is about, as the event payload describes it. */
export interface EventPullRequest {
  number: number;
  /** The pull request's head commit (not the merge commit `GITHUB_SHA` names on `pull_request`). */
  headSha: string;
  /** The base branch's commit when the event fired. */
  baseSha: string;
  /** The labels when the event fired, including one just added on a `labeled` event. */
  labels: string[];
}

/** What the runner tells a step about the run, read once from the environment. */
export interface RunContext {
  /** The checkout (`GITHUB_WORKSPACE`, else the current directory). */
  workspace: string;
  /** `RUNNER_TEMP`, else the system temp folder. */
  runnerTemp: string;
  /** `GITHUB_API_URL`, else https://api.github.com (GitHub Enterprise Server sets its own). */
  apiUrl: string;
  eventName: string;
  /** `GITHUB_REPOSITORY` as owner and name; null when unset (a local run). */
  repository: Omit<PullRequestRef, "number"> | null;
  sha: string | null;
  /** Set for `pull_request` and `pull_request_target` (any payload with a `pull_request`). */
  pullRequest: EventPullRequest | null;
  /** Set for `workflow_run`: the triggering run's head and repository, which a fork cannot forge. */
  workflowRun: { headSha: string; headRepository: string | null } | null;
}

/** The run's context, read at call time (not `@actions/github`'s load-time one); a payload not JSON is a UserError. */
export function readRunContext(env: NodeJS.ProcessEnv): RunContext {
  const payload = readPayload(env["GITHUB_EVENT_PATH"]);
  const [owner, repo] = (env["GITHUB_REPOSITORY"] ?? "").split("/");
  return {
    workspace: env["GITHUB_WORKSPACE"] || process.cwd(),
    runnerTemp: env["RUNNER_TEMP"] || tmpdir(),
    apiUrl: env["GITHUB_API_URL"] || "https://api.github.com",
    eventName: env["GITHUB_EVENT_NAME"] ?? "",
    repository: owner && repo ? { owner, repo } : null,
    sha: env["GITHUB_SHA"] || null,
    pullRequest: pullRequestOf(payload),
    workflowRun: workflowRunOf(payload),
  };
}

type Json = Record<string, unknown>;

function readPayload(path: string | undefined): Json {
  if (!path) return {};
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch {
    return {}; // @actions/github treats a missing event file as an empty payload too
  }
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) ? value : {};
  } catch (error) {
    throw new UserError(`the event payload ${path} (GITHUB_EVENT_PATH) is not JSON: ${(error as Error).message}`);
  }
}

function pullRequestOf(payload: Json): EventPullRequest | null {
  const pr = payload["pull_request"];
  if (!isObject(pr)) return null;
  const number = pr["number"] ?? payload["number"];
  const headSha = isObject(pr["head"]) ? pr["head"]["sha"] : undefined;
  const baseSha = isObject(pr["base"]) ? pr["base"]["sha"] : undefined;
  if (typeof number !== "number" || typeof headSha !== "string" || typeof baseSha !== "string") return null;
  return { number, headSha, baseSha, labels: labelsOf(pr["labels"]) };
}

function labelsOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((label: unknown) => (isObject(label) && typeof label["name"] === "string" ? [label["name"]] : []));
}

function workflowRunOf(payload: Json): RunContext["workflowRun"] {
  const run = payload["workflow_run"];
  if (!isObject(run) || typeof run["head_sha"] !== "string") return null;
  const repository = run["head_repository"];
  const fullName = isObject(repository) && typeof repository["full_name"] === "string" ? repository["full_name"] : null;
  return { headSha: run["head_sha"], headRepository: fullName };
}

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
