import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { OpenApiValidator, type RecordedRequest, type RequestCheck } from "./openApiValidator.js";

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
export const ACTIONS_TOKEN = "ghs_actionsWriteToken";
/** The read-only `GITHUB_TOKEN` GitHub gives pull requests from forks. */
export const READ_ONLY_TOKEN = "ghs_forkReadOnlyToken";
/** A personal access token of a bot user. */
export const PAT_TOKEN = "ghp_botUserToken";

const DEFAULT_TOKENS: Record<string, FakeToken> = {
  [ACTIONS_TOKEN]: { login: "github-actions[bot]", user: false, write: true },
  [READ_ONLY_TOKEN]: { login: "github-actions[bot]", user: false, write: false },
  [PAT_TOKEN]: { login: "docs-bot", user: true, write: true },
};

export interface FakeComment {
  id: number;
  node_id: string;
  url: string;
  html_url: string;
  issue_url: string;
  body: string;
  user: { login: string; id: number; type: "User" | "Bot" };
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

/** One event of `GET /issues/{n}/events`, as GitHub serves it (a `labeled` one names the label and who applied it). */
export interface FakeIssueEvent {
  id: number;
  node_id: string;
  url: string;
  actor: { login: string; id: number; type: "User" | "Bot" };
  event: string;
  commit_id: null;
  commit_url: null;
  created_at: string;
  label?: { name: string; color: string };
}

export interface FakeGitHubOptions {
  owner: string;
  repo: string;
  pull: { number: number; headSha: string; baseSha: string };
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
export class FakeGitHub {
  readonly options: FakeGitHubOptions;
  readonly requests: ServedRequest[] = [];
  comments: FakeComment[] = [];
  files: FakePullFile[];
  /** The pull request's issue events, oldest first (`labeled`, `unlabeled`, …). */
  events: FakeIssueEvent[] = [];
  /** The pull request's current head; tests move it to play a push that happened meanwhile. */
  headSha: string;
  /** `head.repo.full_name` of the pull request (null: the fork was deleted); this repository unless a test says otherwise. */
  headRepository: string | null;
  /** `base.repo.full_name` of the pull request. */
  baseRepository: string;
  /** The pull request's author (`user.login` of `GET /pulls/{n}`). */
  author = "writer";
  /** Each collaborator's permission (`GET /collaborators/{username}/permission`: admin, maintain, write, triage, read); anyone else reads as `none`. */
  permissions: Record<string, "admin" | "maintain" | "write" | "triage" | "read"> = { "docs-lead": "write", "someone-else": "write" };
  /** The pull request's labels; `DELETE /issues/{n}/labels/{name}` removes one (and records an `unlabeled` event by the token's identity). */
  labels: string[] = [];
  /** Forces a status for the issue events list, e.g. 404 as a token without `issues: read` gets. */
  eventsStatus: number | null = null;
  /** Forces a status for comment writes (POST/PATCH), e.g. 403 or 404, whatever the token. */
  commentWriteStatus: number | null = null;
  private server: Server | undefined;
  private nextId = 1_000_000;
  private readonly tokens: Record<string, FakeToken>;
  private static validator: OpenApiValidator | undefined;

  constructor(options: FakeGitHubOptions) {
    this.options = options;
    this.files = options.files ?? [];
    this.headSha = options.pull.headSha;
    this.headRepository = `${options.owner}/${options.repo}`;
    this.baseRepository = `${options.owner}/${options.repo}`;
    this.tokens = options.tokens ?? DEFAULT_TOKENS;
    FakeGitHub.validator ??= new OpenApiValidator();
  }

  /** The API base URL to put in `GITHUB_API_URL`. */
  get url(): string {
    const address = this.server?.address() as AddressInfo | null | undefined;
    if (!address) throw new Error("the fake GitHub server is not listening");
    return `http://127.0.0.1:${address.port}`;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    return this;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve, reject) => this.server?.close((e) => (e ? reject(e) : resolve())) ?? resolve());
  }

  /** Requests that do not fit GitHub's OpenAPI description, one line each. */
  get violations(): string[] {
    return this.requests.flatMap((r) => r.check.problems.map((p) => `${r.method} ${r.path}: ${p}`));
  }

