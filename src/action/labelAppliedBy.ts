import type { GitHubClient } from "./gitHubClient.js";
import { isRequestFailure } from "./gitHubClient.js";
import type { PullRequestRef } from "../usecases/index.js";

/**
 * Who applied `label` to the pull request: the actor of its newest `labeled` event for that label
 * (GET /repos/{owner}/{repo}/issues/{number}/events, all pages; label names compared without
 * regard to case, as GitHub compares them). Null when no such event is found, or when the API
 * refuses (a token without `issues: read` or `pull-requests: read`), which is logged: the label
 * still approves, the report then cannot say who applied it.
 */
export async function labelAppliedBy(options: { client: GitHubClient; pr: PullRequestRef; label: string; log: (message: string) => void }): Promise<string | null> {
  const { client, pr, label } = options;
  try {
    const events = await client.paginate(client.rest.issues.listEvents, { owner: pr.owner, repo: pr.repo, issue_number: pr.number, per_page: 100 });
    const wanted = label.toLowerCase();
    const applied = events.filter((e) => e.event === "labeled" && (e as { label?: { name?: string } }).label?.name?.toLowerCase() === wanted);
    return applied.at(-1)?.actor?.login ?? null;
  } catch (error) {
    if (!isRequestFailure(error)) throw error;
    options.log(`chunkgate could not read who applied the "${label}" label (HTTP ${error.status}: ${error.message}); give the workflow \`pull-requests: read\` to name them in the report`);
    return null;
  }
}
