import type { AppliedLabel } from "../gate/index.js";
import type { ActionState } from "./actionState.js";
import { describeFailure, isRequestFailure, type GitHubClient } from "./gitHubClient.js";
import type { PullRequestRef } from "../usecases/index.js";

/** An application of the approval label as the gate judges it, with the `labeled` event it is (null: none found). */
export type LabelApplication = Omit<AppliedLabel, "name"> & { event: number | null };

/** Permissions that may approve: the REST API's `permission` (maintain reads as write there) or `role_name`. */
const MAY_APPROVE = new Set(["admin", "maintain", "write"]);
const PERMISSIONS = "give the workflow `pull-requests: read` and `issues: read`";

/**
 * Who applied `label` (its newest `labeled` event) and whether they may approve (not the author, with write
 * permission), from GitHub alone; anything unreadable refuses, naming the permission needed.
 */
export async function labelApplication(options: { client: GitHubClient; pr: PullRequestRef; label: string; state: ActionState }): Promise<LabelApplication> {
  const { client, pr, label } = options;
  const repo = { owner: pr.owner, repo: pr.repo };
  const refused = (appliedBy: string | null, event: number | null, refusal: string): LabelApplication => ({ appliedBy, event, refusal });
  let event: { id: number; actor: string | null } | undefined;
  try {
    const events = await client.paginate(client.rest.issues.listEvents, { ...repo, issue_number: pr.number, per_page: 100 });
    const wanted = label.toLowerCase();
    const last = events.filter((e) => e.event === "labeled" && (e as { label?: { name?: string } }).label?.name?.toLowerCase() === wanted).at(-1);
    event = last && { id: last.id, actor: last.actor?.login ?? null };
  } catch (error) {
    if (!isRequestFailure(error)) throw error;
    return refused(null, null, `chunkgate could not read who applied it (GET issue events: ${describeFailure(error)}); ${PERMISSIONS}`);
  }
  if (event === undefined || event.actor === null) return refused(null, null, "the pull request's history names nobody who applied it");
  const by = event.actor;
  let author: string | null;
  try {
    const { data } = await client.rest.pulls.get({ ...repo, pull_number: pr.number });
    author = data.user?.login ?? null;
  } catch (error) {
    if (!isRequestFailure(error)) throw error;
    return refused(by, event.id, `chunkgate could not read the pull request's author (GET pull request: ${describeFailure(error)}); ${PERMISSIONS}`);
  }
  if (author === null) return refused(by, event.id, "chunkgate could not read the pull request's author");
  if (author.toLowerCase() === by.toLowerCase()) return refused(by, event.id, `${by} is the pull request's author, and an approval must come from someone else with write permission`);
  try {
    const { data } = await client.rest.repos.getCollaboratorPermissionLevel({ ...repo, username: by });
    const role = (data as { role_name?: string }).role_name ?? "";
    if (!MAY_APPROVE.has(data.permission) && !MAY_APPROVE.has(role)) return refused(by, event.id, `${by} has ${role || data.permission} permission on the repository, and an approval needs write, maintain or admin`);
  } catch (error) {
    if (!isRequestFailure(error)) throw error;
    return refused(by, event.id, `chunkgate could not read ${by}'s permission on the repository (${describeFailure(error)}); ${PERMISSIONS}`);
  }
  const covered = options.state.approval?.event === event.id ? { digest: options.state.approval.digest, changes: options.state.approval.changes } : null;
  return { appliedBy: by, event: event.id, covered };
}
