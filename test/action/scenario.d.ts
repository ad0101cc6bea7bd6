import { FakeGitHub } from "../helpers/fakeGitHub.js";
import type { ActionSetup } from "../helpers/actionHarness.js";
import { type Edits, type PullRequestRepo } from "../helpers/pullRequestRepo.js";
export declare const OWNER = "octo-org";
export declare const REPO = "docs";
export declare const PR_NUMBER = 7;
/** A pull request repository and the fake GitHub that knows it. */
export interface Scenario {
    repo: PullRequestRepo;
    github: FakeGitHub;
    /** The step setup for a run of the `pull_request` event at `head` (default: the last push). */
    pullRequestRun: (options?: {
        head?: string;
        token?: string;
        with?: Record<string, string>;
        fork?: boolean;
        workspace?: string;
        labels?: string[];
        labeled?: string;
        env?: Record<string, string>;
    }) => ActionSetup;
}
/** A pull request over the Lumen fixture (at the top unless `fixtures` says otherwise) with one commit per push. */
export declare function scenario(pushes: Edits[], fixtures?: Record<string, string>): Promise<Scenario>;
/**
 * A `pull_request` event payload, trimmed to what GitHub always sends: `synchronize`, or `labeled`
 * when `labeled` names the label just added (then it is among the pull request's labels too, as
 * GitHub sends it).
 */
export declare function pullRequestEvent(options: {
    head: string;
    base: string;
    fork: boolean;
    labels?: string[];
    labeled?: string;
}): unknown;
/**
 * A `workflow_run` event payload for the completion of the `pull_request` run of `head`, pushed to
 * `headRepository` (`owner/name`; default: this repository, as for a same-repository pull request).
 */
export declare function workflowRunEvent(options: {
    head: string;
    headRepository?: string;
}): unknown;
/** An empty folder: a checkout of the default branch that holds none of the pull request's code. */
export declare function emptyWorkspace(): Promise<string>;