  /** `METHOD /template` of every request, in order, e.g. `POST /repos/{owner}/{repo}/issues/{issue_number}/comments`. */
  get calls(): string[] {
    return this.requests.map((r) => `${r.method} ${r.check.template ?? r.path}`);
  }

  /** A `labeled` (or `unlabeled`) event by `login`, as if it had happened on the pull request, after the ones already there. */
  addLabelEvent(label: string, login: string, event: "labeled" | "unlabeled" = "labeled"): FakeIssueEvent {
    const id = this.nextId++;
    const { owner, repo } = this.options;
    const item: FakeIssueEvent = {
      id,
      node_id: `LE_${id}`,
      url: `${this.url}/repos/${owner}/${repo}/issues/events/${id}`,
      actor: { login, id: 583231, type: "User" },
      event,
      commit_id: null,
      commit_url: null,
      created_at: new Date(Date.UTC(2026, 11, 1, 12, 0, this.events.length)).toISOString(),
      label: { name: label, color: "ededed" },
    };
    this.events.push(item);
    return item;
  }

  /** A comment written by someone, as if it were already on the pull request. */
  addComment(body: string, login: string, type: "User" | "Bot" = "User"): FakeComment {
    const comment = this.makeComment(body, { login, user: true, write: true }, type);
    this.comments.push(comment);
    return comment;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const text = await readBody(req);
    let body: unknown;
    try {
      body = text === "" ? undefined : JSON.parse(text);
    } catch {
      body = text;
    }
    const recorded: RecordedRequest = { method: req.method ?? "GET", path: url.pathname, query: Object.fromEntries(url.searchParams), body };
    const check = FakeGitHub.validator!.check(recorded);
    const reply = this.route(recorded, check, req.headers.authorization);
    this.requests.push({ ...recorded, status: reply.status, check });
    res.writeHead(reply.status, { "content-type": "application/json; charset=utf-8", ...(reply.headers ?? {}) });
    res.end(reply.body === undefined ? "" : JSON.stringify(reply.body));
  }

  private route(request: RecordedRequest, check: RequestCheck, authorization: string | undefined): Reply {
    const token = this.tokens[(authorization ?? "").replace(/^(token|bearer) /i, "")];
    if (!token) return error(401, "Bad credentials");
    if (check.problems.length > 0 && !check.template) return error(404, "Not Found");
    const { owner, repo, issue_number, pull_number, comment_id } = check.params;
    if (owner !== undefined && (owner !== this.options.owner || repo !== this.options.repo)) return error(404, "Not Found");
    const number = issue_number ?? pull_number;
    if (number !== undefined && Number(number) !== this.options.pull.number) return error(404, "Not Found");
    const body = request.body as { body?: unknown } | undefined;
    switch (`${request.method} ${check.template}`) {
      case "GET /user":
        return token.user ? { status: 200, body: { login: token.login, id: 4242, type: "User" } } : error(403, "Resource not accessible by integration");
      case "GET /repos/{owner}/{repo}/issues/{issue_number}/comments":
        return this.page(request, this.comments);
      case "GET /repos/{owner}/{repo}/pulls/{pull_number}/files":
        return this.page(request, this.files);
      case "GET /repos/{owner}/{repo}/issues/{issue_number}/events":
        return this.eventsStatus === null ? this.page(request, this.events) : error(this.eventsStatus, "Not Found");
      case "GET /repos/{owner}/{repo}/collaborators/{username}/permission":
        return this.permission(check.params["username"] ?? "");
      case "DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels/{name}": {
        if (!token.write) return error(403, "Resource not accessible by integration");
        const name = decodeURIComponent(check.params["name"] ?? "");
        const at = this.labels.findIndex((l) => l.toLowerCase() === name.toLowerCase());
        if (at < 0) return error(404, "Label does not exist");
        this.labels.splice(at, 1);
        this.addLabelEvent(name, token.login, "unlabeled");
        return { status: 200, body: this.labels.map((l, i) => ({ id: 9000 + i, node_id: `LA_${9000 + i}`, url: `${this.url}/repos/${this.options.owner}/${this.options.repo}/labels/${encodeURIComponent(l)}`, name: l, color: "ededed", default: false, description: null })) };
      }
      case "GET /repos/{owner}/{repo}/pulls/{pull_number}":
        return { status: 200, body: this.pullRequest() };
      case "POST /repos/{owner}/{repo}/issues/{issue_number}/comments": {
        const refused = this.refuseWrite(token, body);
        if (refused) return refused;
        const comment = this.makeComment(body!.body as string, token, "Bot");
        this.comments.push(comment);
        return { status: 201, body: comment };
      }
      case "PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}": {
        const comment = this.comments.find((c) => c.id === Number(comment_id));
        if (!comment) return error(404, "Not Found");
        const refused = this.refuseWrite(token, body);
        if (refused) return refused;
        if (comment.user.login !== token.login) return error(403, "Resource not accessible by integration");
        comment.body = body!.body as string;
        comment.updated_at = new Date().toISOString();
        return { status: 200, body: comment };
      }
      default:
        return error(404, "Not Found");
    }
  }

