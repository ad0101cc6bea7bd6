import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readRunContext } from "../../src/action/readRunContext.js";
import { UserError } from "../../src/errors.js";
import { tempDir } from "../helpers/tempDir.js";
import { pullRequestEvent, workflowRunEvent } from "./scenario.js";

async function eventFile(payload: unknown): Promise<string> {
  const path = join(await tempDir("event"), "event.json");
  await writeFile(path, typeof payload === "string" ? payload : JSON.stringify(payload));
  return path;
}

describe("readRunContext", () => {
  it("reads a pull_request run: the PR's head (not the merge commit) and base from the payload", async () => {
    const context = readRunContext({
      GITHUB_EVENT_PATH: await eventFile(pullRequestEvent({ head: "h".repeat(40), base: "b".repeat(40), fork: false })),
      GITHUB_EVENT_NAME: "pull_request",
      GITHUB_REPOSITORY: "octo-org/docs",
      GITHUB_SHA: "m".repeat(40),
      GITHUB_WORKSPACE: "/ws",
      RUNNER_TEMP: "/tmp/runner",
      GITHUB_API_URL: "https://ghe.example.com/api/v3",
    });
    expect(context).toEqual({
      workspace: "/ws",
      runnerTemp: "/tmp/runner",
      apiUrl: "https://ghe.example.com/api/v3",
      eventName: "pull_request",
      repository: { owner: "octo-org", repo: "docs" },
      sha: "m".repeat(40),
      pullRequest: { number: 7, headSha: "h".repeat(40), baseSha: "b".repeat(40), labels: [] },
      workflowRun: null,
    });
  });

  it("reads the pull request's label names, including the one a `labeled` event just added", async () => {
    const payload = pullRequestEvent({ head: "h".repeat(40), base: "b".repeat(40), fork: false, labels: ["documentation"], labeled: "chunkgate:sweep" }) as { action: string };
    expect(payload.action).toBe("labeled");
    const context = readRunContext({ GITHUB_EVENT_PATH: await eventFile(payload), GITHUB_EVENT_NAME: "pull_request" });
    expect(context.pullRequest?.labels).toEqual(["documentation", "chunkgate:sweep"]);
  });

  it("reads no labels from a payload whose labels are missing or malformed", async () => {
    const payload = pullRequestEvent({ head: "h".repeat(40), base: "b".repeat(40), fork: false }) as { pull_request: Record<string, unknown> };
    payload.pull_request["labels"] = [{ name: 3 }, "chunkgate:sweep", null, { name: "ok" }];
    expect(readRunContext({ GITHUB_EVENT_PATH: await eventFile(payload) }).pullRequest?.labels).toEqual(["ok"]);
    delete payload.pull_request["labels"];
    expect(readRunContext({ GITHUB_EVENT_PATH: await eventFile(payload) }).pullRequest?.labels).toEqual([]);
  });

  it("reads a workflow_run run's head sha and head repository, and has no pull request", async () => {
    const context = readRunContext({ GITHUB_EVENT_PATH: await eventFile(workflowRunEvent({ head: "h".repeat(40), headRepository: "contributor/docs" })), GITHUB_EVENT_NAME: "workflow_run" });
    expect(context.pullRequest).toBeNull();
    expect(context.workflowRun).toEqual({ headSha: "h".repeat(40), headRepository: "contributor/docs" });
    const bare = { workflow_run: { head_sha: "h".repeat(40) } };
    expect(readRunContext({ GITHUB_EVENT_PATH: await eventFile(bare) }).workflowRun).toEqual({ headSha: "h".repeat(40), headRepository: null });
  });

  it("falls back to the current directory, the system temp folder and api.github.com outside a runner", () => {
    const context = readRunContext({});
    expect(context).toMatchObject({ workspace: process.cwd(), apiUrl: "https://api.github.com", repository: null, sha: null, pullRequest: null });
  });

  it("names the event file when it is not JSON", async () => {
    const path = await eventFile("{not json");
    expect(() => readRunContext({ GITHUB_EVENT_PATH: path })).toThrow(UserError);
    expect(() => readRunContext({ GITHUB_EVENT_PATH: path })).toThrow(new RegExp(`the event payload ${path} \\(GITHUB_EVENT_PATH\\) is not JSON`));
  });
});
