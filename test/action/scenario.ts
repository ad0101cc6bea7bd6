import { ACTIONS_TOKEN, FakeGitHub } from "../helpers/fakeGitHub.js";
import type { ActionSetup } from "../helpers/actionHarness.js";
import { tempDir } from "../helpers/tempDir.js";
import { makePullRequestRepo, type Edits, type PullRequestRepo } from "../helpers/pullRequestRepo.js";

export const OWNER = "octo-org";
export const REPO = "docs";
export const PR_NUMBER = 7;

/** A pull request repository and the fake GitHub that knows it. */
export interface Scenario {
  repo: PullRequestRepo;
  github: FakeGitHub;
  /** The step setup for a run of the `pull_request` event at `head` (default: the last push). */
  pullRequestRun: (options?: { head?: string; token?: string; with?: Record<string, string>; fork?: boolean; workspace?: string; labels?: string[]; labeled?: string; env?: Record<string, string> }) => ActionSetup;
}

/** A pull request over the Lumen fixture (at the top unless `fixtures` says otherwise), edited by `base` on main, with one commit per push. */
export async function scenario(pushes: Edits[], fixtures: Record<string, string> = { "": "lumen" }, base?: Edits): Promise<Scenario> {
  const repo = await makePullRequestRepo({ fixtures, pushes, ...(base ? { base } : {}) });
  const github = await new FakeGitHub({ owner: OWNER, repo: REPO, pull: { number: PR_NUMBER, headSha: repo.heads.at(-1)!, baseSha: repo.baseSha } }).start();
  return {
    repo,
    github,
    pullRequestRun: (options = {}) => {
      const head = options.head ?? repo.heads.at(-1)!;
      return {
        workspace: options.workspace ?? repo.dir,
        eventName: "pull_request",
        payload: pullRequestEvent({ head, base: repo.baseSha, fork: options.fork ?? false, labels: options.labels ?? [], ...(options.labeled ? { labeled: options.labeled } : {}) }),
        sha: head,
        github,
        token: options.token ?? ACTIONS_TOKEN,
        with: options.with ?? {},
        ...(options.env ? { env: options.env } : {}),
      };
    },
  };
}

/**
 * A `pull_request` event payload, trimmed to what GitHub always sends: `synchronize`, or `labeled`
 * when `labeled` names the label just added (then it is among the pull request's labels too, as
 * GitHub sends it).
 */
export function pullRequestEvent(options: { head: string; base: string; fork: boolean; labels?: string[]; labeled?: string }): unknown {
  const repository = { id: 1, name: REPO, full_name: `${OWNER}/${REPO}`, owner: { login: OWNER, type: "Organization" }, private: false, fork: false };
  const headRepository = options.fork ? { id: 2, name: REPO, full_name: `contributor/${REPO}`, owner: { login: "contributor", type: "User" }, private: false, fork: true } : repository;
  const names = [...(options.labels ?? []), ...(options.labeled && !(options.labels ?? []).includes(options.labeled) ? [options.labeled] : [])];
  const label = (name: string, i: number) => ({ id: 9000 + i, node_id: `LA_${9000 + i}`, url: `https://api.github.com/repos/${OWNER}/${REPO}/labels/${encodeURIComponent(name)}`, name, color: "0e8a16", default: false, description: null });
  const labels = names.map(label);
  const pullRequest = {
    number: PR_NUMBER,
    state: "open",
    title: "Docs change",
    html_url: `https://github.com/${OWNER}/${REPO}/pull/${PR_NUMBER}`,
    labels,
    head: { label: `${headRepository.owner.login}:feature`, ref: "feature", sha: options.head, repo: headRepository },
    base: { label: `${OWNER}:main`, ref: "main", sha: options.base, repo: repository },
  };
  const sender = { login: options.fork ? "contributor" : "writer", type: "User" };
  if (options.labeled) return { action: "labeled", number: PR_NUMBER, label: labels.find((l) => l.name === options.labeled), pull_request: pullRequest, repository, sender };
  return { action: "synchronize", number: PR_NUMBER, before: options.base, after: options.head, pull_request: pullRequest, repository, sender };
}

/**
 * A `workflow_run` event payload for the completion of the `pull_request` run of `head`, pushed to
 * `headRepository` (`owner/name`; default: this repository, as for a same-repository pull request).
 */
export function workflowRunEvent(options: { head: string; headRepository?: string }): unknown {
  const repository = { id: 1, name: REPO, full_name: `${OWNER}/${REPO}`, owner: { login: OWNER, type: "Organization" } };
  const fullName = options.headRepository ?? `${OWNER}/${REPO}`;
  const [login, name] = fullName.split("/");
  const headRepository = { id: fullName === repository.full_name ? 1 : 2, name, full_name: fullName, owner: { login, type: "User" } };
  return {
    action: "completed",
    workflow_run: {
      id: 123456,
      name: "chunkgate",
      event: "pull_request",
      status: "completed",
      conclusion: "success",
      head_sha: options.head,
      head_branch: "feature",
      head_repository: headRepository,
      repository,
      pull_requests: [],
    },
    repository,
    sender: { login: "contributor", type: "User" },
  };
}

/** An empty folder: a checkout of the default branch that holds none of the pull request's code. */
export async function emptyWorkspace(): Promise<string> {
  return tempDir("workspace");
}