  private refuseWrite(token: FakeToken, body: { body?: unknown } | undefined): Reply | undefined {
    if (this.commentWriteStatus !== null) return error(this.commentWriteStatus, this.commentWriteStatus === 403 ? "Resource not accessible by integration" : "Not Found");
    if (!token.write) return error(403, "Resource not accessible by integration");
    if (typeof body?.body !== "string") return error(422, "Invalid request.\n\n\"body\" wasn't supplied.");
    if (body.body.length > 65_536) return error(422, "Validation Failed: body is too long (maximum is 65536 characters)");
    return undefined;
  }

  private page(request: RecordedRequest, items: readonly unknown[]): Reply {
    const perPage = Math.min(100, Number(request.query["per_page"] ?? 30));
    const page = Math.max(1, Number(request.query["page"] ?? 1));
    const last = Math.max(1, Math.ceil(items.length / perPage));
    const link = (p: number, rel: string) => {
      const url = new URL(`${this.url}${request.path}`);
      url.searchParams.set("per_page", String(perPage));
      url.searchParams.set("page", String(p));
      return `<${url.href}>; rel="${rel}"`;
    };
    const links = [...(page < last ? [link(page + 1, "next"), link(last, "last")] : []), ...(page > 1 ? [link(1, "first"), link(page - 1, "prev")] : [])];
    return { status: 200, body: items.slice((page - 1) * perPage, page * perPage), headers: links.length > 0 ? { link: links.join(", ") } : {} };
  }

  private pullRequest(): unknown {
    const { owner, repo, pull } = this.options;
    return {
      url: `${this.url}/repos/${owner}/${repo}/pulls/${pull.number}`,
      html_url: `https://github.com/${owner}/${repo}/pull/${pull.number}`,
      number: pull.number,
      state: "open",
      user: { login: this.author, id: 583232, type: "User" },
      title: "Docs change",
      head: { ref: "feature", sha: this.headSha, repo: this.headRepository === null ? null : { full_name: this.headRepository } },
      base: { ref: "main", sha: pull.baseSha, repo: { full_name: this.baseRepository } },
    };
  }

  /** `GET /collaborators/{username}/permission`: `permission` maps maintain to write and triage to read, as GitHub's does; `role_name` keeps the role. */
  private permission(username: string): Reply {
    const role = this.permissions[username] ?? "none";
    const permission = role === "maintain" ? "write" : role === "triage" ? "read" : role;
    return { status: 200, body: { permission, role_name: role, user: { login: username, id: 583231, type: "User" } } };
  }

  private makeComment(body: string, token: FakeToken, type: "User" | "Bot"): FakeComment {
    const id = this.nextId++;
    const { owner, repo, pull } = this.options;
    const now = new Date().toISOString();
    return {
      id,
      node_id: `IC_${id}`,
      url: `${this.url}/repos/${owner}/${repo}/issues/comments/${id}`,
      html_url: `https://github.com/${owner}/${repo}/pull/${pull.number}#issuecomment-${id}`,
      issue_url: `${this.url}/repos/${owner}/${repo}/issues/${pull.number}`,
      body,
      user: { login: token.login, id: 41898282, type },
      created_at: now,
      updated_at: now,
      author_association: "NONE",
    };
  }
}

interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

function error(status: number, message: string): Reply {
  return { status, body: { message, documentation_url: "https://docs.github.com/rest", status: String(status) } };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}
