import { describeFailure, isRequestFailure, type GitHubClient } from "./gitHubClient.js";
import type { PullRequestRef } from "../usecases/index.js";

/**
 * Removes `label`, so an approval withdrawn by a later push must be given again. A label already
 * gone is done; a refusal is returned for the log (the gate fails either way).
 */
export async function removeLabel(client: GitHubClient, pr: PullRequestRef, label: string): Promise<string | null> {
  try {
    await client.rest.issues.removeLabel({ owner: pr.owner, repo: pr.repo, issue_number: pr.number, name: label });
    return null;
  } catch (error) {
    if (!isRequestFailure(error)) throw error;
    if (error.status === 404) return null;
    return `chunkgate could not remove the "${label}" label (${describeFailure(error)}); give the workflow \`pull-requests: write\`, or remove it by hand before approving again`;
  }
}
