import type { getOctokit } from "@actions/github";
import { UserError } from "../errors.js";

/** Octokit with the REST methods and pagination, as `@actions/github` builds it. */
export type GitHubClient = ReturnType<typeof getOctokit>;

/** An Octokit made on first need; `@actions/github` reads the event when it loads, so it is imported only then. */
export function lazyClient(token: string | null, apiUrl: string): () => Promise<GitHubClient> {
  let client: Promise<GitHubClient> | undefined;
  return () => (client ??= createClient(token, apiUrl));
}

async function createClient(token: string | null, apiUrl: string): Promise<GitHubClient> {
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

/** `request()`'s result, or `refused(failure)` when the API refused it or the network failed; other errors throw. */
export async function unlessRefused<T, R>(request: () => Promise<T>, refused: (failure: RequestFailure) => R): Promise<T | R> {
  try {
    return await request();
  } catch (error) {
    if (!isRequestFailure(error)) throw error;
    return refused(error);
  }
}

/** Network error codes (Node's and undici's) and what they mean for a reader of the log. */
const NETWORK: Record<string, (host: string) => string> = {
  ENOTFOUND: (host) => `could not resolve ${host}`,
  EAI_AGAIN: (host) => `could not resolve ${host} (the DNS lookup failed; try again)`,
  ECONNREFUSED: (host) => `the connection to ${host} was refused`,
  ECONNRESET: (host) => `the connection to ${host} was reset`,
  ETIMEDOUT: (host) => `the connection to ${host} timed out`,
  UND_ERR_CONNECT_TIMEOUT: (host) => `the connection to ${host} timed out`,
  UND_ERR_HEADERS_TIMEOUT: (host) => `${host} did not answer in time`,
  UND_ERR_SOCKET: (host) => `the connection to ${host} failed`,
  CERT_HAS_EXPIRED: (host) => `the TLS certificate of ${host} has expired`,
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: (host) => `the TLS certificate of ${host} could not be verified`,
};

/** What the network said for a request Octokit reports as status 500 without an HTTP answer; null when one came. */
export function networkFailure(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, hostname, address, port } = e as { code?: unknown; hostname?: unknown; address?: unknown; port?: unknown };
    if (typeof code !== "string" || !(code in NETWORK)) continue;
    const host = typeof hostname === "string" ? hostname : typeof address === "string" ? `${address}${typeof port === "number" ? `:${port}` : ""}` : "the GitHub API";
    return NETWORK[code]!(host);
  }
  return null;
}

/** A request failure for a message: what the network said, or `HTTP <status>: <message>`. */
export function describeFailure(failure: RequestFailure): string {
  return networkFailure(failure) ?? `HTTP ${failure.status}: ${failure.message}`;
}
