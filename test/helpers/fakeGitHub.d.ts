import { type RecordedRequest, type RequestCheck } from "./openApiValidator.js";
/** Who a token is and what it may do, as the fake decides it from the `Authorization` header. */
export interface FakeToken {
    /** The login comments written with this token get. */
    login: string;
    /** Whether `GET /user` answers (a personal access token) or 403s (an installation token). */
    user: boolean;
    /** Whether it may create and edit comments; false: a fork's read-only token (403). */
    write: boolean;
}
/** A token for `GITHUB_TOKEN` in a same-repository pull request. */
export declare const ACTIONS_TOKEN = "ghs_actionsWriteToken";
/** The read-only `GITHUB_TOKEN` GitHub gives pull requests from forks. */
export declare const READ_ONLY_TOKEN = "ghs_forkReadOnlyToken";
/** A personal access token of a bot user. */
export declare const PAT_TOKEN = "ghp_botUserToken";
export interface FakeComment {
    id: number;
    node_id: string;
    url: string;
    html_url: string;
    issue_url: string;
    body: string;
    user: {
        login: string;
        id: number;
        type: "User" | "Bot";
    };
    created_at: string;
    updated_at: string;
    author_association: string;
}
/** One file of `GET /pulls/{n}/files`, as GitHub serves it. */
export interface FakePullFile {
    sha: string;
    filename: string;
    status: "added" | "removed" | "modified" | "renamed" | "copied" | "changed" | "unchanged";
    additions: number;
    deletions: number;
    changes: number;
    blob_url: string;
    raw_url: string;
    contents_url: string;
    patch?: string;
    previous_filename?: string;
}
export interface FakeGitHubOptions {
    owner: string;
    repo: string;
    pull: {
        number: number;
        headSha: string;
        baseSha: string;
    };
    files?: FakePullFile[];
    tokens?: Record<string, FakeToken>;
}
/** A request the fake served, with what the OpenAPI description says about it. */
export interface ServedRequest extends RecordedRequest {
    status: number;
    check: RequestCheck;
}
/**
 * A real HTTP server on 127.0.0.1 that plays the REST endpoints the action calls, with GitHub's
 * behaviour where it matters: `Link` pagination, 403 for writes with a read-only token and for
 * `GET /user` with an installation token, 404 for unknown pull requests and comments, 422 for a
 * comment body over 65,536 characters. Every request is checked against GitHub's OpenAPI
 * description; `violations` lists the ones that do not fit, and unknown endpoints get a 404.
 */
export declare class FakeGitHub {
    readonly options: FakeGitHubOptions;
    readonly requests: ServedRequest[];
    comments: FakeComment[];
    files: FakePullFile[];
    /** The pull request's current head; tests move it to play a push that happened meanwhile. */
    headSha: string;
    /** `head.repo.full_name` of the pull request (null: the fork was deleted); this repository unless a test says otherwise. */
    headRepository: string | null;
    /** `base.repo.full_name` of the pull request. */
    baseRepository: string;
    /** Forces a status for comment writes (POST/PATCH), e.g. 403 or 404, whatever the token. */
    commentWriteStatus: number | null;
    private server;
    private nextId;
    private readonly tokens;
    private static validator;
    constructor(options: FakeGitHubOptions);
    /** The API base URL to put in `GITHUB_API_URL`. */
    get url(): string;
    start(): Promise<this>;
    close(): Promise<void>;
    /** Requests that do not fit GitHub's OpenAPI description, one line each. */
    get violations(): string[];
    /** `METHOD /template` of every request, in order, e.g. `POST /repos/{owner}/{repo}/issues/{issue_number}/comments`. */
    get calls(): string[];
    /** A comment written by someone, as if it were already on the pull request. */
    addComment(body: string, login: string, type?: "User" | "Bot"): FakeComment;
    private handle;
    private route;
    private refuseWrite;
    private page;
    private pullRequest;
    private makeComment;
}
