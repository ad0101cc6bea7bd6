import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { describeError } from "../../src/action/step.js";
import { lazyClient, describeFailure, isRequestFailure } from "../../src/action/gitHubClient.js";

/** A port on 127.0.0.1 that nothing listens on (bound, then closed). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The error a real Octokit call to `apiUrl` rejects with. */
async function failureAt(apiUrl: string): Promise<unknown> {
  const client = await lazyClient("token", apiUrl)();
  return client.rest.pulls.get({ owner: "o", repo: "r", pull_number: 1 }).then(
    () => expect.unreachable("the request should fail"),
    (error: unknown) => error,
  );
}

describe("network failures of GitHub API requests", () => {
  it("says the connection was refused, not HTTP 500", async () => {
    const port = await closedPort();
    const error = await failureAt(`http://127.0.0.1:${port}`);
    expect(isRequestFailure(error)).toBe(true);
    expect(describeFailure(error as { status: number; message: string })).toBe(`the connection to 127.0.0.1:${port} was refused`);
    expect(describeError(error).message).toBe(`chunkgate: a request to the GitHub API failed: the connection to 127.0.0.1:${port} was refused. Check \`GITHUB_API_URL\` and the runner's network, then re-run the job.`);
    expect(describeError(error).detail).toBeUndefined();
  });

  it("says a host could not be resolved", async () => {
    const error = await failureAt("http://api.github.example");
    expect(describeFailure(error as { status: number; message: string })).toMatch(/^could not resolve api\.github\.example/);
    expect(describeError(error).message).not.toContain("internal error");
  });

  it("keeps the status and message of an answer", () => {
    expect(describeFailure({ status: 403, message: "Resource not accessible by integration" })).toBe("HTTP 403: Resource not accessible by integration");
  });
});
