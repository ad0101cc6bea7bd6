import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACTIONS_TOKEN, FakeGitHub } from "../helpers/fakeGitHub.js";

/** The fake GitHub must catch what real GitHub would reject, or the e2e tests prove nothing. */
describe("the fake GitHub server", () => {
  let github: FakeGitHub;
  beforeAll(async () => {
    github = await new FakeGitHub({ owner: "octo-org", repo: "docs", pull: { number: 7, headSha: "a".repeat(40), baseSha: "b".repeat(40) } }).start();
  });
  afterAll(async () => github.close());

  const call = async (method: string, path: string, body?: unknown) =>
    fetch(`${github.url}${path}`, { method, headers: { authorization: `token ${ACTIONS_TOKEN}`, "content-type": "application/json" }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

  it("records an unknown endpoint as a violation and answers 404", async () => {
    github.requests.length = 0;
    expect((await call("GET", "/repos/octo-org/docs/pulls/7/commentz")).status).toBe(404);
    expect(github.violations).toEqual(["GET /repos/octo-org/docs/pulls/7/commentz: GET /repos/octo-org/docs/pulls/7/commentz is no endpoint of api.github.com"]);
  });

  it("records a missing required body field, an undeclared query parameter and a malformed path parameter", async () => {
    github.requests.length = 0;
    await call("POST", "/repos/octo-org/docs/issues/7/comments", { text: "hello" });
    await call("GET", "/repos/octo-org/docs/issues/7/comments?per_page=100&sort=created");
    await call("GET", "/repos/octo-org/docs/pulls/seven");
    expect(github.violations).toEqual([
      "POST /repos/octo-org/docs/issues/7/comments: body.body is required",
      "GET /repos/octo-org/docs/issues/7/comments: query parameter sort is not declared by issues/list-comments",
      "GET /repos/octo-org/docs/pulls/seven: path parameter pull_number must be an integer, got \"seven\"",
    ]);
  });

  it("pages with Link headers the way GitHub does", async () => {
    github.files = Array.from({ length: 120 }, (_, i) => ({ sha: "0".repeat(40), filename: `f${i}.md`, status: "added" as const, additions: 1, deletions: 0, changes: 1, blob_url: "", raw_url: "", contents_url: "" }));
    const first = await call("GET", "/repos/octo-org/docs/pulls/7/files?per_page=100");
    expect(((await first.json()) as unknown[]).length).toBe(100);
    expect(first.headers.get("link")).toBe(`<${github.url}/repos/octo-org/docs/pulls/7/files?per_page=100&page=2>; rel="next", <${github.url}/repos/octo-org/docs/pulls/7/files?per_page=100&page=2>; rel="last"`);
    const second = await call("GET", "/repos/octo-org/docs/pulls/7/files?per_page=100&page=2");
    expect(((await second.json()) as unknown[]).length).toBe(20);
  });
});
