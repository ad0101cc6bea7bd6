import { parseHeadMarker } from "../report/index.js";
import { findOwnComment } from "./findOwnComment.js";
import { readActionState, stateLine } from "./actionState.js";
import type { GitHubClient } from "./gitHubClient.js";
import type { PullRequestRef } from "../usecases/index.js";

/** The comment to write. */
export interface CommentRequest {
  pr: PullRequestRef;
  /** The hidden marker of this registry; one comment per marker. */
  marker: string;
  body: string;
  headSha: string;
  /** Keep the state line the existing comment ends with. */
  keepState?: boolean;
}

export type CommentResult =
  | { action: "created" | "updated" | "unchanged"; id: number; url: string }
  | { action: "skipped"; id: number; url: string; reason: string };

/**
 * Writes the registry's one comment: the token's own comment keyed by `marker` (findOwnComment),
 * updated in place, or a new one. A run for an older head never overwrites a comment describing the
 * pull request's current head. Request failures propagate.
 */
export async function upsertComment(client: GitHubClient, request: CommentRequest): Promise<CommentResult> {
  const { pr, marker, headSha } = request;
  let body = request.body;
  const repo = { owner: pr.owner, repo: pr.repo };
  const own = await findOwnComment(client, pr, marker);
  if (!own) {
    const { data } = await client.rest.issues.createComment({ ...repo, issue_number: pr.number, body });
    return { action: "created", id: data.id, url: data.html_url };
  }
  const described = parseHeadMarker(own.body ?? "");
  if (described !== null && described !== headSha) {
    const { data: current } = await client.rest.pulls.get({ ...repo, pull_number: pr.number });
    if (current.head.sha === described) {
      return {
        action: "skipped",
        id: own.id,
        url: own.html_url,
        reason: `the comment already describes the pull request's current head ${described.slice(0, 7)}, and this run checked ${headSha.slice(0, 7)}`,
      };
    }
  }
  const kept = request.keepState ? stateLine(readActionState(own.body ?? "")) : "";
  if (kept !== "") body = `${body}\n${kept}`;
  if (own.body === body) return { action: "unchanged", id: own.id, url: own.html_url };
  const { data } = await client.rest.issues.updateComment({ ...repo, comment_id: own.id, body });
  return { action: "updated", id: data.id, url: data.html_url };
}
