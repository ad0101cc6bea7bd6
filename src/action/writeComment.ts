import { keyedBy, parseHeadMarker } from "../report/index.js";
import type { PullRequestRef } from "../usecases/index.js";
import { readActionState, stateLine } from "./actionState.js";
import { describeFailure, isRequestFailure, unlessRefused, type GitHubClient, type RequestFailure } from "./gitHubClient.js";
import { logInfo, warnStep } from "./step.js";

/** Upserts one of chunkgate's comments, or logs why none is written; an API refusal is a warning, never a failure. */
export async function writeComment(client: () => Promise<GitHubClient>, request: Omit<CommentRequest, "pr"> & { pr: PullRequestRef | null }, what: string, enabled = true): Promise<void> {
  const { pr } = request;
  if (!enabled) return logInfo(`chunkgate writes no ${what} (\`comment: false\`)`);
  if (pr === null) return logInfo(`chunkgate writes no ${what}: this run is not for a pull request`);
  const result = await unlessRefused(async () => upsertComment(await client(), { ...request, pr }), (failure) => warnStep(describeCommentFailure(failure, pr, what)));
  if (result === undefined) return;
  if (result.action === "skipped") logInfo(`chunkgate left ${what} ${result.url} as it is: ${result.reason}`);
  else logInfo(`chunkgate ${result.action} ${what} ${result.url}`);
}

/** A warning for a comment the API refused, naming the permission and the way out (forks: the two-workflow pattern). */
export function describeCommentFailure(failure: RequestFailure, pr: PullRequestRef, what = "comment"): string {
  const where = `${pr.owner}/${pr.repo}#${pr.number}`;
  const stands = "The verdict and the job summary stand.";
  if (failure.status === 403) {
    return (
      `chunkgate could not write its ${what} on ${where}: the token lacks the \`pull-requests: write\` permission (HTTP 403: ${failure.message}). ` +
      "Grant it in the workflow (`permissions: { contents: read, pull-requests: write }`). " +
      (what === "comment"
        ? "On pull requests from forks the token is always read-only: use the two-workflow pattern, which evaluates on `pull_request`, uploads the JSON report as an artifact and comments from a `workflow_run` workflow with `mode: report` " +
          `(chunkgate's docs/action.md, "Pull requests from forks"). `
        : "On pull requests from forks the token is always read-only, and `mode: report` posts only the gate comment: read the sweep in the job summary. ") +
      stands
    );
  }
  if (failure.status === 404) {
    return (
      `chunkgate could not write its ${what} on ${where}: the API answered 404 (${failure.message}). ` +
      "The pull request or the comment does not exist, or the token cannot see the repository; check `github-token` and that it has `pull-requests: write`. " +
      stands
    );
  }
  return `chunkgate could not write its ${what} on ${where}: ${describeFailure(failure)}. ${stands}`;
}

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

/** What happened to the pull request comment, with its id and address; `skipped` says why. */
export type CommentResult =
  | { action: "created" | "updated" | "unchanged"; id: number; url: string }
  | { action: "skipped"; id: number; url: string; reason: string };

/**
 * Writes the registry's one comment: the token's own comment keyed by `marker`, updated in place, or a new one;
 * a run for an older head never overwrites a comment describing the current head. Request failures propagate.
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

/** The login GitHub gives comments written with the Actions token (`GITHUB_TOKEN`). */
const ACTIONS_BOT_LOGIN = "github-actions[bot]";

/** The fields of an issue comment that identify it. */
export interface ListedComment {
  id: number;
  body?: string | undefined;
  user: { login: string; type?: string } | null;
}

/** The action's own comment keyed by `marker`, over all pages, so it only edits or reads back what it wrote. */
export async function findOwnComment(client: GitHubClient, pr: PullRequestRef, marker: string) {
  const author = await commentAuthor(client);
  const comments = await client.paginate(client.rest.issues.listComments, { owner: pr.owner, repo: pr.repo, issue_number: pr.number, per_page: 100 });
  return ownCommentAmong(comments, { marker, author });
}

/**
 * The oldest comment keyed by `marker` and written by `author` (an assumed author: else by any
 * bot). Comments by people never count, even quoting the marker.
 */
export function ownCommentAmong<T extends ListedComment>(comments: readonly T[], options: { marker: string; author: { login: string; assumed: boolean } }): T | undefined {
  const marked = comments.filter((c) => keyedBy(c.body ?? "", options.marker));
  const mine = marked.find((c) => c.user?.login === options.author.login);
  if (mine || !options.author.assumed) return mine;
  return marked.find((c) => c.user?.type === "Bot");
}

/** An installation token gets 403 from `GET /user`: `github-actions[bot]` is assumed then. */
async function commentAuthor(client: GitHubClient): Promise<{ login: string; assumed: boolean }> {
  try {
    const { data } = await client.rest.users.getAuthenticated();
    return { login: data.login, assumed: false };
  } catch (error) {
    if (isRequestFailure(error) && error.status === 403) return { login: ACTIONS_BOT_LOGIN, assumed: true };
    throw error;
  }
}
