import { describe, expect, it } from "vitest";
import { describeCommentFailure } from "../../src/action/writeComment.js";

const pr = { owner: "octo-org", repo: "docs", number: 7 };

describe("describeCommentFailure", () => {
  it("names the missing permission and the two-workflow pattern for a 403", () => {
    const text = describeCommentFailure({ status: 403, message: "Resource not accessible by integration" }, pr);
    expect(text).toMatch(/^chunkgate could not write its comment on octo-org\/docs#7: the token lacks the `pull-requests: write` permission \(HTTP 403: Resource not accessible by integration\)/);
    expect(text).toMatch(/two-workflow pattern/);
    expect(text).toMatch(/`workflow_run`.*`mode: report`/);
    expect(text).toMatch(/The verdict and the job summary stand\.$/);
  });

  it("names the sweep comment, and for forks points to the job summary, since `mode: report` posts only the gate comment", () => {
    const text = describeCommentFailure({ status: 403, message: "Resource not accessible by integration" }, pr, "sweep comment");
    expect(text).toMatch(/^chunkgate could not write its sweep comment on octo-org\/docs#7: the token lacks the `pull-requests: write` permission/);
    expect(text).toMatch(/`mode: report` posts only the gate comment: read the sweep in the job summary\. The verdict and the job summary stand\.$/);
    expect(text).not.toMatch(/two-workflow pattern/);
  });

  it("says what a 404 means", () => {
    expect(describeCommentFailure({ status: 404, message: "Not Found" }, pr)).toMatch(/answered 404 \(Not Found\)\. The pull request or the comment does not exist, or the token cannot see the repository/);
  });

  it("reports any other status as it is", () => {
    expect(describeCommentFailure({ status: 502, message: "Bad Gateway" }, pr)).toBe("chunkgate could not write its comment on octo-org/docs#7: HTTP 502: Bad Gateway. The verdict and the job summary stand.");
  });
});
