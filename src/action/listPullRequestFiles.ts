import type { ChangedFile } from "../changes/index.js";
import type { GitHubClient } from "./gitHubClient.js";
import type { PullRequestRef } from "../usecases/index.js";
import { restFileToChange } from "./restFileToChange.js";

/**
 * The files a pull request changed, from the REST API (all pages, 100 per page): the fallback when
 * the clone lacks the base commit. GitHub lists at most 3,000 files per pull request.
 */
export async function listPullRequestFiles(client: GitHubClient, pr: PullRequestRef): Promise<ChangedFile[]> {
  const files = await client.paginate(client.rest.pulls.listFiles, { owner: pr.owner, repo: pr.repo, pull_number: pr.number, per_page: 100 });
  return files.map(restFileToChange);
}
