import path from "node:path";
import { describe, expect, it } from "vitest";
import { changesSince } from "../../../src/usecases/pullRequest/changesSince.js";
import { recordGitCalls } from "../../helpers/gitCalls.js";
import { gitRepo } from "../../helpers/gitRepo.js";

describe("changesSince", () => {
  it("finds the top, both commits and their merge base, then diffs the working tree", async () => {
    const repo = await gitRepo();
    const base = await repo.commit("base", { "docs/a.md": "one\n" });
    await repo.git("checkout", "--quiet", "-b", "feature");
    const head = await repo.commit("edit", { "docs/a.md": "two\n" });
    await repo.write({ "docs/new.md": "new\n" });
    const calls = await recordGitCalls();
    try {
      const found = await changesSince({ root: path.join(repo.dir, "docs"), base: "main", withoutBase: "" });
      expect(found).toMatchObject({ baseCommit: base, headSha: head, rootPrefix: "docs", files: [{ path: "a.md", status: "modified" }, { path: "new.md", status: "added" }] });
      expect(await calls.subcommands()).toEqual(["rev-parse", "rev-parse", "rev-parse", "merge-base", "diff", "ls-files"]);
    } finally {
      calls.restore();
    }
  });
});
