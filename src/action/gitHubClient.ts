import type { getOctokit } from "@actions/github";
import { UserError } from "../errors.js";

/** Octokit with the REST methods and pagination, as `@actions/github` builds it. */
export type GitHubClient = ReturnType<typeof getOctokit>;

/**
 * An Octokit for `apiUrl` authenticated with `token`. `@actions/github` is imported here, on first
 * use, because importing it reads the event payload at module load; `run()` stays importable
 * without side effects, and a run that never calls the API never loads it. The base URL is passed
 * explicitly (not taken from the module's load-time default) so it follows `GITHUB_API_URL` now.
 */
export async function createGitHubClient(token: string | null, apiUrl: string): Promise<GitHubClient> {
  if (!token) {
    throw new UserError("input `github-token` is empty, and the GitHub API is needed (for the pull request comment or its file list)", {
      hint: "leave `github-token` at its default `${{ github.token }}`, or set `comment: false` and fetch the base (`fetch-depth: 0`)",
    });
  }
  const { getOctokit } = await import("@actions/github");
  return getOctokit(token, { baseUrl: apiUrl });
}

/** An error from the REST API: it has the HTTP status. */
export interface RequestFailure {
  status: number;
  message: string;
}

/** Whether `error` is an HTTP failure from Octokit (a RequestError), rather than a bug. */
export function isRequestFailure(error: unknown): error is RequestFailure {
  return error instanceof Error && typeof (error as { status?: unknown }).status === "number";
}

/** A client made once, on first need, so runs that never touch the API need no token. */
export function lazyClient(token: string | null, apiUrl: string): () => Promise<GitHubClient> {
  let client: Promise<GitHubClient> | undefined;
  return () => (client ??= createGitHubClient(token, apiUrl));
}
