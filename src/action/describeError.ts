import { UserError } from "../errors.js";
import { networkFailure } from "./gitHubClient.js";

/**
 * What a failed step says about an error: a UserError its message and fix, never a stack; a
 * request without an answer what the network did; anything else a bug, its stack as `detail`.
 */
export function describeError(error: unknown): { message: string; detail?: string } {
  if (error instanceof UserError) return { message: `chunkgate: ${error.format()}` };
  const network = networkFailure(error);
  if (network !== null) return { message: `chunkgate: a request to the GitHub API failed: ${network}. Check \`GITHUB_API_URL\` and the runner's network, then re-run the job.` };
  if (error instanceof Error) {
    return { message: `chunkgate: internal error (please report it): ${error.message}`, ...(error.stack ? { detail: error.stack } : {}) };
  }
  return { message: `chunkgate: internal error (please report it): ${typeof error === "string" ? error : safeString(error)}` };
}

function safeString(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
